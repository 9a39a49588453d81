import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttp } from '../../src/api/http';
import { initiateVerification } from '../../src/api/certificate';
import { earlyInitiateScript, injectEarlyInitiate } from '../../scripts/prerender/earlyInitiate';

const branding = {
  success: true,
  data: {
    logoUrl: '/brand/l.svg',
    logoDarkUrl: null,
    instituteName: 'KVS',
    preferences: { certificateInstitute: { certificateVerificationPageShowCertificate: true, certificateVerificationPageShowResult: true, certificateVerificationFooterNote: null } },
  },
};
const user = (token: string) => JSON.stringify({ id: 'u1', username: 'a', name: 'A', email: 'a@b.c', role: 'admin', token });

// What the HTML does before the app: run the build's inline script against the stubbed fetch.
const runEarlyScript = () => new Function(earlyInitiateScript('/api'))();

function setup(answers: Array<() => Response | Promise<Response>>) {
  const sent: Array<{ url: string; auth: string | null; lang: string | null }> = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    sent.push({ url: String(input), auth: headers.get('authorization'), lang: headers.get('accept-language') });
    const answer = answers.shift();
    if (!answer) throw new Error('unexpected request');
    return answer();
  });
  vi.stubGlobal('fetch', fetchMock);
  return sent;
}

function appHttp(token = '', language = 'en-IN') {
  const deps = {
    apiBaseUrl: '/api',
    origin: () => window.location.origin,
    pagePath: () => '/verify-certificate',
    token: () => token,
    language: () => language,
    onUnauthorized: vi.fn(),
    onLoginRequired: vi.fn(),
    logFailure: vi.fn(),
  };
  return { http: createHttp(deps), deps };
}

const url = () => `${window.location.origin}/api/certificate/validate-certificate/initiate/${window.location.hostname}`;

describe('the branding call started from the verification page HTML (EXPERIMENT, branch early)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    globalThis.__initiate = undefined;
  });

  it('is sent once with the headers the app would send, and the app adopts its answer', async () => {
    const sent = setup([() => Response.json(branding)]);
    runEarlyScript();
    const result = await initiateVerification(appHttp().http, window.location.hostname);
    expect(result.instituteName).toBe('KVS');
    expect(sent).toEqual([{ url: url(), auth: 'Bearer', lang: 'en-IN' }]);
    expect(globalThis.__initiate).toBeUndefined();
  });

  it('carries the stored token and language, and is adopted when the app sends the same', async () => {
    localStorage.setItem('user', user('tok-9'));
    localStorage.setItem('language', 'de');
    const sent = setup([() => Response.json(branding)]);
    runEarlyScript();
    await initiateVerification(appHttp('tok-9', 'de-DE').http, window.location.hostname);
    expect(sent).toEqual([{ url: url(), auth: 'Bearer tok-9', lang: 'de-DE' }]);
  });

  it('is not adopted when the app sends another token: the app asks again itself', async () => {
    localStorage.setItem('user', user('tok-9'));
    const sent = setup([() => Response.json(branding), () => Response.json(branding)]);
    runEarlyScript();
    await initiateVerification(appHttp('').http, window.location.hostname);
    expect(sent.map((s) => s.auth)).toEqual(['Bearer tok-9', 'Bearer']);
  });

  it.each([
    ['no JSON', 'garbage'],
    ['a record the app refuses', JSON.stringify({ token: 'tok-9', id: 1 })],
    ['an empty token', user('')],
  ])('sends no token for a stored user the app counts as signed out (%s), so its answer is adopted', async (_case, stored) => {
    localStorage.setItem('user', stored);
    const sent = setup([() => Response.json(branding)]);
    runEarlyScript();
    await initiateVerification(appHttp('').http, window.location.hostname);
    expect(sent.map((s) => s.auth)).toEqual(['Bearer']);
  });

  it('that failed on the network is sent again by the app, so starting early never does worse', async () => {
    const sent = setup([() => Promise.reject(new TypeError('Failed to fetch')), () => Response.json(branding)]);
    runEarlyScript();
    const result = await initiateVerification(appHttp().http, window.location.hostname);
    expect(result.instituteName).toBe('KVS');
    expect(sent).toHaveLength(2);
  });

  it('still goes through the request rules: a 401 for a stale token is asked again signed out, and told to the session', async () => {
    localStorage.setItem('user', user('old'));
    const sent = setup([() => Response.json({ success: false, message: 'Unauthenticated' }, { status: 401 }), () => Response.json(branding)]);
    runEarlyScript();
    const { http, deps } = appHttp('old');
    await initiateVerification(http, window.location.hostname);
    expect(sent.map((s) => s.auth)).toEqual(['Bearer old', 'Bearer']);
    expect(deps.onUnauthorized).toHaveBeenCalledWith('old');
  });

  it('still goes through the schema: an unreadable answer is a failure, not branding', async () => {
    setup([() => Response.json({ success: true, data: { logoUrl: 5 } })]);
    runEarlyScript();
    await expect(initiateVerification(appHttp().http, window.location.hostname)).rejects.toMatchObject({ kind: 'schema' });
  });

  it('is taken once: a second branding request fetches normally', async () => {
    const sent = setup([() => Response.json(branding), () => Response.json(branding)]);
    runEarlyScript();
    const { http } = appHttp();
    await initiateVerification(http, window.location.hostname);
    await initiateVerification(http, window.location.hostname);
    expect(sent).toHaveLength(2);
  });

  it('does nothing when storage cannot be read (the app then asks as today)', () => {
    const sent = setup([]);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    runEarlyScript();
    expect(sent).toEqual([]);
    expect(globalThis.__initiate).toBeUndefined();
    vi.restoreAllMocks();
  });

  it('goes after <meta charset>, before every other script of the page', () => {
    const html = '<html><head><meta charset="UTF-8" /><title>T</title><script>theme()</script></head></html>';
    const out = injectEarlyInitiate(html, 'https://api.a.edu/api/');
    expect(out.indexOf('<meta charset')).toBeLessThan(out.indexOf('validate-certificate/initiate'));
    expect(out.indexOf('validate-certificate/initiate')).toBeLessThan(out.indexOf('theme()'));
    expect(out).toContain('new URL("https://api.a.edu/api/",location.origin)');
  });
});
