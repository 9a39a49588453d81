import { expect, test, type Page } from '@playwright/test';

// "Issued on" is the calendar date the server wrote, whatever offset or zone comes with it and wherever the
// visitor is. An Indian institute's browser runs in Asia/Kolkata (UTC+5:30), where UTC formatting of an
// offset timestamp used to show the day before.
test.use({ timezoneId: 'Asia/Kolkata' });

const VALIDATE = /\/api\/certificate\/validate-certificate\/(?!initiate\/)[^/]+$/;

function answerWithDate(page: Page, issuedDate: string) {
  return page.route(VALIDATE, (route) =>
    route.fulfill({
      json: {
        success: true,
        data: { certificateNumber: 'X1', studentName: 'S', courseName: 'C', instituteName: 'I', instituteAddress: 'A', type: 'Manual', issuedDate },
      },
    }),
  );
}

const issuedOn = (page: Page) =>
  page.locator('.verify-record dt', { hasText: /^Issued on$/ }).locator('xpath=following-sibling::dd[1]');

for (const written of ['2025-03-28', '2025-03-28T00:00:00', '2025-03-28T00:00:00+05:30', '2025-03-28T23:30:00+05:30', '2025-03-28T18:30:00Z']) {
  test(`in Asia/Kolkata, ${written} is shown as 28 March 2025`, async ({ page }) => {
    await answerWithDate(page, written);
    await page.goto('/verify-certificate');
    await page.getByPlaceholder('Enter Certificate number').fill('X1');
    await page.getByRole('button', { name: 'Validate' }).click();
    await expect(page.getByRole('heading', { name: 'Certificate X1 is Valid' })).toBeVisible();
    // The page really runs at UTC+5:30 (Chromium may name the zone Asia/Calcutta).
    expect(await page.evaluate(() => new Date('2025-03-28T12:00:00Z').getTimezoneOffset())).toBe(-330);
    await expect(issuedOn(page)).toHaveText('28 March 2025');
  });
}
