import { expect, type Page } from '@playwright/test';
import { test } from './support/appTest';

// "Issued on" is the calendar date the server wrote, or for a moment (a time with a zone) the day it was in India,
// wherever the visitor is. An Indian institute's browser runs in Asia/Kolkata (UTC+5:30), where UTC formatting of
// an offset timestamp used to show the day before; and a server in India writes midnight of 28 March as
// 2025-03-27T18:30:00.000Z (JavaScript's toISOString), which the written date alone showed as 27 March.
test.use({ timezoneId: 'Asia/Kolkata' });

const VALIDATE = /\/api\/certificate\/validate-certificate\/(?!initiate\/)[^/]+$/;

const issuedOn = (page: Page) =>
  page.locator('.verify-record dt', { hasText: /^Issued on$/ }).locator('xpath=following-sibling::dd[1]');

const WRITTEN = ['2025-03-28', '2025-03-28T00:00:00', '2025-03-28T00:00:00+05:30', '2025-03-28T23:30:00+05:30', '2025-03-28T18:29:00Z', '2025-03-27T18:30:00.000Z'];

// One page checks every way of writing the date (a fresh page costs seconds on the shared machine): each case asks
// for its own number, answered with its own date, and waits for that number's heading before reading the date.
test('in Asia/Kolkata, every way of writing 28 March 2025 is shown as 28 March 2025', async ({ page }) => {
  await page.route(VALIDATE, (route) => {
    const number = decodeURIComponent(new URL(route.request().url()).pathname.split('/').pop()!);
    const issuedDate = WRITTEN[Number(number.slice(1))];
    return route.fulfill({
      json: {
        success: true,
        data: { certificateNumber: number, studentName: 'S', courseName: 'C', instituteName: 'I', instituteAddress: 'A', type: 'Manual', issuedDate },
      },
    });
  });
  await page.goto('/verify-certificate');
  // The page really runs at UTC+5:30 (Chromium may name the zone Asia/Calcutta).
  expect(await page.evaluate(() => new Date('2025-03-28T12:00:00Z').getTimezoneOffset())).toBe(-330);
  for (const [index, written] of WRITTEN.entries()) {
    await page.getByPlaceholder('Enter Certificate number').fill(`X${index}`);
    await page.getByRole('button', { name: 'Validate' }).click();
    await expect(page.getByRole('heading', { name: `Certificate X${index} is Valid` }), written).toBeVisible();
    await expect(issuedOn(page), `${written} is shown as 28 March 2025`).toHaveText('28 March 2025');
  }
});
