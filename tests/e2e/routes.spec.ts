import { expect, test, type Page } from '@playwright/test';
import { signInFromStart } from './sessionHelpers';

/** One smoke test per route of spec section 2, on the production build. */

/** Records the script chunks a page downloads, to prove the public pages never fetch the staff area. */
function scriptsLoaded(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') names.push(new URL(request.url()).pathname);
  });
  return names;
}

const STAFF_CHUNK = /\/assets\/(StaffArea|MainLayout|HomeScreen)[-.]/;

test('/verify-certificate opens the public page without the staff area code', async ({ page }) => {
  const scripts = scriptsLoaded(page);
  await page.goto('/verify-certificate');
  await expect(page.getByRole('heading', { level: 1, name: 'Certificate verification' })).toBeVisible();
  await expect(page.getByPlaceholder('Enter Certificate number')).toBeVisible();
  expect(scripts.filter((s) => STAFF_CHUNK.test(s))).toEqual([]);
});

test('/auth/login opens the sign-in page without the staff area code', async ({ page }) => {
  const scripts = scriptsLoaded(page);
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect(scripts.filter((s) => STAFF_CHUNK.test(s))).toEqual([]);
});

test('/lead-capture/new/{formId} opens the enquiry form without the staff area code', async ({ page }) => {
  const scripts = scriptsLoaded(page);
  await page.goto('/lead-capture/new/kvs-bengaluru-admissions-2026');
  await expect(page.getByRole('textbox', { name: /Mobile/ })).toBeVisible();
  expect(scripts.filter((s) => STAFF_CHUNK.test(s))).toEqual([]);
});

test('/error/404 is a real page', async ({ page }) => {
  await page.goto('/error/404');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('an unknown path lands on /error/404', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/error\/404$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('the guarded root sends a signed-out visitor to /auth/login', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('the root shows the main layout to signed-in staff, from the staff area chunk', async ({ page }) => {
  const scripts = scriptsLoaded(page);
  await signInFromStart(page);
  // Proves STAFF_CHUNK names the real chunk, so the "never downloads" checks above can fail.
  expect(scripts.some((s) => STAFF_CHUNK.test(s))).toBe(true);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner')).toContainText('Kaveri Vidya Sansthan');
  await expect(page.getByRole('navigation')).toBeVisible();
});
