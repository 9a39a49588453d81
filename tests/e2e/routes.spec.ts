import { expect, test } from '@playwright/test';

test('an unknown path lands on /error/404', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/error\/404$/);
});

test('the guarded root sends a signed-out visitor to /auth/login', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth\/login/);
});
