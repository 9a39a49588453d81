import { expect, type Page } from '@playwright/test';
import { test } from './support/appTest';
import { axeViolations as axe } from './support/axe';

/**
 * The build prerenders the sign-in and verification pages into their HTML (scripts/prerender/): a first visit
 * paints the page before any JavaScript has run, inert, and React's first commit replaces it. Anyone else (another
 * language or theme, a stored user, a query) sees the spinner, because the page would not be theirs.
 */

/** Holds back the app's entry chunk until the returned function is called: what the HTML alone paints. */
async function holdApp(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
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
  expect(loginRoot).toMatch(/^<div id="root"><div class="prerendered" inert><div class="busy-bar no-print" data-busy="true" aria-hidden="true"><\/div>/);
  expect(loginRoot).toContain('Sign in with your staff account.');
  expect(loginRoot).toMatch(/<label for="[^"]+" class="ui-label">Username<\/label>/);
  expect(loginRoot).toContain('</div><div class="spinner-wrap" aria-hidden="true"><svg class="boot-spinner"');

  const verify = await (await request.get('/verify-certificate')).text();
  expect(verify).toContain('<title>Certificate verification</title>');
  expect(verify).toContain('placeholder="Enter Certificate number"');
  // The page's own CSS (a lazy route's) is a stylesheet of the HTML, so the prerendered page paints styled.
  expect(verify).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/VerifyCertificatePage-[\w-]+\.css">/);

  for (const path of ['/', '/lead-capture/new/kvs-bengaluru-admissions-2026', '/error/404', '/auth/login/']) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toContain('class="prerendered"');
    expect(html, path).toContain('<title>Institute</title>');
  }
});

test('a first visit sees the sign-in page before the app runs, inert, and then the app in its place', async ({ page }) => {
  const release = await holdApp(page);
  await page.goto('/auth/login', { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { name: 'Sign in' });
  await expect(page.getByText('Sign in with your staff account.')).toBeVisible();
  await expect(page.locator('.boot-spinner')).toBeHidden();
  await expect(page.locator('.prerendered .busy-bar')).toBeVisible();
  // Inert: it cannot be focused or typed into, and assistive technology is not offered a form that does nothing
  // yet: axe sees no main landmark and no heading (it is hidden, as the spinner was), and nothing else to report.
  await page.locator('.prerendered input').first().focus();
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');
  expect(await axe(page)).toEqual(['landmark-one-main: html', 'page-has-heading-one: html']);

  release();
  await expect(heading).toBeVisible();
  await expect(page.locator('.prerendered')).toHaveCount(0);
  await expect(page.getByLabel('Username')).toHaveCount(1);
  // The app's own bar replaced the copy's, and nothing is loading now.
  await expect(page.locator('.busy-bar')).toBeHidden();
  await page.getByLabel('Username').fill('asha');
  await expect(page.getByLabel('Username')).toHaveValue('asha');
});

test('a first visit sees the verification page before the app runs, with its logo space kept', async ({ page }) => {
  const release = await holdApp(page);
  await page.goto('/verify-certificate', { waitUntil: 'commit' });
  const input = page.getByPlaceholder('Enter Certificate number');
  await expect(input).toBeVisible();
  // Measured once the stylesheets apply (a script can lay the page out before they arrive; the browser paints only after).
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((l) => l.sheet !== null));
  const before = await input.boundingBox();
  release();
  await expect(page.getByRole('textbox', { name: 'Certificate number' })).toBeVisible();
  await expect(page.locator('.prerendered')).toHaveCount(0);
  // The app's page lays out where the prerendered one was: nothing moves when it takes over.
  expect(await input.boundingBox()).toEqual(before);
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
