import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './support/appTest';
import { CHUNK_RELOAD_KEY } from '../../src/reporting/chunkReload';
import { expectValuesKept, fillValidLead, FORM_PATH } from './leadCaptureHelpers';
import { sentryRecorderPort } from './support/sentryServers';
import { couldNotCheck, VALIDATE, validate } from './support/verifyPage';

/**
 * A production build whose DSN points at a local recorder (Playwright project `sentry`, .env.sentry-e2e): what the
 * browser really sends. Each test marks its errors with its own id and ends with a sentinel error, so "did not
 * arrive" is checked after something sent later did arrive.
 */
const RECORDER = `http://127.0.0.1:${sentryRecorderPort}`;

interface Item {
  header: { type?: string };
  payload: unknown;
}
interface Envelope {
  raw: string;
  header: { event_id?: string };
  items: Item[];
}

async function envelopes(request: APIRequestContext): Promise<Envelope[]> {
  return (await request.get(`${RECORDER}/records`)).json();
}

interface ErrorEventPayload {
  event_id: string;
  message?: string;
  request?: { url?: string };
  exception?: { values?: Array<{ value?: string }> };
}

/** What an event says about its own error (not its breadcrumbs, which mention earlier events). */
function ownText(event: ErrorEventPayload): string {
  return [event.message, ...(event.exception?.values ?? []).map((value) => value.value)].filter(Boolean).join('\n');
}

async function allErrorEvents(request: APIRequestContext): Promise<ErrorEventPayload[]> {
  return (await envelopes(request))
    .flatMap((e) => e.items)
    .filter((item) => item.header.type === 'event')
    .map((item) => item.payload as ErrorEventPayload);
}

/** Error events (not sessions, transactions or replays) whose own text mentions `marker`. */
async function errorEvents(request: APIRequestContext, marker: string) {
  return (await allErrorEvents(request)).filter((event) => ownText(event).includes(marker));
}

async function openWithReporting(page: Page, path: string) {
  await page.goto(path);
  // Set by the Sentry client in this build only, once it has started.
  await expect(page.locator('html')).toHaveAttribute('data-reporting', 'ready');
}

/** Throws from a timer, as an uncaught error in the page (window.onerror). */
async function throwInPage(page: Page, message: string, name = 'Error') {
  await page.evaluate(
    ([m, n]) =>
      new Promise<void>((resolve) => {
        setTimeout(() => {
          // Resolves in the next task, after the throw below has been handled.
          setTimeout(resolve);
          const error = n === 'TypeError' ? new TypeError(m) : new Error(m);
          if (n !== 'Error' && n !== 'TypeError') error.name = n;
          throw error;
        });
      }),
    [message, name] as const,
  );
}

async function sentinel(page: Page, request: APIRequestContext, id: string) {
  await throwInPage(page, `sentinel ${id}`);
  await expect.poll(async () => (await errorEvents(request, `sentinel ${id}`)).length).toBe(1);
}

const uid = () => Math.random().toString(36).slice(2, 10);

test('an uncaught error arrives exactly once, with environment and release from configuration', async ({ page, request }) => {
  const id = uid();
  await openWithReporting(page, '/error/404');
  await throwInPage(page, `thrown once ${id}`);
  await expect.poll(async () => (await errorEvents(request, `thrown once ${id}`)).length).toBe(1);
  await sentinel(page, request, id);
  const events = await errorEvents(request, `thrown once ${id}`);
  expect(events).toHaveLength(1);
  expect(events[0]).toMatchObject({ environment: 'production', release: '0.1.0-sentry-e2e' });
});

test('a render error shows the fallback, arrives once, and the app stays usable', async ({ page, request }) => {
  const id = uid();
  await page.goto(`/error/crash?id=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-reporting', 'ready');
  const marker = `sentry-e2e render error ${id}`;
  await expect.poll(async () => (await errorEvents(request, marker)).length).toBe(1);
  await sentinel(page, request, id);
  expect(await errorEvents(request, marker)).toHaveLength(1);

  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('chunk-load errors do not arrive', async ({ page, request }) => {
  const id = uid();
  await openWithReporting(page, '/error/404');
  await throwInPage(page, `Failed to fetch dynamically imported module: http://localhost/assets/Gone-${id}.js`, 'TypeError');
  await throwInPage(page, `Importing a module script failed. ${id}`, 'TypeError');
  await throwInPage(page, `error loading dynamically imported module: http://localhost/assets/Gone-${id}.js`, 'TypeError');
  await throwInPage(page, `Loading chunk 7 failed. ${id}`, 'ChunkLoadError');
  await sentinel(page, request, id);
  expect((await errorEvents(request, id)).map(ownText)).toEqual([`sentinel ${id}`]);
});

test('a real lazy chunk that fails to load is not reported, before or after the reporter loads', async ({ page, request }) => {
  const id = uid();
  await page.route('**/assets/ErrorArea-*.js', (route) => route.abort());
  await page.goto(`/error/404?run=${id}`, { waitUntil: 'commit' });
  // Two page loads (the one reload) come first: allow for a slow machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-reporting', 'ready');
  await sentinel(page, request, id);
  const fromThisPage = (await allErrorEvents(request)).filter((event) => event.request?.url?.includes(`run=${id}`));
  expect(fromThisPage.map(ownText)).toEqual([`sentinel ${id}`]);
});

test('a blocked reporting chunk is given up quietly: one page load, and the enquiry keeps what was typed', async ({ page }) => {
  let blocked = 0;
  // As a privacy extension or a deploy would: the Sentry client's chunk never arrives.
  await page.route('**/assets/sentryClient-*.js', (route) => {
    blocked += 1;
    return route.abort('blockedbyclient');
  });
  let documentLoads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documentLoads += 1;
  });
  await page.goto(FORM_PATH);
  await fillValidLead(page);
  // Set by this build once the start-up gave up on reporting; the reload the old guard made came before it.
  await expect(page.locator('html')).toHaveAttribute('data-reporting', 'abandoned');
  expect(blocked).toBe(1);
  expect(await page.evaluate((key) => sessionStorage.getItem(key), CHUNK_RELOAD_KEY)).toBeNull();
  const navigationType = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type);
  expect(navigationType).toBe('navigate');
  await expectValuesKept(page);
  expect(documentLoads).toBe(1);
});

