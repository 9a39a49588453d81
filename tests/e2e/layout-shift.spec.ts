import { expect } from '@playwright/test';
import { test } from './support/appTest';
import { FORM_PATH } from './leadCaptureHelpers';
import { gate } from './support/gate';
import { layoutShifts } from './support/layoutShifts';

/**
 * What a public page shows while its data comes, and what it shows once it has come, share their top edge: nothing
 * already on screen moves (Cumulative Layout Shift, which Lighthouse scores). The enquiry form's 8 px top margin
 * collapsed through `main` and moved it down as the form replaced the spinner (src/styles/chrome.css).
 */

for (const [outcome, heading, answer] of [
  ['its form', 'Admissions enquiry 2026–27', undefined],
  ['a form no longer open', 'This form is not available', { status: 404, body: JSON.stringify({ success: false, data: null, message: 'Not found' }) }],
  ['a failure to load it', 'The enquiry form could not be loaded', { status: 503, body: '{}' }],
] as const) {
  test(`the enquiry page does not move when ${outcome} replaces the spinner`, async ({ page }) => {
    const { release, released } = gate();
    await page.route('**/api/lead-capture/form/**', async (route) => {
      await released;
      if (answer) await route.fulfill({ ...answer, contentType: 'application/json' });
      else await route.continue();
    });
    await page.goto(FORM_PATH);
    await expect(page.getByRole('main').getByRole('status')).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await layoutShifts(page)).toEqual([]);
  });
}
