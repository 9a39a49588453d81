import * as z from 'zod/mini';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttp } from '../../src/api/http';
import { initiateVerification } from '../../src/api/certificate';
import { storedToken } from '../../src/api/userStore';
import { readStoredLanguage } from '../../src/i18n/loadLanguage';
import { INTL_LOCALE, LANGUAGES } from '../../src/i18n/locales';
import { fetchLeadForm } from '../../src/api/leadCapture';
import { earlyRequestScript, injectEarlyRequest } from '../../scripts/prerender/earlyRequest';
import { leadForm } from '../model/leadFixtures';

const branding = {
  success: true,
  data: {
    logoUrl: '/brand/l.svg',
    logoDarkUrl: null,
    instituteName: 'KVS',
    preferences: { certificateInstitute: { certificateVerificationPageShowCertificate: true, certificateVerificationPageShowResult: true, certificateVerificationFooterNote: null } },
  },
};
// A signed-in user's record padded to exactly `length` characters.
const ofLength = (length: number) => {
  const padded = (padding: string) => JSON.stringify({ ...JSON.parse(user('tok-9')), padding });
  return padded('x'.repeat(length - padded('').length));
};
const user = (token: string) => JSON.stringify({ id: 'u1', username: 'a', name: 'A', email: 'a@b.c', role: 'admin', token });

// What the HTML does before the app: run the build's inline script against the stubbed fetch.
const runEarlyScript = () => new Function(earlyRequestScript('/api', 'branding'))();

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

