import { http, HttpResponse, type HttpHandler } from 'msw';
import type { DemoContext } from '../context';
import { DEMO_COUNTRIES, demoCities, demoStates } from '../data/leadCaptureGeo.ts';

const notFound = (message: string) => HttpResponse.json({ success: false, data: null, message }, { status: 404 });

/** `country/` and `state/` lookups: plain lists in the envelope; unknown parents answer 404. */
export function lookupHandlers(ctx: DemoContext): HttpHandler[] {
  return [
    http.get(`${ctx.api}/country/`, () => HttpResponse.json({ success: true, data: DEMO_COUNTRIES })),
    http.get(`${ctx.api}/country/:countryId/states`, ({ params }) => {
      const states = demoStates(String(params.countryId));
      return states ? HttpResponse.json({ success: true, data: states }) : notFound('Country not found');
    }),
    http.get(`${ctx.api}/state/:stateId/cities`, ({ params }) => {
      const cities = demoCities(String(params.stateId));
      return cities ? HttpResponse.json({ success: true, data: cities }) : notFound('State not found');
    }),
  ];
}
