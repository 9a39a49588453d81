import type { Page } from '@playwright/test';
import { test } from './support/appTest';
import { expect, signIn } from './sessionHelpers';

/**
 * A branch logo that does not load (moved, or its file server down) never shows the browser's broken-image sign:
 * the institute's name stands in for it, and a dark variant that does not load gives way to the light one.
 */

const NAME = 'Kaveri Vidya Sansthan, Bengaluru';
const missing = (page: Page, file: string) =>
  page.route(`**/brand/${file}`, (route) => route.fulfill({ status: 404, body: '' }));

test('verification page: a missing logo gives way to the name; a missing dark logo to the light one', async ({ page }) => {
  await missing(page, 'kvs-blr-light.svg');
  await page.goto('/verify-certificate');
  const slot = page.locator('.verify-logo-slot');
  await expect(slot.getByText(NAME)).toBeVisible();
  await expect(slot.locator('img')).toHaveCount(1); // the dark variant, hidden in the light theme
  await expect(slot.locator('img:visible')).toHaveCount(0);

  // In the dark theme the dark logo, which loads, replaces the name.
  await page.getByRole('radio', { name: 'Dark' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(slot.locator('img:visible')).toHaveAttribute('src', /^http:\/\/(localhost|127\.0\.0\.1):\d+\/brand\/kvs-blr-dark\.svg$/);
  await expect(slot.getByText(NAME)).toBeHidden();

  // A dark logo that does not load: the light one shows in the dark theme.
  await page.unroute('**/brand/kvs-blr-light.svg');
  await missing(page, 'kvs-blr-dark.svg');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(slot.locator('img')).toHaveCount(1);
  await expect(slot.locator('img:visible')).toHaveAttribute('src', /^http:\/\/(localhost|127\.0\.0\.1):\d+\/brand\/kvs-blr-light\.svg$/);
  await expect.poll(() => slot.locator('img:visible').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(slot.getByText(NAME)).toHaveCount(0);
});

test('enquiry form: a missing logo is left out, the name stays; the dark theme keeps its own logo', async ({ page }) => {
  await missing(page, 'kvs-blr-light.svg');
  await page.goto('/lead-capture/new/kvs-bengaluru-admissions-2026');
  await expect(page.getByRole('heading', { level: 1, name: 'Admissions enquiry 2026–27' })).toBeVisible();
  const header = page.locator('header').filter({ hasText: NAME });
  await expect(header.getByText(NAME)).toBeVisible();
  await expect(header.locator('img')).toHaveCount(1); // the dark variant, for the dark theme only
  await expect(header.locator('img:visible')).toHaveCount(0);

  await page.getByRole('radio', { name: 'Dark' }).check();
  await expect(header.locator('img:visible')).toHaveAttribute('src', /^http:\/\/(localhost|127\.0\.0\.1):\d+\/brand\/kvs-blr-dark\.svg$/);
});

test('staff pages at 360 px: a missing logo gives way to the written name', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await missing(page, 'kvs-blr-light.svg');
  await page.goto('/auth/login');
  await signIn(page);
  // The staff pages carry the institute's name, beside the branch's logo.
  const brand = page.getByRole('banner').getByRole('link', { name: 'Kaveri Vidya Sansthan', exact: true });
  await expect(brand.getByText('Kaveri Vidya Sansthan')).toBeVisible();
  // Written out, not only for screen readers (below 1280 px the logo normally stands for the name).
  await expect(brand.getByText('Kaveri Vidya Sansthan')).not.toHaveClass(/sr-only/);
  await expect(brand.locator('img')).toHaveCount(0);
});
