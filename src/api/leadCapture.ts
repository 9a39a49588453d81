import type { Http } from './http';
import { ApiError } from './errors';
import { leadCreatedResponse, leadFormResponse, type LeadCreated, type LeadForm, type NewLead } from './schemas/leadCapture';

/**
 * The enquiry form's branding and course choices. `success: false` means the same as a 404: the form does not
 * exist (any more), and the page says so.
 */
export async function fetchLeadForm(http: Http, formId: string, signal?: AbortSignal): Promise<LeadForm> {
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
