import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../src/api/errors';
import type { LeadCreated, LeadForm } from '../../src/api/schemas/leadCapture';
import type { LeadValues } from '../../src/machines/leadCaptureFields';
import { leadCaptureMachine, type LeadCaptureInput, type SubmitLeadInput } from '../../src/machines/leadCaptureMachine';

export const leadForm: LeadForm = {
  id: 'sunrise',
  title: 'Admissions enquiry',
  intro: null,
  instituteName: 'Sunrise Institute',
  logoUrl: null,
  countryId: 'IN',
  terms: 'We may call you.',
  courses: [
    { id: 'bca', name: 'BCA' },
    { id: 'mca', name: 'MCA' },
  ],
};

/** A complete, valid enquiry as a visitor would type it. */
export const validLead: LeadValues = {
  name: 'Asha Rao',
  mobile: '+91 98765 43210',
  email: 'asha@example.in',
  courseId: 'bca',
  stateId: 'IN-MH',
  cityId: 'in-mh-pune',
  message: 'Is there a hostel?',
  acceptTerms: true,
};

/** The names `validLead`'s state and city are shown by (a draft keeps them, so a reload can show the choice). */
export const validPlaces = { stateId: 'Maharashtra', cityId: 'Pune' };

export const notFound = new ApiError('http', 'Form not found', 404, {}, 'refusal');
/** A send that failed while the browser was offline: it never left ("could not be sent"). */
export const offline = new ApiError('network', 'Failed to fetch', null, {}, 'none', true);
export const serverDown = new ApiError('http', 'Internal Server Error', 500);
export const duplicateEmail = new ApiError('http', 'Some details need your attention', 422, {
  email: 'An enquiry with this email address already exists',
});

/** Idempotency keys key-1, key-2, ... in the order the machine asks for them (the page uses random UUIDs). */
export function countingKeys(): () => string {
  let n = 0;
  return () => `key-${(n += 1)}`;
}

/**
 * The enquiry machine on `leadForm`, started from `draft` (if any) and awaited until it can be edited. Each send is
 * recorded in `sent` and answered by `answer`: its value, or the error it throws.
 */
export async function startLeadForm(answer: (input: SubmitLeadInput) => Promise<LeadCreated>, draft?: LeadCaptureInput['draft']) {
  const sent: SubmitLeadInput[] = [];
  const actor = createActor(
    leadCaptureMachine.provide({
      actors: {
        loadForm: fromPromise<LeadForm, { formId: string }>(async () => leadForm),
        submitLead: fromPromise<LeadCreated, SubmitLeadInput>(async ({ input }) => {
          sent.push(input);
          return answer(input);
        }),
      },
    }),
    { input: { formId: 'sunrise', source: {}, newKey: countingKeys(), draft } },
  ).start();
  await waitFor(actor, (s) => s.matches('editing'));
  return { actor, sent };
}
