import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page } from '@playwright/test';
import { test } from './support/appTest';
import { axeViolations as axe } from './support/axe';
import { ADMIN, usernameField } from './sessionHelpers';
import { gate } from './support/gate';
import { layoutShifts } from './support/layoutShifts';

/**
 * The build prerenders the sign-in and verification pages into their HTML (scripts/prerender/): a first visit
 * paints the page before any JavaScript has run, can type into it, and React's first commit replaces it with the
 * app's page holding what was typed (src/views/root/prerenderedInput.ts). Anyone else (another
 * language or theme, a stored user, a query) sees the spinner, because the page would not be theirs.
 */

/** Holds back the app's entry chunk until the returned function is called: what the HTML alone paints. */
async function holdApp(page: Page): Promise<() => void> {
  const { release, released } = gate();
  await page.route('**/assets/index-*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('the HTML of the prerendered pages holds the app\'s own first screen, title and stylesheets; other pages only the spinner', async ({ request }) => {
  const login = await (await request.get('/auth/login')).text();
  expect(login).toContain('<title>Sign in</title>');
  const loginRoot = login.slice(login.indexOf('<div id="root">'));
  // The copy's busy bar runs (nothing is in flight when it is captured): the page says it is still loading.
  expect(loginRoot).toMatch(/^<div id="root"><div class="prerendered"><div class="busy-bar no-print" data-busy="true" aria-hidden="true"><\/div>/);
  expect(loginRoot).toContain('Sign in with your staff account.');
  // The copy shows once it is parsed whole, up to its end marker (the last test below); the first paint does not wait.
  expect(loginRoot).toContain('<template id="prerendered-end"></template></div><div class="spinner-wrap"');
  expect(login).not.toContain('blocking="render"');
  expect(loginRoot).toMatch(/<label for="[^"]+" class="ui-label">Username<\/label>/);
  expect(loginRoot).toContain('</div><div class="spinner-wrap" aria-hidden="true"><svg class="boot-spinner"');

  const verify = await (await request.get('/verify-certificate')).text();
  expect(verify).toContain('<title>Certificate verification</title>');
  expect(verify).toContain('placeholder="Enter Certificate number"');
  // Both pages paint styled from the HTML alone: the app's stylesheet and the page's own (a lazy route's) are
  // inlined, so no stylesheet request holds the first paint (their hashes are in the build's policy, csp.spec.ts).
  for (const [html, count] of [[login, 1], [verify, 2]] as const) {
    expect(html.match(/<style>[\s\S]+?<\/style>/g)).toHaveLength(count);
    // Each keeps its link, disabled: never fetched, and Vite's loader does not add it again (the test after next).
    expect(html.match(/<link rel="stylesheet" href="\/assets\/[\w-]+\.css" disabled>/g)).toHaveLength(count);
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(count);
  }
  expect(verify).toContain('.verify-logo-slot');

  for (const path of ['/', '/lead-capture/new/kvs-bengaluru-admissions-2026', '/error/404', '/auth/login/']) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toContain('class="prerendered"');
    expect(html, path).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/index-[\w-]+\.css">/);
    expect(html, path).toContain('<title>Institute</title>');
  }
});

test('a first visit can type into the sign-in page before the app runs; Sign in pressed meanwhile signs in once the app has taken over', async ({ page }) => {
  const release = await holdApp(page);
  const logins: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/account/login') && r.method() === 'POST') logins.push(r.postData() ?? '');
  });
  let documentLoads = 0;
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) documentLoads += 1;
  });
  await page.goto('/auth/login', { waitUntil: 'commit' });
  await expect(page.getByText('Sign in with your staff account.')).toBeVisible();
  await expect(page.locator('.boot-spinner')).toBeHidden();
  await expect(page.locator('.prerendered .busy-bar')).toBeVisible();
  // A real page to assistive technology and the keyboard while the code loads: axe finds nothing.
  expect(await axe(page)).toEqual([]);
  await page.locator('.prerendered').getByLabel('Username').fill(ADMIN.username);
  await page.locator('.prerendered').getByLabel('Password', { exact: true }).fill(ADMIN.password);
  // Enter is held: no page load (the password never goes into an address) and no request until the app runs.
  await page.keyboard.press('Enter');
  await expect(page.locator('.prerendered form[data-held]')).toBeAttached();
  expect(page.url()).toMatch(/\/auth\/login$/);
  expect(logins).toEqual([]);

  release();
  // The app took what was typed and sent the held Sign in: the staff home opens.
  await expect(page.locator('.prerendered')).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  expect(logins).toHaveLength(1);
  expect(JSON.parse(logins[0]!)).toMatchObject({ username: ADMIN.username, password: ADMIN.password });
  expect(documentLoads).toBe(1);
});