test('an error on /lead-capture/new/x does not arrive', async ({ page, request }) => {
  const id = uid();
  await openWithReporting(page, '/lead-capture/new/x');
  expect(new URL(page.url()).pathname).toBe('/lead-capture/new/x');
  await throwInPage(page, `lead page error ${id}`);
  // Leave the form within the page (no reload), so anything queued for sending would still be sent.
  await page.evaluate(() => history.pushState(null, '', '/error/after-lead'));
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await sentinel(page, request, id);
  expect(await errorEvents(request, `lead page error ${id}`)).toEqual([]);
});

test('no token or Authorization header in any payload, replays included', async ({ page, request }) => {
  const id = uid();
  const login = await request.post('/api/account/login', { data: { username: 'admin', password: 'admin@123' } });
  const user = (await login.json()).data as { token: string };
  const token = user.token;
  expect(token.length).toBeGreaterThan(8);
  await page.addInitScript((stored) => window.localStorage.setItem('user', stored), JSON.stringify(user));

  await openWithReporting(page, `/error/404?token=${token}`);
  await page.evaluate(async (t) => {
    await fetch('/api/account/me', { headers: { Authorization: `Bearer ${t}` } });
    console.error(`request sent with Authorization: Bearer ${t}`);
  }, token);
  await throwInPage(page, `failed for ${token} with Authorization: Bearer ${token} (${id})`);

  await expect.poll(async () => (await errorEvents(request, `(${id})`)).length).toBe(1);
  const event = (await errorEvents(request, `(${id})`))[0]!;
  expect(event.exception?.values?.[0]?.value).toBe(`failed for [Filtered] with Authorization: Bearer [Filtered] (${id})`);
  expect(event.request?.url).toContain('token=[Filtered]');
  // Replay on error is on (rate 1): wait for the replay of this error, so its recording is checked too.
  await expect
    .poll(
      async () =>
        (await envelopes(request)).some((e) =>
          e.items.some((item) => item.header.type === 'replay_event' && JSON.stringify(item.payload).includes(event.event_id)),
        ),
      // A replay is flushed after its error event, on the SDK's own schedule: a longer wait than other checks.
      { timeout: 60_000 },
    )
    .toBe(true);

  const everything = JSON.stringify(await envelopes(request));
  expect(everything).not.toContain(token);
  expect(everything).not.toMatch(/Bearer (?!\[Filtered\])[A-Za-z0-9._~+/=-]{8,}/);
});

/** Every trace and every session sampled (the rates are 0.1), so what the form would leak is really sent. */
async function sampleEverything(page: Page) {
  await page.addInitScript(() => {
    Math.random = () => 0.01;
  });
}

/**
 * Sentry ends a page's trace after a second without requests; a request after that is a span of its own, which
 * names only the request (`GET /api/state/IN-MH/cities`), not the page. Waiting is the only way to get there: this
 * is no time limit, and a slow machine only waits the same.
 */
async function letTheTraceEnd(page: Page) {
  await page.waitForTimeout(2_500);
}

/** Items, of any type, whose text names `needle`. */
async function itemsMentioning(request: APIRequestContext, needle: string) {
  return (await envelopes(request)).flatMap((e) => e.items).filter((item) => JSON.stringify(item.payload).toLowerCase().includes(needle.toLowerCase()));
}

