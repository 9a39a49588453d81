import { expect, type Page } from '@playwright/test';
import { test } from './support/appTest';
import { CHUNK_RELOAD_KEY } from '../../src/reporting/chunkReload';
import { axeViolations } from './support/axe';
import { expectValuesKept, fillValidLead, FORM_PATH } from './leadCaptureHelpers';

/**
 * A chunk that fails after the page is in use must not reload it at once: the reload would lose what the visitor
 * typed but the page keeps no draft of (and offline it would end on the browser's error page). The language menu
 * keeps the page and says why; only the same failure twice in a row, online, reloads it once (a deploy).
 */

/** Marks the document, so a reload or navigation (which starts a fresh one) is seen, and counts page loads. */
async function watchPageLoads(page: Page) {
  let loads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1;
  });
  await page.goto(FORM_PATH);
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  return {
    loads: () => loads,
    sameDocument: () => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true),
  };
}

const languageMenu = (page: Page) => page.getByRole('combobox', { name: 'Language', exact: true });

for (const theme of ['light', 'dark'] as const) {
  test(`the language menu's failure message is axe clean on the enquiry form (${theme})`, async ({ page }) => {
    await page.addInitScript((mode) => window.localStorage.setItem('theme_mode', mode), theme);
    await page.route('**/assets/es-*.js', (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'gone' }));
    await page.goto(FORM_PATH);
    await languageMenu(page).selectOption('es');
    await expect(page.getByRole('status').filter({ hasText: 'Could not load that language.' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('a language whose catalogue is gone (404 after a deploy) keeps the form and what was typed, and says why', async ({ page }) => {
  const watch = await watchPageLoads(page);
  await fillValidLead(page);
  let catalogueRequests = 0;
  await page.route('**/assets/de-*.js', (route) => {
    catalogueRequests += 1;
    return route.fulfill({ status: 404, contentType: 'text/plain', body: 'gone' });
  });

  await languageMenu(page).selectOption('de');

  await expect(page.getByRole('status').filter({ hasText: 'Could not load that language. Please try again.' })).toBeVisible();
  expect(catalogueRequests).toBeGreaterThan(0);
  await expect(languageMenu(page)).toHaveValue('en');
  await expect(languageMenu(page)).toHaveAccessibleDescription('Could not load that language. Please try again.');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expectValuesKept(page);
  expect(await watch.sameDocument()).toBe(true);
  expect(watch.loads()).toBe(1);
  expect(await page.evaluate((key) => sessionStorage.getItem(key), CHUNK_RELOAD_KEY)).toBeNull();
});

test('a language that fails twice in a row, online, reloads the page once in it (a deploy): the draft comes back', async ({ page }) => {
  const watch = await watchPageLoads(page);
  await fillValidLead(page);
  // The old build's catalogue is gone; the reloaded page is the new build, whose catalogue is there.
  await page.route('**/assets/de-*.js', (route) =>
    watch.loads() > 1 ? route.fallback() : route.fulfill({ status: 404, contentType: 'text/plain', body: 'gone' }),
  );
  const storedLanguage = () => page.evaluate(() => window.localStorage.getItem('language'));

  await languageMenu(page).selectOption('de');
  await expect(page.getByRole('status').filter({ hasText: 'Could not load that language. Please try again.' })).toBeVisible();
  // What the visitor was told did not happen is not saved: a reload or a new tab stays in English.
  expect(await storedLanguage()).toBe('en');
  expect(watch.loads()).toBe(1);

  const reloaded = page.waitForEvent('load');
  await languageMenu(page).selectOption('de');
  await reloaded;
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page.getByRole('combobox', { name: 'Sprache', exact: true })).toHaveValue('de');
  // The draft survives the reload; the terms are never ticked again by themselves (leadDraft.ts).
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Asha Rao');
  await expect(page.getByRole('textbox', { name: 'Mobilnummer' })).toHaveValue('+91 98765 43210');
  await expect(page.getByRole('combobox', { name: 'Gewünschter Kurs' })).toHaveValue('bca');
  await expect(page.getByRole('combobox', { name: 'Stadt' })).toHaveValue('in-mh-pune');
  await expect(page.getByRole('textbox', { name: 'Nachricht' })).toHaveValue('Is there a hostel for first-year students?');
  await expect(page.getByRole('checkbox', { name: 'Ich akzeptiere die Allgemeinen Geschäftsbedingungen' })).not.toBeChecked();
  expect(await storedLanguage()).toBe('de');
  expect(watch.loads()).toBe(2);
});

test('offline, choosing a language stays on the form with what was typed and says the connection is missing', async ({ page, context }) => {
  const watch = await watchPageLoads(page);
  await fillValidLead(page);
  await context.setOffline(true);

  await languageMenu(page).selectOption('fr');

  const offline = 'You are offline, so that language could not be loaded. Choose it again when you are back online.';
  await expect(page.getByRole('status').filter({ hasText: offline })).toBeVisible();
  await expect(languageMenu(page)).toHaveValue('en');
  expect(page.url()).toMatch(new RegExp(`${FORM_PATH}$`));
  await expectValuesKept(page);
  expect(await watch.sameDocument()).toBe(true);
  expect(watch.loads()).toBe(1);
  expect(await page.evaluate((key) => sessionStorage.getItem(key), CHUNK_RELOAD_KEY)).toBeNull();

  // What the message promises: back online, the same choice works, still without a reload.
  await context.setOffline(false);
  await languageMenu(page).selectOption('fr');
  await expect(page.getByRole('textbox', { name: 'Nom', exact: true })).toHaveValue('Asha Rao');
  await expect(page.locator('html')).toHaveAttribute('lang', /^fr/);
  await expect(page.getByRole('status').filter({ hasText: offline })).toHaveCount(0);
  expect(await watch.sameDocument()).toBe(true);
  expect(watch.loads()).toBe(1);
});