test('what was typed on the sign-in page before the app ran stays, with the focus and caret where they were', async ({ page }) => {
  const release = await holdApp(page);
  await page.goto('/auth/login', { waitUntil: 'commit' });
  const copyUsername = page.locator('.prerendered').getByLabel('Username');
  await copyUsername.fill('asha.k');
  await copyUsername.press('ArrowLeft');
  release();
  await expect(page.locator('.prerendered')).toHaveCount(0);
  // The app's own field (its page focuses Username on mount; the caret is where the visitor left it).
  const username = usernameField(page);
  await expect(username).toHaveValue('asha.k');
  await expect(username).toBeFocused();
  expect(await username.evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd])).toEqual([5, 5]);
  // Its state has the value too: leaving and coming back does not clear it, and typing goes on from the caret.
  await page.keyboard.type('x');
  await expect(username).toHaveValue('asha.xk');
});

test('the app takes over a prerendered page without fetching or adding its stylesheets again: they are in the HTML', async ({ page }) => {
  const stylesheets: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'stylesheet' || r.url().endsWith('.css')) stylesheets.push(r.url());
  });
  for (const path of ['/verify-certificate', '/auth/login']) {
    await page.goto(path);
    await expect(page.locator('.prerendered')).toHaveCount(0);
    await expect(page.getByRole('main')).toBeVisible();
    // Before, Vite's loader linked the verification page's CSS once its chunk loaded: a request, then the whole
    // page styled again with the same rules.
    expect(await page.evaluate(() => [...document.styleSheets].filter((sheet) => sheet.href !== null).map((sheet) => sheet.href)), path).toEqual([]);
  }
  expect(stylesheets).toEqual([]);
  // The page is still styled by its own rules (the logo slot keeps its height before any logo arrives).
  await page.goto('/verify-certificate');
  await expect(page.locator('.prerendered')).toHaveCount(0);
  expect(await page.locator('.verify-logo-slot').evaluate((el) => getComputedStyle(el).minHeight)).not.toBe('0px');
});

test('a first visit sees the verification page before the app runs, with its logo space kept; a number checked meanwhile is checked when the app comes', async ({ page }) => {
  const release = await holdApp(page);
  await page.goto('/verify-certificate', { waitUntil: 'commit' });
  const input = page.getByPlaceholder('Enter Certificate number');
  await expect(input).toBeVisible();
  // Measured once the stylesheets apply (a script can lay the page out before they arrive; the browser paints only after).
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]:not([disabled])')].every((l) => l.sheet !== null));
  const before = await input.boundingBox();
  await input.fill('KVS-BLR-2025-0118');
  await input.press('Enter');
  release();
  await expect(page.locator('.prerendered')).toHaveCount(0);
  // The app's page lays out where the prerendered one was: nothing moves when it takes over.
  const field = page.getByRole('textbox', { name: 'Certificate number' });
  expect(await field.boundingBox()).toEqual(before);
  await expect(page.getByRole('heading', { name: 'Certificate KVS-BLR-2025-0118 is Valid' })).toBeVisible();
  await expect(page).toHaveURL(/\/verify-certificate\?number=KVS-BLR-2025-0118$/);
});

test('a language or theme chosen on the prerendered page before the app ran is applied when it takes over', async ({ page }) => {
  const release = await holdApp(page);
  await page.goto('/verify-certificate', { waitUntil: 'commit' });
  const copy = page.locator('.prerendered');
  await copy.getByLabel('Language').selectOption('de');
  await copy.getByRole('radio', { name: 'Dark' }).check();
  release();
  await expect(page.locator('.prerendered')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Zertifikatsprüfung' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('Enter pressed to move on, then more typing, takes a held Sign in back: nothing half-typed is sent', async ({ page }) => {
  const release = await holdApp(page);
  const logins: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/account/login') && r.method() === 'POST') logins.push(r.postData() ?? '');
  });
  await page.goto('/auth/login', { waitUntil: 'commit' });
  const copy = page.locator('.prerendered');
  await copy.getByLabel('Username').fill(ADMIN.username);
  await copy.getByLabel('Username').press('Enter');
  await expect(copy.locator('form[data-held]')).toBeAttached();
  await copy.getByLabel('Password', { exact: true }).click();
  await page.keyboard.type('admin@');
  await expect(copy.locator('form[data-held]')).toHaveCount(0);
  release();
  await expect(page.locator('.prerendered')).toHaveCount(0);
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toHaveValue('admin@');
  await expect(password).toBeFocused();
  // The visitor finishes typing and signs in themselves: one request, with the whole password.
  await page.keyboard.type('123');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  expect(logins.map((body) => JSON.parse(body).password)).toEqual([ADMIN.password]);
});

