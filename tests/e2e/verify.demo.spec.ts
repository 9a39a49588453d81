import { expect, type Page } from '@playwright/test';
import { test } from './support/appTest';

// `npm start` as a new developer sees it: the dev server with msw in the browser answering from the seeded demo.
test.beforeEach(async ({ page }) => {
  // Tests run the demo backend without its artificial latency.
  await page.addInitScript(() => window.localStorage.setItem('demo_latency_ms', '0'));
});

async function validate(page: Page, number: string) {
  await page.getByPlaceholder('Enter Certificate number').fill(number);
  await page.getByRole('button', { name: 'Validate' }).click();
}

const demoCertificates = [
  ['KVS-BLR-2025-0118', 'Aarav Sharma'],
  ['KVS-M-2023-0311', 'Priya Nair'],
  ['KVS-2024-0777', 'Rohan Deshpande'],
  ['KVS 2025/0042', 'Ananya Iyer'],
] as const;

test('npm start shows the demo institute and validates each demo certificate', async ({ page }) => {
  await page.goto('/verify-certificate');
  await expect(page.getByRole('img', { name: 'Kaveri Vidya Sansthan, Bengaluru' }).first()).toBeAttached();
  await expect(page.locator('.verify-logo:visible')).toHaveAttribute('src', /^http:\/\/(localhost|127\.0\.0\.1):\d+\/brand\/kvs-blr-light\.svg$/);
  for (const [number, student] of demoCertificates) {
    await validate(page, number);
    await expect(page.getByRole('heading', { name: `Certificate ${number} is Valid` })).toBeVisible();
    await expect(page.locator('.verify-record')).toContainText(student);
  }
  await validate(page, 'KVS-0000-0000');
  await expect(page.getByRole('heading', { name: 'Certificate not found.' })).toBeVisible();
});

test('the demo answers the 127.0.0.1 branch with its own branding', async ({ page, baseURL }) => {
  await page.goto(`${baseURL!.replace('localhost', '127.0.0.1')}/verify-certificate?number=KVS-M-2023-0311`);
  await expect(page.locator('.verify-logo:visible')).toHaveAttribute('src', /^http:\/\/(localhost|127\.0\.0\.1):\d+\/brand\/kvs-pune-light\.svg$/);
  await expect(page.getByRole('heading', { name: 'Certificate KVS-M-2023-0311 is Valid' })).toBeVisible();
  // Pune does not show scanned certificates.
  await expect(page.getByRole('link', { name: /View Certificate/ })).toHaveCount(0);
});

test('the failure switch (?demo-fail) makes the check fail, with a retry', async ({ page }) => {
  await page.goto('/verify-certificate?demo-fail&number=KVS-2024-0777');
  await expect(page.getByRole('heading', { name: 'The certificate could not be checked' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Certificate not found.' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});
