import type * as z from 'zod/mini';
import { ApiError } from './errors';
import { adoptEarly } from './earlyFetch';
import { browserOnline } from './browserOnline';
import { busyStore } from './busy';
import { failureBody, readFailureBody } from './schemas/envelope';
import { DEFAULT_TIMEOUT_MS, requestDeadline } from './requestDeadline';
import { apiUrl, isLoginPage, isPublicApiPath, needsLoginRedirect, pathUnderApiBase, skipsBusyIndicator } from './requestRules';

export interface HttpDeps {
  apiBaseUrl: string;
  /** The page's origin and path, read at request time. */
  origin: () => string;
  pagePath: () => string;
  /** The stored user's token, or '' when signed out. */
  token: () => string;
  /** A 401 for a request that carried `token` (never ''); the session decides whether it clears anything. */
  onUnauthorized: (token: string) => void;
  /** A signed-out request that spec section 4 sends to the sign-in page. */
  onLoginRequired: () => void;
  /** Every failed response is logged (spec section 8). */
  logFailure: (error: ApiError, request: { method: string; url: string }) => void;
  /** The active language's locale tag (en-IN, de-DE...), sent as Accept-Language to the API. */
  language?: () => string;
  /** The deadline of every request unless the call sets its own; 30 s when left out. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface RequestOptions<S extends z.ZodMiniType> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** A path under the API base ("account/me"), or an absolute URL. */
  path: string;
  body?: unknown;
  /** Headers of this call (e.g. an `Idempotency-Key`); the ones set below (Authorization...) win. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** This call's deadline in ms (Infinity: none); past it the request ends as an ApiError of kind `timeout`. */
  timeoutMs?: number;
  /** The bearer token to send instead of the stored user's: sign-out sends the token it ends after forgetting it. */
  token?: string;
  schema: S;
}

export type Http = ReturnType<typeof createHttp>;

