import { expect } from '@playwright/test';
import { test } from './support/appTest';

/** A full-page screenshot of each public page in each theme, kept as an artefact in tests/e2e/artifacts/. */
const PAGES = [
  { name: 'verify-certificate', path: '/verify-certificate' },
  { name: 'login', path: '/auth/login' },
  { name: 'lead-capture', path: '/lead-capture/new/kvs-bengaluru-admissions-2026' },
  { name: 'not-found', path: '/error/404' },
];

// One browser context per theme visits every page: the same shots as one test per page, without a context each.
for (const theme of ['light', 'dark'] as const) {
  test(`every public page in the ${theme} theme`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('theme_mode', value), theme);
    for (const { name, path } of PAGES) {
      await test.step(name, async () => {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(page.locator('#main')).toBeVisible();
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: `tests/e2e/artifacts/theme/${name}-${theme}.png`, fullPage: true });
      });
    }
  });
}