describe('the branding call started from the verification page HTML', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    globalThis.__early = undefined;
  });

  it('is sent once with the headers the app would send, and the app adopts its answer', async () => {
    const sent = setup([() => Response.json(branding)]);
    runEarlyScript();
    const result = await initiateVerification(appHttp().http, window.location.hostname);
    expect(result.instituteName).toBe('KVS');
    expect(sent).toEqual([{ url: url(), auth: 'Bearer', lang: 'en-IN' }]);
    expect(globalThis.__early).toBeUndefined();
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

  // The script copies the app's reading of storage (the token, the language's locale): run both on the same storage,
  // the app through its own functions, and the early request must be the app's very request every time. A rule that
  // drifts fails here (in the page it would cost a second request).
  const storedUsers: Array<[string, string | null]> = [
    ['none', null],
    ['signed in', user('tok-9')],
    ['no JSON', 'garbage'],
    ['JSON null', 'null'],
    ['a record the app refuses (id a number)', JSON.stringify({ id: 1, username: 'a', name: 'A', email: 'e', role: 'r', token: 'tok-9' })],
    ['a record without a role', JSON.stringify({ id: 'u1', username: 'a', name: 'A', email: 'e', token: 'tok-9' })],
    ['an empty id', JSON.stringify({ id: '', username: 'a', name: 'A', email: 'e', role: 'r', token: 'tok-9' })],
    ['an empty token', user('')],
    ['past the size the app reads', JSON.stringify({ ...JSON.parse(user('tok-9')), padding: 'x'.repeat(70_000) })],
    ['of exactly the size the app still reads', ofLength(64 * 1024)],
    ['a record whose token is a number', JSON.stringify({ id: 'u1', username: 'a', name: 'A', email: 'e', role: 'r', token: 9 })],
    ['a record without a token', JSON.stringify({ id: 'u1', username: 'a', name: 'A', email: 'e', role: 'r' })],
  ];
  const storedLanguages: Array<string | null> = [null, ...LANGUAGES, 'klingon', '__proto__', 'constructor'];
  it.each(storedUsers)("sends the app's own request for a stored user (%s), in every stored language", async (_case, stored) => {
    for (const language of storedLanguages) {
      localStorage.clear();
      if (stored !== null) localStorage.setItem('user', stored);
      if (language !== null) localStorage.setItem('language', language);
      const sent = setup([() => Response.json(branding), () => Response.json(branding)]);
      runEarlyScript();
      await initiateVerification(appHttp(storedToken(), INTL_LOCALE[readStoredLanguage()]).http, window.location.hostname);
      expect(sent, `language ${language}`).toHaveLength(1);
      expect(globalThis.__early).toBeUndefined();
    }
  });

  it('that failed on the network is sent again by the app, so starting early never does worse', async () => {
    const sent = setup([() => Promise.reject(new TypeError('Failed to fetch')), () => Response.json(branding)]);
    runEarlyScript();
    const result = await initiateVerification(appHttp().http, window.location.hostname);
    expect(result.instituteName).toBe('KVS');
    expect(sent).toHaveLength(2);
  });

  it("that failed is sent again as the app's own request: the stored token and language go with it", async () => {
    localStorage.setItem('user', user('tok-9'));
    localStorage.setItem('language', 'de');
    const sent = setup([() => Promise.reject(new TypeError('Failed to fetch')), () => Response.json(branding)]);
    runEarlyScript();
    await initiateVerification(appHttp('tok-9', 'de-DE').http, window.location.hostname);
    expect(sent).toEqual([
      { url: url(), auth: 'Bearer tok-9', lang: 'de-DE' },
      { url: url(), auth: 'Bearer tok-9', lang: 'de-DE' },
    ]);
  });

  it('is not adopted by a request of another method to the same address and headers: that one is sent itself', async () => {
    const sent: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        sent.push(`${init?.method ?? 'GET'} ${String(input)} ${new Headers(init?.headers).get('authorization')}`);
        return sent.length === 1 ? Response.json(branding) : Response.json({ success: true, data: null });
      }),
    );
    runEarlyScript();
    const path = `certificate/validate-certificate/initiate/${window.location.hostname}`;
    const answer = appHttp().http.request({ method: 'DELETE', path, schema: z.object({ success: z.literal(true), data: z.null() }) });
    await expect(answer).resolves.toEqual({ success: true, data: null });
    expect(sent).toEqual([`GET ${url()} Bearer`, `DELETE ${url()} Bearer`]);
    // The early answer is still kept for the branding call it is.
    expect(globalThis.__early).toBeDefined();
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
    expect(globalThis.__early).toBeUndefined();
    vi.restoreAllMocks();
  });

  it('is sent with the credentials the app sends: the cookies of the page\'s own origin only', () => {
    const inits: Array<RequestInit | undefined> = [];
    vi.stubGlobal('fetch', vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => (inits.push(init), Response.json(branding))));
    runEarlyScript();
    expect(inits.map((init) => init?.credentials)).toEqual(['same-origin']);
  });

  it('for a host the URL must encode (an IPv6 address), sends the address the app sends: one request', async () => {
    const sent = setup([() => Response.json(branding), () => Response.json(branding)]);
    const page = { hostname: '[::1]', origin: window.location.origin, pathname: '/verify-certificate' };
    new Function('location', earlyRequestScript('/api', 'branding'))(page);
    await initiateVerification(appHttp().http, '[::1]');
    expect(sent.map((s) => s.url)).toEqual([`${window.location.origin}/api/certificate/validate-certificate/initiate/%5B%3A%3A1%5D`]);
  });

  it('refuses to build a page without a <title> to put it after, rather than ship the page without it', () => {
    expect(() => injectEarlyRequest('<html><head><meta charset="UTF-8" /></head></html>', '/api', 'branding')).toThrow('no </title>');
  });

  it('goes after <meta charset>, before every other script of the page', () => {
    const html = '<html><head><meta charset="UTF-8" /><title>T</title><script>theme()</script></head></html>';
    const out = injectEarlyRequest(html, 'https://api.a.edu/api/', 'branding');
    expect(out.indexOf('<meta charset')).toBeLessThan(out.indexOf('validate-certificate/initiate'));
    expect(out.indexOf('validate-certificate/initiate')).toBeLessThan(out.indexOf('theme()'));
    expect(out).toContain('new URL("https://api.a.edu/api/",location.origin)');
  });
});

describe("the enquiry form's definition started from index.html", () => {
  const runLeadScript = () => new Function(earlyRequestScript('/api', 'leadForm'))();
  const formAnswer = () => Response.json({ success: true, data: leadForm });
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    globalThis.__early = undefined;
    window.history.replaceState(null, '', '/');
  });

  it("is sent on the form's own address only, and the app adopts it: one request", async () => {
    window.history.replaceState(null, '', '/lead-capture/new/kvs-pune-open-day?utm_source=poster');
    localStorage.setItem('language', 'ja');
    const sent = setup([formAnswer]);
    runLeadScript();
    const form = await fetchLeadForm(appHttp('', INTL_LOCALE[readStoredLanguage()]).http, 'kvs-pune-open-day');
    expect(form.title).toBe(leadForm.title);
    expect(sent).toEqual([{ url: `${window.location.origin}/api/lead-capture/form/kvs-pune-open-day`, auth: 'Bearer', lang: 'ja-JP' }]);
  });

  it.each(['/', '/verify-certificate', '/auth/login', '/lead-capture/new', '/lead-capture/new/a/b', '/lead-capture/new/a/', '/lead-capture/new/open%20day', `/lead-capture/new/${'x'.repeat(65)}`, '/students', '/students/lead-capture/new/kvs-pune-open-day'])(
    'asks for nothing on %s (no form page, or an id the app refuses without asking)',
    (path) => {
      window.history.replaceState(null, '', path);
      const sent = setup([]);
      runLeadScript();
      expect(sent).toEqual([]);
      expect(globalThis.__early).toBeUndefined();
    },
  );
});

