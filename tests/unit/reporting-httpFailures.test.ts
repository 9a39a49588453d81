import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import type { AppConfig } from '../../src/config';
import { createServices } from '../../src/createServices';
import { reporter, type ReportSink } from '../../src/reporting/reporter';
import { contractDrift } from '../../src/reporting/contractDrift';

/** Spec section 8 as wired in the running app: every failed response is logged and left as a breadcrumb. */
const config: AppConfig = { apiBaseUrl: '/api', mockApi: false, appEnv: 'production', version: '1', sentryDsn: null };
const sink = { captureException: vi.fn(), addBreadcrumb: vi.fn() } satisfies ReportSink;
reporter.expect();
reporter.attach(sink);

afterEach(() => {
  vi.unstubAllGlobals();
  sink.addBreadcrumb.mockReset();
});

function answer(response: Response) {
  vi.stubGlobal('fetch', vi.fn(async () => response));
  return createServices(config).http;
}

describe('a failed HTTP response in the running app', () => {
  it("is logged, passes on the server's message, and leaves a breadcrumb for the next report", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const http = answer(Response.json({ message: 'Database is down' }, { status: 500, statusText: 'Internal Server Error' }));
    await expect(http.request({ path: 'institute/1', schema: z.unknown() })).rejects.toMatchObject({
      kind: 'http',
      status: 500,
      message: 'Database is down',
    });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('[api] GET http://localhost:3000/api/institute/1 failed: Database is down'));
    expect(sink.addBreadcrumb).toHaveBeenCalledWith({
      category: 'api',
      level: 'warning',
      message: 'GET http://localhost:3000/api/institute/1 failed',
      data: { kind: 'http', status: 500, message: 'Database is down', method: 'GET', url: 'http://localhost:3000/api/institute/1' },
    });
    expect(sink.captureException).not.toHaveBeenCalled();
  });

  it('passes on the status text when the answer has no message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const http = answer(new Response('<html>busy</html>', { status: 503, statusText: 'Service Unavailable' }));
    await expect(http.request({ path: 'institute/1', schema: z.unknown() })).rejects.toMatchObject({ message: 'Service Unavailable' });
    expect(sink.addBreadcrumb).toHaveBeenCalledWith(expect.objectContaining({ data: expect.objectContaining({ status: 503 }) }));
  });
});

describe('an answer the running app cannot read', () => {
  it('leaves a breadcrumb the Sentry client turns into a report for its endpoint (contractDrift.ts reads its data)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const http = answer(Response.json({ success: true, data: { unexpected: 1 } }));
    const schema = z.object({ success: z.boolean(), data: z.object({ logoUrl: z.string() }) });
    await expect(http.request({ path: 'certificate/validate-certificate/KVS-1', schema })).rejects.toMatchObject({ kind: 'schema' });
    const [left] = sink.addBreadcrumb.mock.calls[0]!;
    expect(contractDrift(left)).toMatchObject({
      key: 'GET /api/certificate/validate-certificate/{id}',
      tags: { api_status: '200' },
    });
  });
});
