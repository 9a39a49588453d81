import { expect } from '@playwright/test';
import { test } from './support/appTest';
import { fillValidLead, FORM_PATH } from './leadCaptureHelpers';

test('npm start: the in-browser demo backend serves the enquiry form, its lookups and a 422', async ({ page }) => {
  await page.goto(FORM_PATH);
  // The dev server compiles modules on first request, so the first screen may take a while on a busy machine
  // (the demo project's expect waits up to 60 s: playwright.config.ts).
  await expect(page.getByRole('heading', { level: 1, name: 'Admissions enquiry 2026–27' })).toBeVisible();
  await fillValidLead(page, { email: 'asha@duplicate.example' });
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription(/^An enquiry with this email address already exists/);
  await page.getByLabel('Email').fill('asha.rao@example.in');
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your enquiry' })).toBeFocused();
  // The demo keeps the lead, as a server would, for every tab.
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('demo:leadCapture.submissions') ?? '[]'));
  expect(stored).toEqual([expect.objectContaining({ email: 'asha.rao@example.in', formId: 'kvs-bengaluru-admissions-2026' })]);
});