export function createHttp(deps: HttpDeps) {
  const doFetch = deps.fetch ?? ((input: URL, init: RequestInit) => adoptEarly(input, init) ?? fetch(input, init));

  async function request<S extends z.ZodMiniType>(options: RequestOptions<S>): Promise<z.infer<S>> {
    const method = options.method ?? 'GET';
    const origin = deps.origin();
    const isAbsolute = /^[a-z][a-z\d+.-]*:/i.test(options.path) || options.path.startsWith('//');
    const url = isAbsolute ? new URL(options.path) : apiUrl(deps.apiBaseUrl, options.path, origin);
    const apiPath = pathUnderApiBase(url, deps.apiBaseUrl, origin);
    const underApi = apiPath !== null;
    const token = options.token ?? deps.token();

    if (underApi && needsLoginRedirect({ signedIn: token !== '', pagePath: deps.pagePath(), requestPath: apiPath })) {
      deps.onLoginRequired();
      throw new ApiError('login-required', 'Sign-in required');
    }

    const headers = new Headers({ ...options.headers, Accept: 'application/json' });
    // The bearer header goes only to the API base; never to another origin or a look-alike path.
    if (underApi) headers.set('Authorization', `Bearer ${token}`);
    // So a server that translates its own texts (a 422's field messages, a failure's message) answers in the
    // reader's language. A CORS-safelisted header: no preflight.
    const language = underApi ? deps.language?.() : undefined;
    if (language) headers.set('Accept-Language', language);
    if (options.body !== undefined) headers.set('Content-Type', 'application/json');

    const endBusy = skipsBusyIndicator(method, url.href) ? () => {} : busyStore.start();
    const timeoutMs = options.timeoutMs ?? deps.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const deadline = requestDeadline(options.signal, timeoutMs);
    // `logged` is what went wrong on the wire, when it is not what the caller is told (it gave up meanwhile).
    const fail = (error: ApiError, logged = error): never => {
      if (logged.kind !== 'aborted') deps.logFailure(logged, { method, url: url.href });
      throw error;
    };
    // Never `aborted` for a deadline: the caller did not give up, so the page must offer a retry.
    const endedEarly = () => {
      const reason = deadline.reason();
      if (reason === 'aborted') return new ApiError('aborted', 'Request aborted');
      return reason === 'timeout' ? new ApiError('timeout', `No answer within ${timeoutMs} ms`) : null;
    };

    try {
      let response: Response;
      try {
        response = await deadline.race(
          doFetch(url, {
            method,
            headers,
            body: options.body === undefined ? undefined : JSON.stringify(options.body),
            signal: deadline.signal,
            credentials: 'same-origin',
          }),
        );
      } catch (cause) {
        const message = cause instanceof Error ? cause.message : 'Network error';
        return fail(endedEarly() ?? new ApiError('network', message, null, {}, 'none', !browserOnline()));
      }

      const text = await deadline.race(response.text()).catch(() => null);
      const early = text === null ? endedEarly() : null;
      // A failure's status has already answered: only a success still needs the body the deadline cut off, or the
      // connection dropped while it came: an outage, not an answer the app cannot read. Its status says the request
      // arrived (a sent enquiry may be stored), so it is never "offline".
      if (text === null && response.ok) return fail(early ?? new ApiError('network', 'The answer was cut off', response.status));

      if (!response.ok) {
        // Even when the caller gave up while the body was read: a refused token still ends the session, and every
        // failed response is logged (spec sections 4 and 8). The caller is told it aborted, as it asked.
        // A 401 to a request without a token ends no session (a public visitor's): the session code is not woken.
        if (response.status === 401 && token && underApi && !isLoginPage(deps.pagePath())) deps.onUnauthorized(token);
        const body = failureBody.safeParse(safeJson(text ?? ''));
        const detail = body.success ? readFailureBody(body.data) : { message: undefined, errors: {} };
        const answer = !body.success ? 'none' : body.data.success === false ? 'refusal' : 'json';
        const failure = new ApiError('http', detail.message || response.statusText || `HTTP ${response.status}`, response.status, detail.errors, answer, false, detail.message);
        // A dead token must not cost a visitor a public answer (a certificate link opened where staff once signed
        // in): the session has been told as above (not on the sign-in page, where a 401 ends nothing), so ask once
        // more as the signed-out visitor this now is. Not for account/ calls, whose 401 is the answer.
        if (response.status === 401 && token && apiPath && !early && isPublicApiPath(apiPath) && !apiPath.startsWith('account/')) {
          deps.logFailure(failure, { method, url: url.href });
          return request({ ...options, token: '' });
        }
        // A deadline that cut the body off counts for nothing here: the status answered in time.
        return fail(early?.kind === 'aborted' ? early : failure, failure);
      }

      // A body that could not be read is read as empty, as before: the schema decides whether that will do.
      const json = !text ? null : safeJson(text, INVALID);
      const parsed = json === INVALID ? null : options.schema.safeParse(json);
      if (!parsed?.success) return fail(new ApiError('schema', 'The server sent an answer this app cannot read', response.status));
      return parsed.data as z.infer<S>;
    } finally {
      deadline.dispose();
      endBusy();
    }
  }

  return {
    request,
    /**
     * A logo's or file's URL as an answer names it, made absolute against the API base, as a relative reference in
     * a document is read against that document's address: `/files/r.pdf` from an API on another origin is on the
     * API's origin, not the page's. Blank stays blank ("no file"), and what is no URL at all is left for the view's
     * checks (`safeHttpUrl`) to refuse.
     */
    resolve: <T extends string | null | undefined>(href: T): T => {
      try {
        return (href?.trim() ? new URL(href, apiUrl(deps.apiBaseUrl, '', deps.origin())).href : href) as T;
      } catch {
        return href;
      }
    },
  };
}

/** An answer with its logos made absolute against the API base (`Http.resolve`): branding, institute, enquiry form. */
export function withResolvedLogos<T extends { logoUrl?: string | null; logoDarkUrl?: string | null }>(http: Http, answer: T): T {
  return { ...answer, logoUrl: http.resolve(answer.logoUrl), logoDarkUrl: http.resolve(answer.logoDarkUrl) };
}

const INVALID = Symbol('invalid-json');

function safeJson(text: string, fallback: unknown = undefined): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return fallback;
  }
}
