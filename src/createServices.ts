import type { AppConfig } from './config';
import { createAuthEvents } from './api/authEvents';
import { createHttp } from './api/http';
import { storedToken } from './api/userStore';
import { reporter } from './reporting/reporter';

/** Builds the request layer against the real browser: page location, stored token, console logging. */
export function createServices(config: AppConfig) {
  const authEvents = createAuthEvents();
  const http = createHttp({
    apiBaseUrl: config.apiBaseUrl,
    origin: () => window.location.origin,
    pagePath: () => window.location.pathname,
    token: () => storedToken(),
    // The I18nProvider keeps <html lang> on the active language's locale (en-IN until it has rendered).
    language: () => document.documentElement.lang || 'en-IN',
    onUnauthorized: (token) => authEvents.emit({ type: 'unauthorized', token }),
    onLoginRequired: () => authEvents.emit({ type: 'login-required' }),
    // Spec section 8: every failed response is logged.
    logFailure: (error, request) => {
      console.error(`[api] ${request.method} ${request.url} failed: ${error.message}`);
      // A structured trail for the error report that may follow (scrubbed of credentials by src/reporting).
      reporter.addBreadcrumb({
        category: 'api',
        level: 'warning',
        message: `${request.method} ${request.url} failed`,
        data: { kind: error.kind, status: error.status, message: error.message, method: request.method, url: request.url },
      });
    },
  });
  return { config, http, authEvents };
}
