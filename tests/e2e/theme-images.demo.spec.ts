import { expect, type Page } from '@playwright/test';
import { test } from './support/appTest';

/** Image variants swap with the theme, and the separate switch action saves and reloads (on the gallery, npm start). */
const srcOf = (page: Page, id: string) => page.getByTestId(id).getAttribute('src');

async function openGallery(page: Page) {
  await page.goto('/__gallery');
  await expect(page.getByTestId('themed-image')).toBeVisible();
}

async function expectVariant(page: Page, theme: 'light' | 'dark') {
  const other = theme === 'light' ? 'dark' : 'light';
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  const expected = await page.getByTestId('themed-image').getAttribute(`data-src-${theme}`);
  await expect.poll(() => srcOf(page, 'themed-image')).toBe(expected);
  await expect.poll(() => srcOf(page, 'data-src-image')).toBe(expected);
  await expect(page.getByTestId(`only-${theme}`)).toBeVisible();
  await expect(page.getByTestId(`only-${other}`)).toBeHidden();
}

test('images with light and dark variants follow the menu and the device', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await openGallery(page);
  await expectVariant(page, 'light');
  const theme = page.getByRole('group', { name: 'Theme' });
  await theme.getByRole('radio', { name: 'Dark' }).check();
  await expectVariant(page, 'dark');
  await theme.getByRole('radio', { name: 'System' }).check();
  await expectVariant(page, 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectVariant(page, 'dark');
});

// The reload starts the page in the saved dark theme, so its images are mounted after a dark start: that case is
// checked here rather than on a page load of its own.
test('the switch action saves the choice and reloads the page, whose images start in their dark variant', async ({ page }) => {
  await openGallery(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
  await Promise.all([
    page.waitForEvent('load'),
    page.getByRole('button', { name: 'Save dark theme and reload' }).click(),
  ]);
  expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload)).toBeUndefined();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme_mode'))).toBe('dark');
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expect(page.getByTestId('themed-image')).toBeVisible();
  await expectVariant(page, 'dark');
});
