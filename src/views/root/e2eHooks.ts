import type { Services } from './services';

/**
 * Browser tests of the 401 rules need many requests in flight through the app's own request layer at once. Only
 * the `--mode e2e` build (the preview build Playwright tests) exposes it; the condition is static, so a
 * production build drops this code entirely.
 */
export function exposeForE2e(services: Services): (() => void) | undefined {
  if (import.meta.env.MODE !== 'e2e') return undefined;
  const target = window as unknown as { __e2e?: { http: Services['http'] } };
  target.__e2e = { http: services.http };
  return () => {
    delete target.__e2e;
  };
}
