import type { Http } from './http';
import { ApiError } from './errors';
import { leadCreatedResponse, leadFormResponse, type LeadCreated, type LeadForm, type NewLead } from './schemas/leadCapture';

/** Form ids are slugs the institute hands out; anything else cannot name a form. */
export function isPlausibleFormId(formId: string): boolean {
  return /^[A-Za-z0-9_-]{1,64}$/.test(formId);
}

/**
 * The enquiry form's branding and course choices. `success: false` means the same as a 404: the form does not
 * exist (any more), and the page says so.
 */
export async function fetchLeadForm(http: Http, formId: string, signal?: AbortSignal): Promise<LeadForm> {
  // An id like "..", "a/b" or a pasted paragraph is answered as the server would, without asking it.
  if (!isPlausibleFormId(formId)) throw new ApiError('http', 'Form not found', 404);
  const answer = await http.request({ path: `lead-capture/form/${encodeURIComponent(formId)}`, signal, schema: leadFormResponse });
  if (!answer.success || !answer.data) throw new ApiError('http', answer.message || 'Form not found', 404);
  return answer.data;
}

/** Sends one enquiry. A refusal in a 200 answer is treated like a 422 without field errors. */
export async function submitLead(http: Http, formId: string, lead: NewLead, signal?: AbortSignal): Promise<LeadCreated> {
  const answer = await http.request({
    method: 'POST',
    path: `lead-capture/new/${encodeURIComponent(formId)}`,
    body: lead,
    signal,
    schema: leadCreatedResponse,
  });
  if (!answer.success || !answer.data) throw new ApiError('http', answer.message || 'Enquiry refused', 422);
  return answer.data;
}
