import { withResolvedLogos, type Http } from './http';
import { ApiError } from './errors';
import { leadCreatedResponse, leadFormResponse, type LeadCreated, type LeadForm, type NewLead } from './schemas/leadCapture';
import { readOptions } from './schemas/lookups';

/** Form ids are slugs the institute hands out; anything else cannot name a form. */
function isPlausibleFormId(formId: string): boolean {
  return /^[A-Za-z0-9_-]{1,64}$/.test(formId);
}

/**
 * The enquiry form's branding and course choices. `success: false` means the same as a 404: the form does not
 * exist (any more), and the page says so.
 */
export async function fetchLeadForm(http: Http, formId: string, signal?: AbortSignal): Promise<LeadForm> {
  // An id like "..", "a/b" or a pasted paragraph is answered as the server would, without asking it. Both refusals
  // here are the API's own word (`refusal`), unlike a proxy's 404 page (errors.ts, isNotFoundRefusal).
  if (!isPlausibleFormId(formId)) throw new ApiError('http', 'Form not found', 404, {}, 'refusal');
  const answer = await http.request({ path: `lead-capture/form/${encodeURIComponent(formId)}`, signal, schema: leadFormResponse });
  if (!answer.success) throw new ApiError('http', answer.message || 'Form not found', 404, {}, 'refusal');
  // A success without the form is an answer we cannot use (Try again), never "this form is not available".
  if (!answer.data) throw new ApiError('schema', 'A success without data', 200);
  const { primaryColor } = answer.data;
  return withResolvedLogos(http, {
    ...answer.data,
    courses: readOptions(answer.data.courses),
    primaryColor: typeof primaryColor === 'string' ? primaryColor : undefined,
  });
}

/**
 * A random key for one enquiry's sends. `crypto.randomUUID` exists only in secure contexts (https, localhost); a
 * demo opened over plain http on a LAN address still gets a version-4 UUID from `getRandomValues`.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Sends one enquiry. A refusal in a 200 answer is treated like a 422 without field errors. Every retry of the
 * same values carries the same `Idempotency-Key`, so a send that timed out but arrived is not stored twice.
 */
export async function submitLead(
  http: Http,
  formId: string,
  lead: NewLead,
  idempotencyKey: string,
  signal?: AbortSignal,
): Promise<LeadCreated> {
  const answer = await http.request({
    method: 'POST',
    path: `lead-capture/new/${encodeURIComponent(formId)}`,
    body: lead,
    headers: { 'Idempotency-Key': idempotencyKey },
    signal,
    schema: leadCreatedResponse,
  });
  // The server's own words only: the page shows them under its translated text, so no English stand-in.
  if (!answer.success) {
    const said = answer.message ?? undefined;
    throw new ApiError('http', said ?? '', 422, {}, 'refusal', false, said);
  }
  // A success without the enquiry's id: it may be stored, so "we cannot tell" (a 2xx unreadable), never "refused".
  if (!answer.data) throw new ApiError('schema', 'A success without data', 200);
  return { id: String(answer.data.id) };
}
