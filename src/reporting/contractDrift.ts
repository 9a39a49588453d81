import { isApiError } from '../api/errors';
import type { AppBreadcrumb } from './reporter';
import { urlPathTemplate } from './pathTemplate';

/**
 * An answer the app could not read (the request layer's `schema` failures) is a fault on our side of the contract,
 * not an outage: the API changed shape, or something other than the API answers its address (a web server's
 * page for every path). Visitors see "try again" for ever, so the team must hear of it, once per endpoint: failed
 * responses otherwise only leave a breadcrumb (decisions.md, "Failed HTTP responses").
 */
export interface DriftReport {
  /** Method and path template: one issue per endpoint, however many certificates or forms it failed for. */
  key: string;
  message: string;
  tags: Record<string, string>;
}

/** From the request layer's `api` breadcrumb (src/createServices.ts, logFailure): its kind, method, URL and status. */
export function contractDrift(breadcrumb: AppBreadcrumb): DriftReport | null {
  const data = breadcrumb.data;
  if (breadcrumb.category !== 'api' || data?.kind !== 'schema') return null;
  const { method, url, status } = data;
  if (typeof method !== 'string' || typeof url !== 'string') return null;
  const path = urlPathTemplate(url);
  return {
    key: `${method} ${path}`,
    message: `Unreadable API answer: ${method} ${path}`,
    tags: { api_method: method, api_path: path, api_status: status === null || status === undefined ? 'none' : String(status) },
  };
}

/**
 * A failure handed to the reporter (an actor's, src/reporting/actorBugs.ts): a `bug` (anything but an ApiError); a
 * `request` that failed (the network, a timeout, the server's refusal or outage: never a fault of the app, so never an
 * event, and its message may be the server's own words); or an `answer` the app could not use. The request layer
 * reports the answers its schema refuses from its breadcrumb, per endpoint (`logged`: those breadcrumbs' messages), so
 * theirs count as `request` here; an `answer` is one an API module refused after the request layer had read it (a
 * record for another certificate, a success without data, a file URL that is not http), which no breadcrumb names.
 */
export function failureKind(error: unknown, logged: ReadonlySet<string>): 'bug' | 'request' | 'answer' {
  if (!isApiError(error)) return 'bug';
  return error.kind === 'schema' && !logged.has(error.message) ? 'answer' : 'request';
}
