// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { failureOf, loadFailureOf, serverFieldErrors } from '../../src/machines/leadCaptureFailures';
import { ApiError, isNotFoundRefusal } from '../../src/api/errors';

describe("a server's field message", () => {
  // Found by review helper review-2: a 100,000-character message made the page 80,000 px tall, and the draft, which
  // keeps at most 1,000, lost it after a reload.
  it('is shown up to 1,000 characters, a longer one cut with "…" (never half a character), which the draft keeps', () => {
    const long = serverFieldErrors(new ApiError('http', 'Invalid', 422, { email: 'E'.repeat(100_000), mobile: 'M'.repeat(1000) }));
    expect(long.email).toEqual({ server: `${'E'.repeat(999)}…` });
    expect(long.mobile).toEqual({ server: 'M'.repeat(1000) });
    const astral = serverFieldErrors(new ApiError('http', 'Invalid', 422, { email: `${'E'.repeat(998)}😀tail` }));
    expect(astral.email).toEqual({ server: `${'E'.repeat(998)}…` });
  });
});

describe('what a failed submit tells the visitor', () => {
  it('tells "could not reach us" from "our fault", "form closed" and "refused"', () => {
    // Offline, the send never left; online, a failed connection may still have carried it (an answer without CORS
    // headers, a connection reset on the way back), so it is never called "not sent".
    expect(failureOf(new ApiError('network', 'Failed to fetch', null, {}, 'none', true)).id).toBe('lead.failure.network');
    expect(failureOf(new ApiError('network', 'Failed to fetch')).id).toBe('lead.failure.unreached');
    expect(failureOf(new ApiError('timeout', 'No answer within 30000 ms'))).toEqual({ id: 'lead.failure.timeout', detail: null });
    expect(failureOf(new ApiError('http', 'Service Unavailable', 503)).id).toBe('lead.failure.server');
    expect(failureOf(new ApiError('http', 'Internal Server Error', 500, {}, 'refusal')).id).toBe('lead.failure.server');
    expect(failureOf(new TypeError('bug')).id).toBe('lead.failure.server');
    expect(failureOf(new ApiError('http', 'Not Found', 404, {}, 'refusal')).id).toBe('lead.failure.closed');
    // A 404 that is not the API's own envelope (a proxy's HTML page during a deploy, a framework's JSON for a route it
    // lacks) says nothing about the form.
    expect(failureOf(new ApiError('http', 'Not Found', 404)).id).toBe('lead.failure.server');
    expect(failureOf(new ApiError('http', 'Not Found', 404, {}, 'json')).id).toBe('lead.failure.server');
    expect(failureOf(new ApiError('http', 'Enquiries are paused', 422, {}, 'refusal', false, 'Enquiries are paused'))).toEqual({
      id: 'lead.failure.rejected',
      detail: 'Enquiries are paused',
    });
    // A rate limit asks the visitor to wait, not to try again at once because of "a problem on our side".
    expect(failureOf(new ApiError('http', 'Too Many Requests', 429))).toEqual({ id: 'lead.failure.tooMany', detail: null });
  });

  it('a send whose answer was lost on the way says it may have arrived, never "a problem on our side"', () => {
    // A gateway's 502/504: the API behind it may have stored the enquiry before its answer was lost.
    // Not "no answer in time" either: the 502 may have come back at once.
    expect(failureOf(new ApiError('http', 'Bad Gateway', 502)).id).toBe('lead.failure.unknown');
    expect(failureOf(new ApiError('http', 'Gateway Timeout', 504)).id).toBe('lead.failure.unknown');
    // A success whose body was cut off or garbled: it did arrive.
    expect(failureOf(new ApiError('schema', 'unreadable', 200)).id).toBe('lead.failure.unknown');
    expect(failureOf(new ApiError('schema', 'unreadable', 201)).id).toBe('lead.failure.unknown');
    // A success whose body never finished (the connection dropped while it came): it did arrive, too.
    expect(failureOf(new ApiError('network', 'The answer was cut off', 201)).id).toBe('lead.failure.unknown');
    // An unreadable failure answer is still a failure.
    expect(failureOf(new ApiError('schema', 'unreadable', 500)).id).toBe('lead.failure.server');
    expect(failureOf(new ApiError('schema', 'unreadable')).id).toBe('lead.failure.server');
  });

  it("keeps a 422's messages for this form's fields; an empty one gets 'Field is not valid'", () => {
    const error = new ApiError('http', 'Invalid', 422, { email: 'Taken', mobile: ' ', captcha: 'Wrong' });
    expect(serverFieldErrors(error)).toEqual({ email: { server: 'Taken' }, mobile: { id: 'validation.fieldInvalid' } });
    expect(serverFieldErrors(new ApiError('http', 'Server Error', 500, { email: 'x' }))).toEqual({});
  });

  it('a form that could not be loaded blames the connection only when nothing answered, our side for anything else', () => {
    expect(loadFailureOf(new ApiError('network', 'Failed to fetch')).id).toBe('lead.loadFailed.body');
    // No answer in time: a hung server looks the same, and a server fault is never blamed on the visitor.
    expect(loadFailureOf(new ApiError('timeout', 'No answer within 30000 ms')).id).toBe('lead.loadFailed.server');
    expect(loadFailureOf(new ApiError('http', 'Service Unavailable', 503)).id).toBe('lead.loadFailed.server');
    expect(loadFailureOf(new ApiError('schema', 'unreadable', 200)).id).toBe('lead.loadFailed.server');
    expect(loadFailureOf(new TypeError('bug')).id).toBe('lead.loadFailed.server');
  });
});

describe('when the form is gone', () => {
  it("only the API's own 404 (its envelope) means the form does not exist; any other 404 is a failure to retry", () => {
    expect(isNotFoundRefusal(new ApiError('http', 'Form not found', 404, {}, 'refusal'))).toBe(true);
    expect(isNotFoundRefusal(new ApiError('http', 'Not Found', 404))).toBe(false);
    expect(isNotFoundRefusal(new ApiError('http', 'Not Found', 404, {}, 'json'))).toBe(false);
    expect(isNotFoundRefusal(new ApiError('http', 'Gone', 410, {}, 'refusal'))).toBe(false);
    expect(isNotFoundRefusal(new ApiError('network', 'Failed to fetch'))).toBe(false);
  });
});
