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
