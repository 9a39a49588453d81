// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchLeadForm, newIdempotencyKey, submitLead } from '../../src/api/leadCapture';
import { isNotFoundRefusal } from '../../src/api/errors';
import { toNewLead } from '../../src/machines/leadCaptureFields';
import { validLead } from '../model/leadFixtures';
import { setupHttp } from './httpHarness';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => vi.unstubAllGlobals());

describe('sending an enquiry', () => {
  it('posts the lead with its Idempotency-Key beside the usual headers', async () => {
    const { http, calls } = setupHttp({ respond: () => Response.json({ success: true, data: { id: 'ENQ-1001' } }, { status: 201 }) });
    const lead = toNewLead(validLead, {});
    await expect(submitLead(http, 'sunrise', lead, 'key-1')).resolves.toEqual({ id: 'ENQ-1001' });
    const headers = new Headers(calls[0]!.init.headers);
    expect(calls[0]!.url).toBe('https://a.edu/api/lead-capture/new/sunrise');
    expect(headers.get('Idempotency-Key')).toBe('key-1');
    expect(headers.get('Authorization')).toBe('Bearer tok-1');
    expect(headers.get('Accept')).toBe('application/json');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual(lead);
  });

  it('makes a random version-4 UUID per call, also where crypto.randomUUID is missing (plain http)', () => {
    const keys = new Set([newIdempotencyKey(), newIdempotencyKey()]);
    expect(keys.size).toBe(2);
    for (const key of keys) expect(key).toMatch(UUID_V4);
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array<ArrayBuffer>) => real.getRandomValues(bytes) });
    const fallback = [newIdempotencyKey(), newIdempotencyKey()];
    expect(fallback[0]).not.toBe(fallback[1]);
    for (const key of fallback) expect(key).toMatch(UUID_V4);
  });
});

describe('loading a form', () => {
  // The page says "not available" only for the API's own word (isNotFoundRefusal): an implausible id answered without
  // asking, a JSON 404 or `success: false`; a proxy's HTML 404 is a failure to retry.
  it('calls a form gone for an implausible id, a JSON 404 and success: false, never for an HTML 404', async () => {
    const answers: Array<() => Response> = [
      () => Response.json({ success: false, data: null, message: 'This form is not available' }, { status: 404 }),
      () => Response.json({ success: false, data: null, message: 'Closed' }),
      () => new Response('<html>404</html>', { status: 404, headers: { 'Content-Type': 'text/html' } }),
    ];
    const { http } = setupHttp({ respond: () => answers.shift()!() });
    const gone = async (formId: string) => isNotFoundRefusal(await fetchLeadForm(http, formId).catch((e: unknown) => e));
    expect(await gone('../etc')).toBe(true);
    expect(await gone('json-404')).toBe(true);
    expect(await gone('refused')).toBe(true);
    expect(await gone('proxy-404')).toBe(false);
  });
});
