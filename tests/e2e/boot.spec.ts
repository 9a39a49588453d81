import { expect, test } from '@playwright/test';

test('the HTML paints a spinner on its own, and the first render replaces it', async ({ page, request }) => {
  // What a slow phone shows before any JavaScript has arrived.
  const html = await (await request.get('/verify-certificate')).text();
  expect(html).toMatch(/<div id="root"><div class="spinner-wrap" aria-hidden="true"><svg class="boot-spinner"/);
  // No render-blocking script file before first paint: the theme script is inline.
  expect(html).not.toMatch(/<script[^>]+src="\/theme-init\.js"/);

  await page.goto('/verify-certificate');
  await expect(page.getByPlaceholder('Enter Certificate number')).toBeVisible();
  await expect(page.locator('.boot-spinner')).toHaveCount(0);
});
