import { expect, type Page } from '@playwright/test';
import { test } from './support/appTest';
import { axeViolations } from './support/axe';

/** The 404 page, unknown paths, and the reload-once recovery when a chunk vanished (production build). */

async function useTheme(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript((mode) => window.localStorage.setItem('theme_mode', mode), theme);
}

async function expectAxeClean(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

async function expectNotFoundPage(page: Page) {
  const heading = page.getByRole('heading', { level: 1, name: 'Page not found' });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(page.getByText('Error 404')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'Verify a certificate' })).toHaveAttribute('href', '/verify-certificate');
  await expect(page).toHaveTitle('Page not found');
}

// Per theme one page: an unknown path first (it must land on the 404 page), then /error/404 itself, each checked
// and scanned by axe, without a fresh browser context for each.
for (const theme of ['light', 'dark'] as const) {
  test(`an unknown path and /error/404 itself show a real page with a way home, axe clean (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    await test.step('an unknown path', async () => {
      await page.goto('/no/such/page?x=1');
      await expect(page).toHaveURL(/\/error\/404$/);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expectNotFoundPage(page);
      await expectAxeClean(page);
    });
    await test.step('/error/404', async () => {
      await page.goto('/error/404');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expectNotFoundPage(page);
      await expectAxeClean(page);
    });
  });
}

test('the links lead out of the error area, without a page load', async ({ page }) => {
  await page.goto('/error/404');
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.getByRole('link', { name: 'Verify a certificate' }).click();
  await expect(page).toHaveURL(/\/verify-certificate$/);
  await page.goBack();
  await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click();
  // The home page needs a signed-in user: a visitor is asked to sign in.
  await expect(page).toHaveURL(/\/auth\/login/);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('the 404 page speaks the saved language', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('language', 'de'));
  await page.goto('/error/404');
  await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Zur Startseite' })).toBeVisible();
  await expect(page).toHaveTitle('Seite nicht gefunden');
});

test.describe('a chunk that vanished with a deploy', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`reloads the page once, then shows the fallback instead of looping, axe clean (${theme})`, async ({ page }) => {
      await useTheme(page, theme);
      let chunkGone = true;
      await page.route('**/assets/ErrorArea-*.js', (route) => (chunkGone ? route.abort() : route.continue()));
      let documentLoads = 0;
      page.on('request', (request) => {
        if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documentLoads += 1;
      });

      await page.goto('/error/404', { waitUntil: 'commit' });
      const fallback = page.getByRole('heading', { level: 1, name: 'Something went wrong' });
      // Two page loads (the one reload) come first: allow for a slow machine.
      await expect(fallback).toBeVisible();
      // The first failure reloaded the page; the same failure on the fresh page did not.
      expect(documentLoads).toBe(2);
      await expect(
        page.getByText('Part of the app could not be loaded, possibly because the connection dropped or a new version was just released. Check your connection, then reload the page to continue.'),
      ).toBeVisible();
      await expect(fallback).toBeFocused();
      await expectAxeClean(page);
      expect(documentLoads).toBe(2);

      // The new build is there now: the user's reload brings the page back.
      chunkGone = false;
      await page.getByRole('button', { name: 'Reload page' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      expect(documentLoads).toBe(3);
    });
  }
});

test('a page whose text catalogue vanished reloads once, then shows the fallback, without asking for it again and again', async ({ page }) => {
  // The sign-in page's text is the staff area's catalogue: English, the ids starting with "auth.".
  let catalogueGone = true;
  let catalogueRequests = 0;
  await page.route('**/assets/en-*.js', async (route) => {
    const response = await route.fetch();
    if (!(await response.text()).includes('"auth.title"')) return route.fulfill({ response });
    catalogueRequests += 1;
    return catalogueGone ? route.abort() : route.fulfill({ response });
  });

  await page.goto('/auth/login', { waitUntil: 'commit' });
  const fallback = page.getByRole('heading', { level: 1, name: 'Something went wrong' });
  await expect(fallback).toBeVisible();
  await expect(fallback).toBeFocused();
  await expectAxeClean(page);
  // A few tries per page load (start-up, the head-start download and the page's own: each asks while the others'
  // failures are not in yet, so how many depends on timing), never one per render: and none once the fallback shows.
  const tries = catalogueRequests;
  expect(tries).toBeGreaterThan(0);
  expect(tries).toBeLessThanOrEqual(8);
  await expect(page.getByRole('button', { name: 'Reload page' })).toBeVisible();
  await expectAxeClean(page);
  expect(catalogueRequests).toBe(tries);

  catalogueGone = false;
  await page.getByRole('button', { name: 'Reload page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});
