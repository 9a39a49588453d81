import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { DemoContext } from '../context';

/**
 * The first handler for every API call: waits the demo latency, answers with the failure switch's error when
 * it is on, and otherwise returns nothing so msw tries the next handler (the real answer, or pass-through).
 */
export function controlHandlers(ctx: DemoContext): HttpHandler[] {
  const control = ctx.control;
  if (!control) return [];
  return [
    http.all(`${ctx.api}/*`, async () => {
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
