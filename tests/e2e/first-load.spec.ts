import { expect, type Page } from '@playwright/test';
import { test } from './support/appTest';

/**
 * What a first visit downloads and shows, on the production build: the transition first render, the route guard
 * in the session's chunk, and the route preload script's requests being the ones the app then uses.
 */

/** Script chunks the page downloads, and anything it reports as an error. */
function watch(page: Page) {
  const scripts: string[] = [];
  const styles: string[] = [];
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.resourceType() === 'script') scripts.push(path);
    if (path.endsWith('.css')) styles.push(path);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return { scripts, styles, errors, warnings };
}

const STAFF_CHUNK = /\/assets\/(StaffArea|MainLayout|HomeScreen)[-.]/;
const SESSION_CHUNK = /\/assets\/SessionProvider[-.]/;

test('a signed-out visitor on the guarded root goes to sign in, never downloading the staff area', async ({ page }) => {
  const { scripts, errors } = watch(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Username' })).toBeFocused();
  // The guard itself came with the session's code, which the root needs anyway.
  expect(scripts.some((s) => SESSION_CHUNK.test(s))).toBe(true);
  expect(scripts.filter((s) => STAFF_CHUNK.test(s))).toEqual([]);
  expect(errors).toEqual([]);
});

test('a certificate deep link validates at once without the session code, and moves neither focus nor scroll', async ({ page }) => {
  const { scripts, errors } = watch(page);
  await page.goto('/verify-certificate?number=KVS-BLR-2025-0118');
  await expect(page.getByRole('heading', { name: 'Certificate KVS-BLR-2025-0118 is Valid' }).first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Certificate number' })).toHaveValue('KVS-BLR-2025-0118');
  expect(await page.evaluate(() => [document.activeElement === document.body, window.scrollY])).toEqual([true, 0]);
  expect(scripts.filter((s) => SESSION_CHUNK.test(s) || STAFF_CHUNK.test(s))).toEqual([]);
  expect(errors).toEqual([]);
});

test('the verification page downloads each stylesheet once: none from its own HTML, which has them inline; once from a host that serves index.html', async ({ page, request }) => {
  const { styles, warnings } = watch(page);
  const logo = page.getByRole('img', { name: 'Kaveri Vidya Sansthan, Bengaluru' }).first();
  await page.goto('/verify-certificate');
  await expect(logo).toBeVisible();
  await expect(page.locator('.prerendered')).toHaveCount(0);
  expect(styles).toEqual([]);
  // A host that answers every path with index.html (no prerendered files): the route preload script asks for the
  // route's stylesheet and Vite's loader links it; a preload in another credentials mode is not used and the file
  // comes twice (Chromium warns about it).
  const indexHtml = await (await request.get('/')).text();
  await page.route('**/verify-certificate', (route) => route.fulfill({ body: indexHtml, contentType: 'text/html' }));
  await page.goto('/verify-certificate');
  await expect(logo).toBeVisible();
  await expect.poll(() => styles.filter((s) => /VerifyCertificatePage-[^/]*\.css$/.test(s)).length).toBe(1);
  expect(new Set(styles).size, styles.join(', ')).toBe(styles.length);
  expect(warnings.filter((w) => /preload/i.test(w))).toEqual([]);
});