test('a number typed on the prerendered verification page and left (Tab) is checked when the app comes, as its change event asks', async ({ page }) => {
  const release = await holdApp(page);
  await page.goto('/verify-certificate', { waitUntil: 'commit' });
  const input = page.getByPlaceholder('Enter Certificate number');
  await input.fill('KVS-BLR-2025-0118');
  await input.press('Tab');
  release();
  await expect(page.locator('.prerendered')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Certificate KVS-BLR-2025-0118 is Valid' })).toBeVisible();
  // A change-event check leaves focus where the visitor put it.
  await expect(page.getByRole('button', { name: 'Validate' })).toBeFocused();
});

const notFirstVisits: [string, string, Record<string, string>][] = [
  ['another language', '/auth/login', { language: 'de' }],
  ['the dark theme', '/verify-certificate', { theme_mode: 'dark' }],
  ['a stored user', '/auth/login', { user: '{"token":"t"}' }],
  ['a query', '/verify-certificate?number=ABC-123', {}],
];
for (const [what, path, stored] of notFirstVisits) {
  test(`with ${what}, ${path} shows the spinner until the app runs, never the prerendered page`, async ({ page }) => {
    await page.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, stored);
    const release = await holdApp(page);
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.locator('.boot-spinner')).toBeVisible();
    await expect(page.locator('.prerendered')).toBeAttached();
    await expect(page.locator('.prerendered main')).toBeHidden();
    release();
    await expect(page.locator('main')).toBeVisible();
    await expect(page.locator('.prerendered')).toHaveCount(0);
  });
}

// Each public page's first API call and its logo, started by its HTML (scripts/prerender/earlyRequest.ts).
const EARLY_CALLS = [
  { page: "the verification page's", path: '/verify-certificate', call: '/api/certificate/validate-certificate/initiate/localhost', ready: 'Validate' },
  {
    page: "the enquiry form's",
    path: '/lead-capture/new/kvs-bengaluru-admissions-2026?utm_source=poster',
    call: '/api/lead-capture/form/kvs-bengaluru-admissions-2026',
    ready: 'Send enquiry',
  },
];
for (const { page: name, path, call, ready } of EARLY_CALLS) {
  test(`${name} HTML starts its first call and its logo before the app arrives; the app adopts both, one request each`, async ({ page }) => {
    const calls: string[] = [];
    const logos: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/api/')) calls.push(`${url.pathname} ${r.headers()['authorization'] ?? ''}`);
      else if (url.pathname.startsWith('/brand/')) logos.push(r.url());
    });
    const release = await holdApp(page);
    await page.goto(path, { waitUntil: 'commit' });
    // The entry module is held: only the page's HTML can have asked for these.
    await expect.poll(() => calls).toEqual([`${call} Bearer`]);
    // Both of the answer's logos (light and dark): polling for the first only let the second, also the HTML's,
    // arrive after the snapshot below and read as the app's (a clean-clone CI run failed so once).
    await expect.poll(() => logos.length).toBe(2);
    const early = [...logos];
    release();
    await expect(page.getByRole('button', { name: ready })).toBeVisible();
    await expect(page.locator('main img:visible').first()).toBeVisible();
    // The app took the answer over instead of asking again, and its <img> used the images already asked for.
    expect(calls.filter((c) => c.startsWith(call))).toHaveLength(1);
    expect(logos).toEqual(early);
  });
}

