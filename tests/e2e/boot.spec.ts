import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './support/appTest';

test('the HTML paints a spinner on its own, and the first render replaces it', async ({ page, request }) => {
  // What a slow phone shows before any JavaScript has arrived, on a page that is not prerendered.
  const html = await (await request.get('/lead-capture/new/kvs-bengaluru-admissions-2026')).text();
  expect(html).toMatch(/<div id="root"><div class="spinner-wrap" aria-hidden="true"><svg class="boot-spinner"/);
  // No render-blocking script file before first paint: the theme script is inline.
  expect(html).not.toMatch(/<script[^>]+src="\/theme-init\.js"/);

  await page.goto('/lead-capture/new/kvs-bengaluru-admissions-2026');
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.locator('.boot-spinner')).toHaveCount(0);
});

// The opened page's code and text load before the first render (src/main.tsx, lazyRoute): React's first commit
// is the page, so a phone never shows what the HTML paints (the page prerendered into it on a first visit, else
// the spinner), then React's own "Loading…" spinner, then the page.
const pages: [string, (page: Page) => Locator, string][] = [
  ['/auth/login', (page) => page.getByText('Sign in with your staff account.'), 'prerendered'],
  ['/verify-certificate', (page) => page.getByPlaceholder('Enter Certificate number'), 'prerendered'],
  ['/lead-capture/new/kvs-bengaluru-admissions-2026', (page) => page.locator('main h1'), 'html-spinner'],
];
for (const [path, ready, fromHtml] of pages) {
  test(`${path}: the first render shows the page, with no loading spinner between it and the HTML's`, async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { seenRoot: string[] }).seenRoot = seen;
      new MutationObserver(() => {
        const root = document.getElementById('root');
        if (!root) return;
        const shown = (selector: string) => [...root.querySelectorAll(selector)].some((e) => e.getClientRects().length > 0 || getComputedStyle(e).display === 'contents');
        // While the HTML's copy of the page is still arriving it is hidden (src/styles/boot.css) and the
        // boot spinner after it not parsed yet: nothing is shown, which is none of the states below.
        const arriving = root.querySelector('.prerendered:not(:has(> #prerendered-end))') !== null;
        const now = shown('.prerendered')
          ? 'prerendered'
          : shown('.boot-spinner')
            ? 'html-spinner'
            : root.querySelector('.spinner-wrap[role="status"]')
              ? 'react-spinner'
              : arriving
                ? null
                : 'page';
        if (now !== null && seen.at(-1) !== now) seen.push(now);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(path);
    await expect(ready(page)).toBeVisible();
    // The prerendered page is visible too: wait for the app to have replaced what the HTML painted.
    await expect(page.locator('#root > .prerendered, #root > .spinner-wrap[aria-hidden]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { seenRoot: string[] }).seenRoot)).toEqual([fromHtml, 'page']);
  });
}

// Signing in fetches the staff area's guard and code while the visitor types (SignInPage, preloadStaffArea), and a
// running session is handed out without suspending (useSession): the home screen follows the form directly, with
// no app-wide "Loading…" spinner in between (a screen reader heard it before the home card's own).
test('signing in goes from the form to the home screen with no loading spinner in between', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByRole('textbox', { name: 'Username' }).fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('admin@123');
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seenSpinner: string[] }).seenSpinner = seen;
    new MutationObserver(() => {
      const spinner = [...document.querySelectorAll('#root .spinner-wrap[role="status"]')].find((e) => e.getClientRects().length > 0);
      if (spinner) seen.push(spinner.parentElement?.id || spinner.parentElement?.className || 'root');
    }).observe(document, { childList: true, subtree: true, attributes: true });
  });
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page.getByRole('heading', { name: 'Welcome, Ananya Iyer' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { seenSpinner: string[] }).seenSpinner)).toEqual([]);
});

// With a stored user, the route preload script fetches the staff area with the entry (scripts/preload-route-plugin.ts,
// STAFF_ROUTE) rather than after the session has checked the user (the account call); without one, `/` only leads to
// the sign-in page, and nothing of the staff area is fetched.
test('opening / fetches the staff area with the entry when a user is stored, and not at all without one', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  const staffChunk = (path: string) => /\/assets\/StaffArea-[^/]+\.js$/.test(path);
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.getByRole('textbox', { name: 'Username' })).toBeEditable();
  expect(requests.filter(staffChunk)).toEqual([]);
  await page.getByRole('textbox', { name: 'Username' }).fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('admin@123');
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page.getByRole('heading', { name: 'Welcome, Ananya Iyer' })).toBeVisible();

  requests.length = 0;
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome, Ananya Iyer' })).toBeVisible();
  const staff = requests.findIndex(staffChunk);
  const account = requests.indexOf('/api/account/me');
  expect(staff).toBeGreaterThan(-1);
  expect(account).toBeGreaterThan(-1);
  expect(staff).toBeLessThan(account);
});

// Safari before 17 has no modulepreload and ignores such links: the route preload script then preloads the route's
// chunks as scripts (`preload`, as Vite's loader does for lazy chunks). Chromium is made to answer as Safari 16 does;
// the page must still work, and the route chunk must be downloaded once, not preloaded and then fetched again because
// the preload did not match the module request. (The HTML's own catalogue link gets a script preload too, in the unit
// test: Chromium still honours that link itself, so here it can only show the catalogue is not fetched twice.)
test('without modulepreload (Safari 16), the route is preloaded as scripts and each file fetched once', async ({ page }) => {
  await page.addInitScript(() => {
    const supports = DOMTokenList.prototype.supports;
    DOMTokenList.prototype.supports = function (token: string) {
      return token === 'modulepreload' ? false : supports.call(this, token);
    };
  });
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto('/verify-certificate');
  await page.getByPlaceholder('Enter Certificate number').fill('KVS-BLR-2025-0118');
  await page.getByRole('button', { name: 'Validate' }).click();
  await expect(page.getByRole('heading', { name: 'Certificate KVS-BLR-2025-0118 is Valid' })).toBeVisible();

  const preloaded = await page.locator('link[rel="preload"][as="script"]').evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
  const routeChunk = preloaded.find((path) => /\/assets\/VerifyCertificatePage-[^/]+\.js$/.test(path));
  const catalogue = preloaded.find((path) => /\/assets\/en-[^/]+\.js$/.test(path));
  expect(routeChunk).toBeDefined();
  expect(catalogue).toBeDefined();
  for (const path of [routeChunk!, catalogue!]) expect(requests.filter((r) => r === path), path).toHaveLength(1);
});
