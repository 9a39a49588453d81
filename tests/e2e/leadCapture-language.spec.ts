import { expect } from '@playwright/test';
import { test } from './support/appTest';
import { fillValidLead, FORM_PATH } from './leadCaptureHelpers';
import { gate } from './support/gate';

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

test("the server's words keep the language they came in after a switch, for a screen reader too (lang)", async ({ page }) => {
  await page.goto(FORM_PATH);
  await fillValidLead(page, { email: 'asha@duplicate.example' });
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  const refusal = page.locator('#lead-email-error [lang]');
  await expect(refusal).toHaveText('An enquiry with this email address already exists');
  await expect(refusal).toHaveAttribute('lang', 'en-IN');

  // The page speaks German now; the server's English words are still English, and say so.
  await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(refusal).toHaveText('An enquiry with this email address already exists');
  await expect(refusal).toHaveAttribute('lang', 'en-IN');

  // Sending the refused values again shows the same words, still marked English (nothing is posted).
  await page.getByRole('button', { name: 'Anfrage senden' }).click();
  await expect(refusal).toHaveAttribute('lang', 'en-IN');

  // A new refusal, asked for in German, is German and marked so.
  await page.getByLabel('E-Mail').fill('ravi@duplicate.example');
  await page.getByRole('button', { name: 'Anfrage senden' }).click();
  await expect(refusal).toHaveText(/^Zu dieser E-Mail-Adresse gibt es bereits eine Anfrage/);
  await expect(refusal).toHaveAttribute('lang', 'de-DE');
});

test("after a switch and a reload, the kept server words are still marked with the language they came in", async ({ page }) => {
  await page.goto(FORM_PATH);
  await fillValidLead(page, { email: 'asha@duplicate.example' });
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  const refusal = page.locator('#lead-email-error [lang]');
  await expect(refusal).toHaveAttribute('lang', 'en-IN');
  await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  // A phone's browser discards the tab; it comes back in German with the draft's English words (Session 23).
  await page.reload();
  await expect(page.getByRole('button', { name: 'Anfrage senden' })).toBeVisible();
  await expect(refusal).toHaveText('An enquiry with this email address already exists');
  // Before the fix they were marked de-DE, the reloaded page's language, and read with a German voice.
  await expect(refusal).toHaveAttribute('lang', 'en-IN');
});

test('an answer asked for in English stays marked English when the reader switched to German while it was on its way', async ({ page }) => {
  const { release, released: held } = gate();
  await page.route('**/api/lead-capture/new/**', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  await page.goto(FORM_PATH);
  await fillValidLead(page, { email: 'asha@duplicate.example' });
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByRole('button', { name: 'Send enquiry' })).toHaveAttribute('aria-busy', 'true');
  await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  release();
  // Before the fix the English refusal was marked with the page's new language, read with a German voice.
  const refusal = page.locator('#lead-email-error [lang]');
  await expect(refusal).toHaveText('An enquiry with this email address already exists');
  await expect(refusal).toHaveAttribute('lang', 'en-IN');
});

test('the first requests of a page opened in a saved language already carry it (Accept-Language), and English ones en-IN', async ({ page }) => {
  // Before the fix <html lang> was set after the page's machines had started, so a deep link's branding and check
  // went out with index.html's "en", whatever language the reader had chosen.
  for (const [language, tag] of [['de', 'de-DE'], ['en', 'en-IN']] as const) {
    const sent: string[] = [];
    const record = (r: { url: () => string; headers: () => Record<string, string> }) => {
      if (r.url().includes('/api/certificate/')) sent.push(`${new URL(r.url()).pathname} ${r.headers()['accept-language']}`);
    };
    await page.goto('/error/404');
    await page.evaluate((lang) => window.localStorage.setItem('language', lang), language);
    page.on('request', record);
    await page.goto('/verify-certificate?number=KVS-BLR-2025-0118');
    await expect(page.getByRole('heading', { name: /KVS-BLR-2025-0118/ })).toBeVisible();
    page.off('request', record);
    expect(sent).toEqual([
      `/api/certificate/validate-certificate/initiate/localhost ${tag}`,
      `/api/certificate/validate-certificate/KVS-BLR-2025-0118 ${tag}`,
    ]);
  }
});
