import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { INTL_LOCALE, LANGUAGES } from '../../src/i18n/locales';

/**
 * With scripting off, every page says in six languages that it needs JavaScript, instead of a spinner for ever.
 * Playwright's own `test`: the app fixture waits for the app to run, which here it never does.
 */

const note = (lang: string) => (JSON.parse(readFileSync(`src/i18n/messages/${lang}.json`, 'utf8')) as Record<string, string>)['html.noscript']!;

test.describe('with scripting off', () => {
  test.use({ javaScriptEnabled: false });
  for (const path of ['/verify-certificate', '/auth/login', '/lead-capture/new/kvs-bengaluru-admissions-2026', '/']) {
    test(`${path}: the note, in each language under its own lang, replaces the spinner`, async ({ page }) => {
      await page.goto(path);
      const box = page.locator('.noscript-note');
      await expect(box.locator('p')).toHaveCount(LANGUAGES.length);
      for (const lang of LANGUAGES) await expect(box.locator(`p[lang="${INTL_LOCALE[lang]}"]`)).toHaveText(note(lang));
      await expect(box).toBeVisible();
      await expect(page.locator('.spinner-wrap')).toBeHidden();
    });
  }
});

test('with scripting on, the note is never shown and the app renders', async ({ page }) => {
  await page.goto('/verify-certificate');
  await expect(page.getByRole('button', { name: 'Validate' })).toBeVisible();
  await expect(page.getByText(note('en'))).toHaveCount(0);
});
