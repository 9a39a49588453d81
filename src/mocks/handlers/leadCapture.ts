import { http, HttpResponse, type HttpHandler } from 'msw';
import type { DemoContext } from '../context';
import { newLead, type NewLead } from '../../api/schemas/leadCapture.ts';
import { BLOCKED_MOBILE, DEMO_LEAD_FORMS, DUPLICATE_EMAIL_DOMAIN } from '../data/leadCaptureForms.ts';
import { demoCities } from '../data/leadCaptureGeo.ts';
import { serverTexts, type ServerText } from '../data/serverTexts.ts';
import { lookupHandlers } from './leadCaptureLookups.ts';

const SUBMISSIONS_KEY = 'leadCapture.submissions';
const IDEMPOTENCY_KEY = 'leadCapture.idempotency';

/** A stored lead's id by the `Idempotency-Key` that created it, with the body it came with. */
type KeyedLeads = Record<string, { body: string; id: string }>;

export interface StoredLead extends NewLead {
  id: string;
  formId: string;
  receivedAt: string;
}

const notFound = (say: (key: ServerText) => string) =>
  HttpResponse.json({ success: false, data: null, message: say('formUnavailable') }, { status: 404 });

/** What a real server would check again; the demo's own rules for a refused lead (see docs/api.md). */
function serverErrors(lead: NewLead, courseIds: string[], say: (key: ServerText) => string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (lead.name.trim().length < 2) errors.name = say('nameTooShort');
  if (!/^\+91[6-9]\d{9}$/.test(lead.mobile)) errors.mobile = say('mobileInvalid');
  else if (lead.mobile === BLOCKED_MOBILE) errors.mobile = say('mobileBlocked');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(lead.email)) errors.email = say('emailInvalid');
  else if (lead.email.toLowerCase().endsWith(`@${DUPLICATE_EMAIL_DOMAIN}`)) errors.email = say('emailDuplicate');
  if (!courseIds.includes(lead.courseId)) errors.courseId = say('courseInvalid');
  if (!demoCities(lead.stateId)) errors.stateId = say('stateInvalid');
  else if (!demoCities(lead.stateId)!.some((c) => c.id === lead.cityId)) errors.cityId = say('cityInvalid');
  return errors;
}

/** The public enquiry form: its branding, new leads (kept in the demo store), and the place lookups it uses. */
export function leadCaptureHandlers(ctx: DemoContext): HttpHandler[] {
  return [
    http.get(`${ctx.api}/lead-capture/form/:formId`, ({ params, request }) => {
      const form = DEMO_LEAD_FORMS.find((f) => f.id === params.formId);
      return form ? HttpResponse.json({ success: true, data: form }) : notFound(serverTexts(request));
    }),
    http.post(`${ctx.api}/lead-capture/new/:formId`, async ({ params, request }) => {
      const say = serverTexts(request);
      const form = DEMO_LEAD_FORMS.find((f) => f.id === params.formId);
      if (!form) return notFound(say);
      const key = request.headers.get('Idempotency-Key')?.trim() ?? '';
      const raw = await request.text();
      // A retry with a key seen before is answered as the first send was: the same lead id, nothing stored twice
      // (draft-ietf-httpapi-idempotency-key-header). The same key with another body is a client error.
      const keyed = ctx.store.get<KeyedLeads>(IDEMPOTENCY_KEY, {});
      const seen = key ? keyed[`${form.id} ${key}`] : undefined;
      if (seen && seen.body === raw) return HttpResponse.json({ success: true, data: { id: seen.id } }, { status: 201 });
      // Every 422 has the contract's `{ message, errors }`, errors empty when no one field is to blame.
      if (seen) return HttpResponse.json({ message: say('unreadable'), errors: {} }, { status: 422 });
      const parsed = newLead.safeParse(safeJson(raw));
      if (!parsed.success) {
        // Terms not accepted is the one refusal of the shape that names a field; any other unreadable body names none.
        const terms = parsed.error.issues.some((issue) => issue.path[0] === 'acceptTerms');
        const errors = terms ? { acceptTerms: say('termsRequired') } : {};
        return HttpResponse.json({ message: say('unreadable'), errors }, { status: 422 });
      }
      const errors = serverErrors(parsed.data, form.courses.map((c) => c.id), say);
      if (Object.keys(errors).length > 0) {
        return HttpResponse.json({ message: say('needsAttention'), errors }, { status: 422 });
      }
      const stored = ctx.store.get<StoredLead[]>(SUBMISSIONS_KEY, []);
      const lead: StoredLead = { ...parsed.data, id: `ENQ-${1001 + stored.length}`, formId: form.id, receivedAt: new Date().toISOString() };
      ctx.store.set(SUBMISSIONS_KEY, [...stored, lead]);
      if (key) ctx.store.set(IDEMPOTENCY_KEY, { ...keyed, [`${form.id} ${key}`]: { body: raw, id: lead.id } });
      return HttpResponse.json({ success: true, data: { id: lead.id } }, { status: 201 });
    }),
    ...lookupHandlers(ctx),
  ];
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
