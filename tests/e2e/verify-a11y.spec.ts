import { expect } from '@playwright/test';
import { test } from './support/appTest';
import { axeViolations as axe } from './support/axe';

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((mode) => window.localStorage.setItem('theme_mode', mode), theme);
    });

    test('idle, valid, not found, refused and failed states have no axe violations', async ({ page }) => {
      await page.goto('/verify-certificate');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.locator('.verify-logo:visible')).toHaveCount(1);
      // The branch colour comes a moment after the logo (its maths load on demand): axe judges the page in it, not
      // the frame before it arrives, whose colour then eases over (a CI run caught the button mid-change once).
      await page.waitForFunction(() => document.documentElement.style.cssText.includes('--'));
      expect(await axe(page)).toEqual([]);

      // Enter, not a click: a click's blur checks the number first (the change event), and on a fast answer the
      // outcome is out, and announced, before the click's Validate asks for focus.
      await page.getByPlaceholder('Enter Certificate number').fill('KVS-BLR-2025-0118');
      await page.getByPlaceholder('Enter Certificate number').press('Enter');
      await expect(page.getByRole('heading', { name: 'Certificate KVS-BLR-2025-0118 is Valid' })).toBeFocused();
      // The focused heading reads the outcome; the live region does not say it a second time, nor does a landmark
      // around it (NVDA and JAWS say a named region's name as focus enters it, then the heading's).
      await expect(page.locator('p[role="status"]')).toHaveText('');
      await expect(page.getByRole('main').getByRole('region')).toHaveCount(0);
      await expect(page.getByRole('complementary')).toBeVisible();
      expect(await axe(page)).toEqual([]);

      await page.getByPlaceholder('Enter Certificate number').fill('UNKNOWN-1');
      await page.getByRole('button', { name: 'Validate' }).click();
      await expect(page.getByRole('heading', { name: 'Certificate not found.' })).toBeFocused();
      await expect(page.getByRole('main').getByRole('region')).toHaveCount(0);
      expect(await axe(page)).toEqual([]);

      await page.getByPlaceholder('Enter Certificate number').fill('..');
      await page.getByRole('button', { name: 'Validate' }).click();
      await expect(page.getByPlaceholder('Enter Certificate number')).toBeFocused();
      expect(await axe(page)).toEqual([]);

      await page.route(/validate-certificate\/(?!initiate)/, (r) => r.fulfill({ status: 500, body: '' }));
      await page.getByPlaceholder('Enter Certificate number').fill('KVS-2024-0777');
      await page.getByRole('button', { name: 'Validate' }).click();
      await expect(page.getByRole('heading', { name: 'The certificate could not be checked' })).toBeFocused();
      await expect(page.getByRole('main').getByRole('region')).toHaveCount(0);
      expect(await axe(page)).toEqual([]);
    });

    test('the dark theme shows the dark logo, the light theme the light one', async ({ page }) => {
      await page.goto('/verify-certificate');
      const visible = page.locator('.verify-logo:visible');
      await expect(visible).toHaveCount(1);
      await expect(visible).toHaveAttribute('src', new RegExp(`^http://localhost:\\d+/brand/kvs-blr-${theme}\\.svg$`));
    });
  });
}

test('works at 360 px wide without horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/verify-certificate?number=KVS%202025%2F0042');
  await expect(page.getByRole('heading', { name: 'Certificate KVS 2025/0042 is Valid' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(page.getByRole('button', { name: 'Validate' })).toBeInViewport();
});
