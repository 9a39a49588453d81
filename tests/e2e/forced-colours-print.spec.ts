import { expect, type Page } from '@playwright/test';
import { test } from './support/appTest';

/** High contrast (forced colours) and printing from the dark theme: what only colour used to say stays visible. */

const VALID = '/verify-certificate?number=KVS-BLR-2025-0118';
const style = (page: Page, selector: string, property: string) =>
  page.locator(selector).first().evaluate((el, name) => getComputedStyle(el).getPropertyValue(name), property);

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('theme_mode', 'dark'));
});

test('in forced colours the chosen theme is marked, the language select has its arrow, the logo keeps its backdrop', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await page.goto(VALID);
  await expect(page.getByRole('heading', { name: 'Certificate KVS-BLR-2025-0118 is Valid' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();

  const chosen = await style(page, '.theme-menu__option:has(input:checked)', 'background-color');
  const other = await style(page, '.theme-menu__option:has(input:not(:checked))', 'background-color');
  expect(chosen, 'the chosen theme stands out').not.toBe(other);
  // Its focus ring is the system's text colour, not the dark theme's pale blue (2.1:1 on a white system page).
  await page.locator('.guest-bar .ui-select').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeFocused();
  const ring = await style(page, '.theme-menu__option:has(input:focus-visible)', 'outline-color');
  expect(ring).not.toBe('rgb(138, 180, 255)');
  expect(await style(page, '.guest-bar .ui-select', 'appearance')).toBe('auto');
  // The dark logo is drawn for the dark theme's surface (#171b22), not for the system's page colour.
  await expect(page.locator('.verify-logo:visible')).toHaveAttribute('src', /^http:\/\/(localhost|127\.0\.0\.1):\d+\/brand\/kvs-blr-dark\.svg$/);
  expect(await style(page, '.verify-logo:visible', 'background-color')).toBe('rgb(23, 27, 34)');
});

test('printed from the dark theme, the status icons take the light theme’s colours, legible on paper', async ({ page }) => {
  await page.goto(VALID);
  await expect(page.getByRole('heading', { name: 'Certificate KVS-BLR-2025-0118 is Valid' })).toBeVisible();
  expect(await style(page, '.verify-outcome-icon--valid', 'color'), 'on screen: the dark theme’s green').toBe('rgb(95, 211, 148)');
  await page.emulateMedia({ media: 'print' });
  expect(await style(page, '.verify-outcome-icon--valid', 'color')).toBe('rgb(23, 114, 69)');

  await page.emulateMedia({ media: 'screen' });
  await page.getByPlaceholder('Enter Certificate number').fill('UNKNOWN-1');
  await page.getByRole('button', { name: 'Validate' }).click();
  await expect(page.getByRole('heading', { name: 'Certificate not found.' })).toBeFocused();
  await page.emulateMedia({ media: 'print' });
  expect(await style(page, '.verify-outcome-icon--invalid', 'color')).toBe('rgb(180, 35, 24)');
});
