import { expect, type Page } from '@playwright/test';
import { test } from './support/appTest';
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

// The signed-out routes share one page, visited in turn (each a full page load): the same checks as one test per
// route without a fresh browser context each. The staff chunk check runs after every public page.
test('each public route opens its page without the staff area code, and the guarded root asks a visitor to sign in', async ({ page }) => {
  const scripts = scriptsLoaded(page);
  const noStaffCode = () => expect(scripts.filter((s) => STAFF_CHUNK.test(s))).toEqual([]);

  await test.step('/verify-certificate', async () => {
    await page.goto('/verify-certificate');
    await expect(page.getByRole('heading', { level: 1, name: 'Certificate verification' })).toBeVisible();
    await expect(page.getByPlaceholder('Enter Certificate number')).toBeVisible();
    noStaffCode();
  });
  await test.step('/auth/login', async () => {
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    noStaffCode();
  });
  await test.step('/lead-capture/new/{formId}', async () => {
    await page.goto('/lead-capture/new/kvs-bengaluru-admissions-2026');
    await expect(page.getByRole('textbox', { name: /Mobile/ })).toBeVisible();
    noStaffCode();
  });
  await test.step('/error/404', async () => {
    await page.goto('/error/404');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
  await test.step('an unknown path', async () => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/error\/404$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
  await test.step('the guarded root', async () => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth\/login/);
  });
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
