import { expect } from '@playwright/test';
import { test } from './support/appTest';

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
