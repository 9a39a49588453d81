import { expect, type Page } from '@playwright/test';
import { test } from './support/appTest';
import { axeViolations } from './support/axe';

// A result pdf on another origin (a file store) opens in a new tab. Its URL arrives after a request, when the
// press on View Result may no longer allow a new tab (Safari at once, others after a few seconds on a slow
// network): a refused tab must not leave the visitor with nothing.
const FILE = 'https://files.example.org/results/r-2025-0118.pdf';

async function resultOnAnotherOrigin(page: Page) {
  await page.route('**/api/result/download-pdf/**', (route) => route.fulfill({ json: { success: true, data: FILE } }));
  await page.context().route(FILE, (route) => route.fulfill({ contentType: 'application/pdf', body: '%PDF-1.4\n%%EOF\n' }));
  await page.goto('/verify-certificate?number=KVS-BLR-2025-0118');
  await expect(page.getByRole('heading', { name: 'Certificate KVS-BLR-2025-0118 is Valid' })).toBeVisible();
}

test('a result on another origin opens in a new tab that cannot reach back to the page', async ({ page }) => {
  await resultOnAnotherOrigin(page);
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'View Result' }).click();
  const tab = await popup;
  await expect(tab).toHaveURL(FILE);
  expect(await tab.evaluate(() => window.opener)).toBeNull();
  await expect(page.getByRole('link', { name: /Open the result/ }), 'the tab opened: no link to press').toHaveCount(0);
});

test('a new tab the browser refuses becomes a link to press, focused, in the visitor’s language', async ({ page }) => {
  // What a popup blocker does: window.open answers null and opens nothing.
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await resultOnAnotherOrigin(page);
  await page.getByRole('button', { name: 'View Result' }).click();
  const link = page.getByRole('link', { name: 'Open the result (PDF) (opens in a new tab)' });
  await expect(link).toBeFocused();
  await expect(link).toHaveAttribute('href', FILE);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.getByRole('alert'), 'not a failure: the result is there').toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // Pressing it is a fresh click: the browser opens the tab.
  const popup = page.waitForEvent('popup');
  await page.keyboard.press('Enter');
  await expect(await popup).toHaveURL(FILE);

  // Another number is another record: its link goes.
  await page.getByPlaceholder('Enter Certificate number').fill('KVS 2025/0042');
  await page.getByRole('button', { name: 'Validate' }).click();
  await expect(page.getByRole('heading', { name: 'Certificate KVS 2025/0042 is Valid' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Open the result/ })).toHaveCount(0);

  await page.evaluate(() => window.localStorage.setItem('language', 'de'));
  await page.reload();
  await page.getByRole('button', { name: 'Ergebnis ansehen' }).click();
  await expect(page.getByRole('link', { name: /Ergebnis öffnen \(PDF\)/ })).toBeFocused();
});