test('the verification page HTML shows the branch logo before the app arrives, and it never blinks out as the app takes over', async ({ page }) => {
  // Each animation frame's state of the logo slot: the HTML's logo, the app's own, or none.
  await page.addInitScript(() => {
    const frames: string[] = ((window as unknown as { logoFrames: string[] }).logoFrames = []);
    const tick = () => {
      const img = document.querySelector<HTMLImageElement>('.verify-logo-slot img.verify-logo--light');
      const state = !img?.complete ? 'none' : img.hasAttribute('fetchpriority') ? 'html' : 'app';
      if (frames.at(-1) !== state) frames.push(state);
      if (state !== 'app') requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const release = await holdApp(page);
  await page.goto('/verify-certificate', { waitUntil: 'commit' });
  // The entry module is held: only the HTML can have put it there (scripts/prerender/earlyRequest.ts), in the
  // light variant the app shows, with the institute's name as its text.
  const early = page.locator('.prerendered .verify-logo-slot img.verify-logo--light');
  await expect(early).toBeVisible();
  await expect(early).toHaveAttribute('alt', 'Kaveri Vidya Sansthan, Bengaluru');
  await expect(early).toHaveJSProperty('complete', true);
  const box = await early.boundingBox();
  release();
  await expect(page.locator('.prerendered')).toHaveCount(0);
  const logo = page.getByRole('img', { name: 'Kaveri Vidya Sansthan, Bengaluru' });
  await expect(logo).toBeVisible();
  await expect(logo).not.toHaveAttribute('fetchpriority');
  // Where the copy showed it: the app's logo does not move. And from its first frame to the app's own logo, the
  // logo was in every frame: React's first commit (the copy replaced, the branding not yet adopted) kept the HTML's.
  expect(await logo.boundingBox()).toEqual(box);
  expect(await page.evaluate(() => (window as unknown as { logoFrames: string[] }).logoFrames)).toEqual(['none', 'html', 'app']);
});

test('a branding answer the app refuses takes the logo the HTML showed away with it: the page shows none', async ({ page }) => {
  // The HTML reads only what it needs of the answer; the app's schema refuses this one (no preferences).
  await page.route('**/api/certificate/validate-certificate/initiate/**', async (route) => {
    const answer = await (await route.fetch()).json();
    delete answer.data.preferences;
    await route.fulfill({ json: answer });
  });
  const release = await holdApp(page);
  await page.goto('/verify-certificate', { waitUntil: 'commit' });
  const early = page.locator('.prerendered .verify-logo-slot img.verify-logo--light');
  await expect(early).toHaveJSProperty('complete', true);
  release();
  await expect(page.locator('.prerendered')).toHaveCount(0);
  await expect(page.locator('.verify-logo-slot:not([data-pending])')).toBeAttached();
  await expect(page.locator('.verify-logo-slot img')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Certificate number' })).toBeVisible();
});

test('no other page asks for anything from its HTML', async ({ page }) => {
  const api: string[] = [];
  page.on('request', (r) => void (r.url().includes('/api/') && api.push(r.url())));
  await holdApp(page);
  for (const path of ['/auth/login', '/error/404', '/lead-capture/new/not%20a%20slug']) {
    await page.goto(path, { waitUntil: 'commit' });
    // Past the head's scripts (the entry module is held): an early request would have been made by now.
    await page.locator('#root').waitFor({ state: 'attached' });
    expect(await page.evaluate(() => '__early' in window), path).toBe(false);
  }
  expect(api).toEqual([]);
});

test('the HTML that arrives in pieces shows its copy of the page only once it is whole, so nothing shifts as the rest comes', async ({ page, baseURL }) => {
  // A proxy in front of the preview server sends the sign-in page's HTML in two pieces, cut after the theme
  // menu's first option: the cut a slow connection made when Lighthouse saw the header grow by the other two and
  // push the language select 88 px left (a layout shift before any script ran).
  const origin = new URL(baseURL!);
  const { release, released } = gate();
  const proxy = createServer(async (req, res) => {
    const answer = await fetch(new URL(req.url!, origin));
    const body = Buffer.from(await answer.arrayBuffer());
    res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/octet-stream' });
    if (req.url !== '/auth/login') return res.end(body);
    const html = body.toString('utf8');
    const option = html.indexOf('class="theme-menu__option"');
    if (option < 0) throw new Error('the sign-in HTML has no theme option to cut after: update this test');
    const cut = html.indexOf('</label>', option) + '</label>'.length;
    res.write(html.slice(0, cut));
    await released;
    res.end(html.slice(cut));
  });
  await new Promise<void>((listening) => proxy.listen(0, '127.0.0.1', listening));
  try {
    await page.route('**/assets/index-*.js', () => {}); // the app never runs: only the HTML paints
    await page.goto(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}/auth/login`, { waitUntil: 'commit' });
    await page.locator('.theme-menu__option').waitFor({ state: 'attached' });
    // The half page is in the document, and the browser keeps painting (no render-blocking wait: frames run), but
    // none of it shows.
    expect(await page.evaluate(() => new Promise<boolean>((framed) => requestAnimationFrame(() => framed(true))))).toBe(true);
    await expect(page.locator('.prerendered')).toBeHidden();
    await expect(page.getByText('Sign in with your staff account.')).toBeHidden();
    release();
    await expect(page.locator('.theme-menu__option')).toHaveCount(3);
    await expect(page.getByText('Sign in with your staff account.')).toBeVisible();
    expect(await layoutShifts(page)).toEqual([]);
  } finally {
    release();
    proxy.closeAllConnections();
    proxy.close();
  }
});
