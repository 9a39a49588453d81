import { isApiError, isNotFoundRefusal } from '../api/errors';
import { isLeadField, type FieldErrors } from './leadCaptureFields';

/** Why the last submit failed, as a message id, plus the server's own words when it gave any. */
export interface LeadFailure {
  id: string;
  detail: string | null;
}

/** The `error` of an `xstate.error.actor.*` event. */
export function errorOf(event: unknown): unknown {
  return (event as { error?: unknown }).error;
}

/**
 * The most characters of a server's text shown (a field message or a refusal's message is a sentence): a server
 * gone wrong once sent 100,000, which made the page 80,000 px tall with Send far below. Longer ones end in "…" at
 * this length, which the tab's draft keeps too (leadDraft.ts), so the words do not vanish after a reload.
 */
export const MAX_SERVER_TEXT = 1000;

/** A server's text at most MAX_SERVER_TEXT UTF-16 units with the "…", never half a character. */
function boundedServerText(text: string): string {
  return text.length > MAX_SERVER_TEXT ? `${text.slice(0, MAX_SERVER_TEXT - 1).replace(/[\uD800-\uDBFF]$/, '')}…` : text;
}

/** The server's 422 field messages for fields this form has (an empty one gets the generic text). */
export function serverFieldErrors(error: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (!isApiError(error) || error.status !== 422) return errors;
  for (const [field, text] of Object.entries(error.fieldErrors)) {
    if (isLeadField(field)) errors[field] = text.trim() ? { server: boundedServerText(text) } : { id: 'validation.fieldInvalid' };
  }
  return errors;
}

/**
 * A failed submit as the message the visitor needs: could not reach us, no usable answer (it may have arrived:
 * never claim it was not sent), form closed, refused, too many sends, or our fault.
 */
export function failureOf(error: unknown): LeadFailure {
  if (answerLost(error)) return { id: 'lead.failure.unknown', detail: null };
  // Offline, the send never left. Online, a failed connection may still have carried it (an API on another origin
  // whose answer lacks CORS headers, a connection reset on the way back): never claim it was not sent.
  if (isApiError(error) && error.kind === 'network') return { id: error.offline ? 'lead.failure.network' : 'lead.failure.unreached', detail: null };
  if (isApiError(error) && error.kind === 'timeout') return { id: 'lead.failure.timeout', detail: null };
  if (!isApiError(error)) return { id: 'lead.failure.server', detail: null };
  if (isNotFoundRefusal(error)) return { id: 'lead.failure.closed', detail: null };
  // Only the server's own words, never the status text standing in for them ("Unprocessable Entity", in English).
  if (error.kind === 'http' && error.status === 422) {
    return { id: 'lead.failure.rejected', detail: error.serverMessage?.trim() ? boundedServerText(error.serverMessage) : null };
  }
  // A rate limit is not our side failing: the visitor needs to hear to wait, not to try again at once.
  if (error.kind === 'http' && error.status === 429) return { id: 'lead.failure.tooMany', detail: null };
  return { id: 'lead.failure.server', detail: null };
}

/**
 * A send whose answer was lost on the way, so we cannot know its fate: a gateway's 502 or 504 (the API behind it
 * may have stored the enquiry first), or a success whose body was cut off (the connection dropped: `network` with
 * the success's status) or garbled. Saying "a problem on our
 * side" would suggest it was not stored, and "no answer in time" would be untrue for an answer that came at once;
 * the retry (same Idempotency-Key) is safe either way.
 */
function answerLost(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'http') return error.status === 502 || error.status === 504;
  return (error.kind === 'schema' || error.kind === 'network') && error.status !== null && error.status >= 200 && error.status < 300;
}

/**
 * Why the form itself could not be loaded, as the message the visitor needs: their connection (no answer at all),
 * or our side (a 5xx, an unreadable answer, or none in time: a hung server answers nothing either). A server that
 * is down is never blamed on the visitor.
 */
export function loadFailureOf(error: unknown): LeadFailure {
  const theirs = isApiError(error) && error.kind === 'network';
  return { id: theirs ? 'lead.loadFailed.body' : 'lead.loadFailed.server', detail: null };
}