// Once the answer is in, the script asks for the logos the app will show, as the app resolves them (withResolvedLogos):
// against the API base. What the app would not show is not asked for.
describe('the logos the early answer names', () => {
  const api = 'https://api.a.edu/api';
  // Time for the script to read the answer (the first case shows it is enough).
  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
  function logosAsked(answer: () => Response) {
    const asked: string[] = [];
    vi.stubGlobal(
      'Image',
      class {
        set src(href: string) {
          asked.push(href);
        }
      },
    );
    setup([answer]);
    new Function(earlyRequestScript(api, 'branding'))();
    return asked;
  }
  const withLogos = (logoUrl: unknown, logoDarkUrl: unknown) => ({ ...branding, data: { ...branding.data, logoUrl, logoDarkUrl } });
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    globalThis.__early = undefined;
  });

  it('asks for both, light and dark, at the addresses the app shows them from (read against the API base)', async () => {
    const asked = logosAsked(() => Response.json(withLogos('brand/l.svg', '/brand/d.svg')));
    await settle();
    const http = createHttp({ ...appHttp().deps, apiBaseUrl: api });
    expect(asked).toEqual([http.resolve('brand/l.svg'), http.resolve('/brand/d.svg')]);
    expect(asked).toEqual(['https://api.a.edu/api/brand/l.svg', 'https://api.a.edu/brand/d.svg']);
  });

  it('asks for no logo that is blank or not http(s): the app shows none', async () => {
    const asked = logosAsked(() => Response.json(withLogos('  ', 'javascript:alert(1)')));
    await settle();
    expect(asked).toEqual([]);
  });

  it('asks for no logo of a failed call (its status, or success false): the app shows none', async () => {
    const failed = logosAsked(() => Response.json(branding, { status: 503 }));
    await settle();
    expect(failed).toEqual([]);
    vi.unstubAllGlobals();
    const refused = logosAsked(() => Response.json({ ...branding, success: false }));
    await settle();
    expect(refused).toEqual([]);
  });
});

