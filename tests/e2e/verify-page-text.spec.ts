import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { test } from './support/appTest';

const catalogue = (lang: string): Record<string, string> => JSON.parse(readFileSync(`src/i18n/messages/${lang}.json`, 'utf8'));
const VALIDATE = /\/api\/certificate\/validate-certificate\/(?!initiate\/)[^/]+$/;

test('the tab names the page in the visitor’s language', async ({ page }) => {
  await page.goto('/verify-certificate');
  await expect(page).toHaveTitle('Certificate verification');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
  await expect(page).toHaveTitle(String(catalogue('de')['verify.title']));
});

test('a failed check is announced as one sentence pair with the language’s own full stop', async ({ page }) => {
  const zh = catalogue('zh');
  await page.addInitScript(() => window.localStorage.setItem('language', 'zh'));
  await page.route(VALIDATE, (route) => route.abort('connectionreset'));
  await page.goto('/verify-certificate');
  // Checked by the change event (Tab), so focus stays in the form and the region says the whole outcome.
  await page.getByRole('textbox').fill('KVS-2024-0777');
  await page.getByRole('textbox').press('Tab');
  await expect(page.locator('p[role="status"]')).toHaveText(`${zh['verify.failed.heading']}。${zh['verify.failed.network']}`);
  // Validate moves focus to the heading, which reads it: the region adds only the detail the heading lacks.
  await page.getByRole('button', { name: zh['verify.retry'], exact: true }).click();
  await expect(page.locator('p[role="status"]')).toHaveText(zh['verify.failed.network']!);
});

test('View Certificate is a 44 px touch target on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/verify-certificate?number=KVS-BLR-2025-0118');
  const link = page.getByRole('link', { name: /View Certificate/ });
  await expect(link).toBeVisible();
  expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(44);
});
