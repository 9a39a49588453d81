/**
 * Every failure the request layer passes on. `kind` lets callers tell "the server answered no" (http 4xx)
 * from "we could not ask" (network, 5xx, schema, timeout): a server that is down must never look like a user
 * error. `timeout` is a request that got no (complete) answer before its deadline: unlike `network`, the server
 * may have received it, so a page must not claim it was never sent.
 */
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'schema' | 'aborted' | 'login-required';

/**
 * What the body of an http failure was. `refusal`: the API's own envelope saying no (`success: false`,
 * api-contract.md: every JSON answer is the envelope). `json`: another JSON object, which a framework or gateway
 * in front of the API sends as readily as the API (Laravel's `{"message":"Not Found"}` for a route it does not
 * have). `none`: HTML, empty or unreadable: a proxy's or web server's page, which says nothing about the request.
 */
export type FailureBody = 'refusal' | 'json' | 'none';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status: number | null = null,
    /** Field messages of a 422 answer, keyed by field name. */
    readonly fieldErrors: Record<string, string> = {},
    readonly body: FailureBody = 'none',
    /**
     * A network failure while the browser said it was offline: the request never left. Online, a network failure
     * may come after the server has acted on it (an answer refused by CORS, a connection reset on the way back).
     */
    readonly offline = false,
    /**
     * The server's own `message`, when the failure body had one; `message` falls back to the status text
     * (api-contract.md) for logs, which a visitor must not read as the server's words ("Unprocessable Entity").
     */
    readonly serverMessage?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/**
 * The API's own 404 (its envelope, `success: false`): the thing asked for does not exist. A proxy's or gateway's
 * page, or a framework's `{"message":"Not Found"}` for a route it lacks, says nothing about the certificate or the
 * form, and must never make one look fake or gone for good (api-contract.md).
 */
export function isNotFoundRefusal(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && error.status === 404 && error.body === 'refusal';
}