// The verification page's logo is its Largest Contentful Paint: the HTML paints the light one into the prerendered
// copy as soon as it has loaded, where and as the app's InstituteLogo does, instead of waiting for the app.
describe('the light logo shown in the prerendered copy', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
  const COPY = '<div class="prerendered"><main><div class="verify-page"><div class="verify-logo-slot" aria-hidden="true" data-pending=""></div><h1>Certificate verification</h1></div></main></div>';
  function run(data: Record<string, unknown>, request: 'branding' | 'leadForm' = 'branding') {
    const images: HTMLImageElement[] = [];
    // A real element per `new Image()` (jsdom loads no image: each test fires load or error itself).
    vi.stubGlobal('Image', function Image() {
      const img = document.createElement('img');
      images.push(img);
      return img;
    });
    setup([() => Response.json({ ...branding, data: { ...branding.data, ...data } })]);
    new Function(earlyRequestScript('/api', request))();
    return images;
  }
  const slot = () => document.querySelector('.verify-logo-slot')!;
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.setAttribute('data-theme', 'light');
    document.body.innerHTML = COPY;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    globalThis.__early = undefined;
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('data-theme');
  });
  // MutationObserver callbacks run as microtasks.
  const observed = () => new Promise((resolve) => setTimeout(resolve, 0));
  // The app's page after React's first commit: its slot empty (and pending) until the branding is adopted.
  const APP_PAGE = '<main><div class="verify-logo-slot" aria-hidden="true" data-pending=""></div></main>';
  /** The light logo loaded and shown in the copy, then React's first commit: it is in the app's own slot. */
  async function shownInTheAppsSlot() {
    const images = run({ logoUrl: '/brand/l.svg', instituteName: 'KVS' });
    await settle();
    images[0]!.dispatchEvent(new Event('load'));
    document.body.innerHTML = APP_PAGE;
    await observed();
    expect(slot().firstChild).toBe(images[0]);
    return images;
  }

  it('once loaded, with the classes, address and alt of the app own <img>, and the slot no longer hidden', async () => {
    const images = run({ logoUrl: '/brand/l.svg', logoDarkUrl: '/brand/d.svg', instituteName: 'Kaveri Vidya Sansthan' });
    await settle();
    expect(images.map((i) => i.src)).toEqual([`${location.origin}/brand/l.svg`, `${location.origin}/brand/d.svg`]);
    // Not before it has loaded: a logo that fails must not show the broken-image sign.
    expect(slot().children).toHaveLength(0);
    expect(images[0]!.fetchPriority).toBe('high');
    images[1]!.dispatchEvent(new Event('load'));
    expect(slot().children).toHaveLength(0); // the dark one only warms the cache: the copy is shown in the light theme only
    images[0]!.dispatchEvent(new Event('load'));
    const shown = slot().querySelector('img')!;
    expect(shown).toBe(images[0]);
    expect(shown.className).toBe('verify-logo verify-logo--light');
    expect(shown.alt).toBe('Kaveri Vidya Sansthan');
    expect(shown.src).toBe(`${location.origin}/brand/l.svg`);
    expect(slot().hasAttribute('aria-hidden')).toBe(false);
  });

  it('stays in the app\'s own empty slot after React has replaced the copy, and leaves when the app puts its logo there', async () => {
    await shownInTheAppsSlot();
    // The app's branding render: its own <img> goes in, the HTML's leaves.
    const own = document.createElement('img');
    own.className = 'verify-logo verify-logo--light';
    slot().append(own);
    await observed();
    expect([...slot().children]).toEqual([own]);
    // Done: a later empty slot (another visit to the page in the app) does not get it back.
    document.body.innerHTML = APP_PAGE;
    await observed();
    expect(slot().children).toHaveLength(0);
  });

  it('leaves when the app gives up on the branding (refused, timed out): its slot stays empty, and so must the page', async () => {
    await shownInTheAppsSlot();
    // InstituteLogo's render once the branding region is `unavailable`: the same element, no longer pending.
    slot().removeAttribute('data-pending');
    await observed();
    expect(slot().children).toHaveLength(0);
    // A later check asks for the branding again (pending once more): the early logo is gone for good.
    slot().setAttribute('data-pending', '');
    await observed();
    expect(slot().children).toHaveLength(0);
  });

  it('a logo that loads after the app gave up on the branding never shows, also when a later check asks again', async () => {
    const images = run({ logoUrl: '/brand/l.svg', instituteName: 'KVS' });
    await settle();
    // The app's page, its branding refused or timed out before the image was in: the slot is no longer pending.
    document.body.innerHTML = '<main><div class="verify-logo-slot" aria-hidden="true"></div></main>';
    images[0]!.dispatchEvent(new Event('load'));
    await observed();
    expect(slot().children).toHaveLength(0);
    // Validate asks for the branding again: pending once more, but this answer was refused.
    slot().setAttribute('data-pending', '');
    await observed();
    expect(slot().children).toHaveLength(0);
  });

  it('leaves the slot to the app when the logo fails, in the dark theme, and when the app shows another page', async () => {
    let images = run({ logoUrl: '/brand/l.svg', instituteName: 'KVS' });
    await settle();
    images[0]!.dispatchEvent(new Event('error'));
    expect(slot().children).toHaveLength(0);
    expect(slot().getAttribute('aria-hidden')).toBe('true');
    vi.unstubAllGlobals();
    document.documentElement.setAttribute('data-theme', 'dark');
    images = run({ logoUrl: '/brand/l.svg', instituteName: 'KVS' });
    await settle();
    images[0]!.dispatchEvent(new Event('load'));
    expect(slot().children).toHaveLength(0);
    vi.unstubAllGlobals();
    document.documentElement.setAttribute('data-theme', 'light');
    images = run({ logoUrl: '/brand/l.svg', instituteName: 'KVS' });
    await settle();
    images[0]!.dispatchEvent(new Event('load'));
    expect(slot().firstChild).toBe(images[0]);
    // No pending slot and no copy: the app shows something else (another page); the logo is gone for good.
    document.body.innerHTML = '<main><h1>Page not found</h1></main>';
    await observed();
    document.body.innerHTML = APP_PAGE;
    await observed();
    expect(slot().children).toHaveLength(0);
  });

  it('shows nothing for an answer without a name, and the enquiry form HTML never does', async () => {
    let images = run({ logoUrl: '/brand/l.svg', instituteName: 7 });
    await settle();
    images[0]!.dispatchEvent(new Event('load'));
    expect(slot().children).toHaveLength(0);
    vi.unstubAllGlobals();
    images = run({ logoUrl: '/brand/l.svg', instituteName: 'KVS' }, 'leadForm');
    await settle();
    expect(images).toHaveLength(0); // index.html: the form's address only, and this is not it
    expect(earlyRequestScript('/api', 'leadForm')).not.toContain('verify-logo');
  });
});
