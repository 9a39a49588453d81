import { http, HttpResponse, type HttpHandler } from 'msw';
import type { DemoContext } from '../context';
import { certificateAnswer, demoResultFiles, findDemoCertificate } from '../data/certificates.ts';
import { branchForHost } from '../data/institute.ts';

/** The public verification calls of api-contract.md: branding by host, validation, and the result pdf. */
export function certificateHandlers(ctx: DemoContext): HttpHandler[] {
  return [
    http.get(`${ctx.api}/certificate/validate-certificate/initiate/:host`, ({ params }) => {
      const branch = branchForHost(String(params.host));
      return HttpResponse.json({
        success: true,
        data: {
          logoUrl: branch.logoUrl,
          logoDarkUrl: branch.logoDarkUrl,
          instituteName: branch.name,
          ...(branch.primaryColor ? { primaryColor: branch.primaryColor } : {}),
          preferences: branch.preferences,
        },
      });
    }),
    http.get(`${ctx.api}/certificate/validate-certificate/:number`, ({ params, request }) => {
      const found = findDemoCertificate(String(params.number));
      // Unknown numbers answer like the reference server: HTTP 200 with success:false.
      if (!found) return HttpResponse.json({ success: false, data: null, message: 'Certificate not found' });
      return HttpResponse.json({ success: true, data: certificateAnswer(found, new URL(request.url).origin) });
    }),
    http.get(`${ctx.api}/result/download-pdf/:resultId`, ({ params, request }) => {
      const file = demoResultFiles[String(params.resultId)];
      if (!file) return HttpResponse.json({ success: false, data: null, message: 'Result not found' }, { status: 404 });
      return HttpResponse.json({ success: true, data: new URL(file, new URL(request.url).origin).href });
    }),
  ];
}
