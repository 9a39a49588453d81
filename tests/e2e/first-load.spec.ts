import { expect, test, type Page } from '@playwright/test';

/**
 * Final review of session 3's start-up changes (transition first render, the route guard in the session's chunk),
 * on the production build.
 */

/** Script chunks the page downloads, and anything it reports as an error. */
function watch(page: Page) {
  const scripts: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { scripts, errors };
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
