import { expect } from '@playwright/test';
import { test } from './support/appTest';
import { gate } from './support/gate';

test('a language chosen in one tab applies in the others, as the theme does', async ({ context }) => {
  const here = await context.newPage();
  const there = await context.newPage();
  await here.goto('/verify-certificate');
  await there.goto('/auth/login');
  await expect(here.locator('html')).toHaveAttribute('lang', 'en-IN');
  await there.getByRole('combobox', { name: 'Language', exact: true }).selectOption('de');
  await expect(there.locator('html')).toHaveAttribute('lang', 'de-DE');
  // Before, this tab stayed in English until it was reloaded.
  await expect(here.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(here.getByRole('combobox', { name: 'Sprache', exact: true })).toHaveValue('de');
  await expect(here.getByRole('textbox', { name: 'Zertifikatsnummer' })).toBeVisible();
});

// A tab reads the saved language as it starts, then downloads that language's catalogue before React renders; only
// then does it listen for other tabs' choices (I18nProvider's effect). A language chosen in another tab meanwhile
// fires its one storage event into a tab that is not listening yet.
test('a language chosen in another tab while this tab is still starting applies here too', async ({ context }) => {
  const here = await context.newPage();
  // This tab's English catalogue is slow (a slow phone, a slow network): the tab is starting until it arrives.
  const { release, released: held } = gate();
  let asked = 0;
  await here.route(/\/assets\/en-[^/]*\.js$/, async (route) => {
    asked += 1;
    await held;
    await route.continue();
  });
  await here.goto('/error/404', { waitUntil: 'commit' });
  await expect.poll(() => asked).toBeGreaterThan(0);

  const there = await context.newPage();
  await there.goto('/auth/login');
  await there.getByRole('combobox', { name: 'Language', exact: true }).selectOption('de');
  await expect(there.locator('html')).toHaveAttribute('lang', 'de-DE');

  release();
  await expect(here.getByRole('combobox', { name: /Language|Sprache/ })).toBeVisible();
  expect(await here.evaluate(() => window.localStorage.getItem('language'))).toBe('de');
  // Before the fix this tab started in English and stayed so, beside German saved for every tab.
  await expect(here.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(here.getByRole('combobox', { name: 'Sprache', exact: true })).toHaveValue('de');
});