test('nothing recorded on the enquiry form leaves: no replay, no span, no event, with every session sampled', async ({ page, request }) => {
  const id = uid();
  const before = (await envelopes(request)).length;
  await sampleEverything(page);
  // Started on another page: a replay and a trace are running when the app moves to the form.
  await openWithReporting(page, `/error/before-form-${id}`);
  await expect.poll(async () => (await itemsMentioning(request, `before-form-${id}`)).length, { timeout: 60_000 }).toBeGreaterThan(0);
  await page.evaluate((path) => {
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, `${FORM_PATH}?utm_source=newsletter&run=${id}`);
  await letTheTraceEnd(page);
  await fillValidLead(page);
  await throwInPage(page, `form error ${id}`);
  // Leave the form within the page: anything kept for sending would still go, and what comes after must arrive.
  await page.evaluate((after) => history.pushState(null, '', after), `/error/after-form-${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await sentinel(page, request, id);
  // The span of the page after the form arrives after the form's own spans would have.
  await expect.poll(async () => (await itemsMentioning(request, `after-form-${id}`)).some((item) => item.header.type === 'span'), { timeout: 60_000 }).toBe(true);

  // Everything sent since this test began, by any test: nothing anywhere may name the form.
  const sent = JSON.stringify((await envelopes(request)).slice(before)).toLowerCase();
  expect(sent).not.toContain('lead-capture/new');
  expect(sent).not.toContain('utm_source');
  // Nor the requests the visitor's choices made there (the form's definition, the chosen state's cities).
  expect(sent).not.toContain('lead-capture/form');
  expect(sent).not.toContain('/cities');
  expect(await errorEvents(request, `form error ${id}`)).toEqual([]);
});

test('a page load on the enquiry form records no replay and no trace at all', async ({ page, request }) => {
  const id = uid();
  const before = (await envelopes(request)).length;
  await sampleEverything(page);
  await openWithReporting(page, `${FORM_PATH}?run=${id}`);
  await fillValidLead(page);
  await page.evaluate((after) => history.pushState(null, '', after), `/error/after-form-load-${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await sentinel(page, request, id);
  const sent = JSON.stringify((await envelopes(request)).slice(before)).toLowerCase();
  expect(sent).not.toContain('lead-capture/new');
  expect(sent).not.toContain('lead-capture/form');
  // Neither integration ran on this page load (reporting-sentryInit.test.ts), so the sentinel's error on the next
  // page has no replay, and this page load sent no span at all, not even after leaving the form.
  const fromThisLoad = (await itemsMentioning(request, id)).filter((item) => item.header.type !== 'event');
  expect(fromThisLoad).toEqual([]);
});

test('an error thrown before the reporter has loaded still arrives, once', async ({ page, request }) => {
  const id = uid();
  // Thrown as soon as the document has loaded: seconds before the reporter starts (when the browser is idle).
  await page.addInitScript((marker) => {
    document.addEventListener('DOMContentLoaded', () => {
      setTimeout(() => {
        throw new Error(marker);
      });
      void Promise.reject(new Error(`${marker} (rejected)`));
    });
  }, `early error ${id}`);
  await openWithReporting(page, '/error/404');
  await expect.poll(async () => (await errorEvents(request, `early error ${id}`)).length).toBe(2);
  await sentinel(page, request, id);
  expect((await errorEvents(request, `early error ${id}`)).map(ownText).sort()).toEqual([`early error ${id}`, `early error ${id} (rejected)`]);
});

test('an answer the app cannot read is reported once per endpoint, with no certificate number in it', async ({ page, request }) => {
  const id = uid();
  // The API changed shape: a certificate without the fields the contract promises.
  await page.route(VALIDATE, (route) => route.fulfill({ json: { success: true, data: { certificate_no: 'X' } } }));
  await openWithReporting(page, `/verify-certificate?run=${id}`);
  await validate(page, `DRIFT-${id}-1`);
  await expect(couldNotCheck(page)).toBeVisible();
  await validate(page, `DRIFT-${id}-2`);
  await expect(page.getByRole('heading', { name: 'The certificate could not be checked' })).toBeVisible();
  await sentinel(page, request, id);
  const drift = (await allErrorEvents(request)).filter((event) => event.request?.url?.includes(`run=${id}`) && event.message?.startsWith('Unreadable'));
  expect(drift).toHaveLength(1);
  expect(drift[0]).toMatchObject({
    message: 'Unreadable API answer: GET /api/certificate/validate-certificate/{id}',
    fingerprint: ['api-schema', 'GET /api/certificate/validate-certificate/{id}'],
    tags: expect.objectContaining({ api_status: '200', route: '/verify-certificate' }),
  });
  const { message, fingerprint, tags } = drift[0] as ErrorEventPayload & { fingerprint?: string[]; tags?: object };
  expect(JSON.stringify({ message, fingerprint, tags })).not.toContain('DRIFT');
});

test('a start-up that fails for another reason than a missing file shows the note and is reported', async ({ page, request }) => {
  const id = uid();
  // The page's English text arrives, but broken (a bad deploy): start-up fails past the chunk guard.
  await page.route('**/assets/en-*.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: `throw new Error('boot failed ${id}');` }),
  );
  await page.goto(`/error/404?run=${id}`);
  await expect(page.locator('html')).toHaveClass(/boot-failed/);
  await expect(page.locator('html')).toHaveAttribute('data-reporting', 'ready');
  await expect.poll(async () => (await errorEvents(request, `boot failed ${id}`)).length).toBe(1);
  const [event] = await errorEvents(request, `boot failed ${id}`);
  expect(event).toMatchObject({ tags: expect.objectContaining({ mechanism: 'boot' }) });
});
