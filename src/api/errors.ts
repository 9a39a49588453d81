/**
 * Every failure the request layer passes on. `kind` lets callers tell "the server answered no" (http 4xx)
 * from "we could not ask" (network, 5xx, schema, timeout): a server that is down must never look like a user
 * error. `timeout` is a request that got no (complete) answer before its deadline: unlike `network`, the server
 * may have received it, so a page must not claim it was never sent.
 */
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'schema' | 'aborted' | 'login-required';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status: number | null = null,
    /** Field messages of a 422 answer, keyed by field name. */
    readonly fieldErrors: Record<string, string> = {},
    /**
     * An http failure whose body was a JSON object: the API itself answered. An HTML or empty error page comes
     * from whatever stands in front of it (a proxy, a wrong API address), and says nothing about the request.
     */
    readonly jsonBody = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
