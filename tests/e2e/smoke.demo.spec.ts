import { expect } from '@playwright/test';
import { test } from './support/appTest';

test('npm start serves the app with the in-browser demo backend', async ({ page }) => {
  await page.goto('/verify-certificate');
  await expect(page.locator('#main')).toBeVisible();
});
