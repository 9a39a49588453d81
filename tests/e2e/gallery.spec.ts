import { expect } from '@playwright/test';
import { test } from './support/appTest';

/** The gallery is development-only: the production build does not know the route (it goes to 404 like any other). */
test('the production build has no gallery', async ({ page }) => {
  await page.goto('/__gallery');
  await expect(page).toHaveURL(/\/error\/404$/);
  await expect(page.getByRole('heading', { name: 'Design system gallery' })).toHaveCount(0);
});
