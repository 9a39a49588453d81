import { createActor, fromPromise, waitFor } from 'xstate';
import type { LeadCreated, LeadForm } from '../../src/api/schemas/leadCapture';
import { leadCaptureMachine, type SubmitLeadInput } from '../../src/machines/leadCaptureMachine';
import { LEAD_FIELDS } from '../../src/machines/leadCaptureFields';
import { countingKeys, leadForm, validLead } from '../model/leadFixtures';

/**
 * The enquiry machine with a loaded form and every field filled in validly; each send is recorded (with its
 * idempotency key) and waits until the test settles it through `settle`.
 */
export async function filledInLead() {
  const sent: SubmitLeadInput[] = [];
  const settle: Array<{ resolve: (v: LeadCreated) => void; reject: (e: unknown) => void }> = [];
  const actor = createActor(
    leadCaptureMachine.provide({
      actors: {
        loadForm: fromPromise<LeadForm, { formId: string }>(async () => leadForm),
        submitLead: fromPromise<LeadCreated, SubmitLeadInput>(({ input }) => {
          sent.push(input);
          return new Promise((resolve, reject) => settle.push({ resolve, reject }));
        }),
      },
    }),
    { input: { formId: 'sunrise', source: {}, newKey: countingKeys() } },
  ).start();
  await waitFor(actor, (s) => s.matches('editing'));
  for (const field of LEAD_FIELDS) actor.send({ type: 'lead.change', field, value: validLead[field] });
  return { actor, sent, settle };
}
