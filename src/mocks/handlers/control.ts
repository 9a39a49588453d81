import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { DemoContext } from '../context';

/**
 * The first handler for every API call: waits the demo latency, answers with the failure switch's error when
 * it is on, and otherwise returns nothing so msw tries the next handler (the real answer, or pass-through).
 */
export function controlHandlers(ctx: DemoContext): HttpHandler[] {
  const control = ctx.control;
  if (!control) return [];
  // "*/api/*" also matches the dev server's own modules (/src/api/http.ts): only a path that starts with the API
  // base path is an API call.
  const basePath = ctx.api.replace(/^\*/, '');
  return [
    http.all(`${ctx.api}/*`, async ({ request }) => {
      if (!new URL(request.url).pathname.startsWith(`${basePath}/`)) return undefined;
      const ms = control.latencyMs();
      if (ms > 0) await delay(ms);
      const failure = control.failure();
      if (failure === 'network') return HttpResponse.error();
      if (failure === 'server') {
        return HttpResponse.json({ message: 'The demo backend is set to fail (demo_fail)' }, { status: 503, statusText: 'Service Unavailable' });
      }
      return undefined;
    }),
  ];
}
