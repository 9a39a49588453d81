import { expect } from '@playwright/test';
import { test } from './support/appTest';
import { fillValidLead, FORM_PATH } from './leadCaptureHelpers';

test("the server's own field message comes in the reader's language (Accept-Language)", async ({ page }) => {
  const sent: Array<string | null> = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/lead-capture/new/')) sent.push(r.headers()['accept-language'] ?? null);
  });
  await page.goto(FORM_PATH);
  await fillValidLead(page, { email: 'asha@duplicate.example' });
  await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption('de');
  await page.getByRole('button', { name: 'Anfrage senden' }).click();
  // The demo backend translates its texts as a real server may (src/mocks/data/serverTexts.ts).
  await expect(page.getByLabel('E-Mail')).toHaveAccessibleDescription(/^Zu dieser E-Mail-Adresse gibt es bereits eine Anfrage/);
  expect(sent).toEqual(['de-DE']);
});
