import { expect, type Page } from '@playwright/test';
import { test } from './support/appTest';

// The four layout items the visual sweep left for a design call. Each assertion failed before its fix.

const PHONE = { width: 360, height: 740 };

/** Chooses the language before the app starts (the language menu's own storage key) and waits for it to apply. */
async function openIn(page: Page, lang: string, path: string) {
  await page.goto('/verify-certificate');
  await page.evaluate((value) => window.localStorage.setItem('language', value), lang);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${lang}`));
}

/** Signs in through the form, whatever the language (fields found by their autocomplete roles). */
async function signInAs(page: Page, lang: string, username: string, password: string) {
  await openIn(page, lang, '/auth/login');
  await page.locator('input[autocomplete=username]').fill(username);
  await page.locator('input[autocomplete=current-password]').fill(password);
  await page.locator('input[autocomplete=current-password]').press('Enter');
  await expect(page.locator('main h1')).toContainText(username === 'admin' ? 'Ananya Iyer' : 'Rohit Deshpande');
}

test.describe('the staff header on a phone', () => {
  test.use({ viewport: PHONE });

  for (const lang of ['en', 'de']) {
    test(`takes two rows and keeps every control in ${lang}`, async ({ page }) => {
      await signInAs(page, lang, 'admin', 'admin@123');
      const header = page.getByRole('banner');
      await expect(header.locator('img')).toBeVisible();
      // Two rows: the brand (36 px) beside the navigation's 44 px link, then the language select, the theme menu
      // (44 px options in a 2+1 px frame: 50 px) and the account button; 8 px above, between and below, and a
      // 1 px border: 119 px. 124 allows for font rounding; a third row (44+ px) cannot fit. Before: 163 px, the
      // navigation's one link on a row of its own, the page's heading below the first fifth of the screen.
      const height = (await header.boundingBox())!.height;
      expect(height, 'header height').toBeLessThanOrEqual(124);

      const controls = [
        header.getByRole('link').first(), // the brand, linking home
        header.getByRole('navigation').getByRole('link'),
        header.getByRole('combobox'),
        ...(await header.getByRole('radio').all()),
        header.getByRole('button'),
      ];
      expect(controls).toHaveLength(7);
      for (const control of controls) {
        await expect(control).toHaveAccessibleName(/\S/);
        // A radio is a transparent native input over its drawn option: its box is the option's.
        const box = (await control.boundingBox())!;
        expect(box.x, 'inside the screen on the left').toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, 'inside the screen on the right').toBeLessThanOrEqual(PHONE.width);
        expect(box.y + box.height, 'inside the header').toBeLessThanOrEqual(height + 1);
      }
      await expect(header.getByRole('navigation').getByRole('link')).toBeVisible();
      await expect(header.getByRole('combobox')).toBeVisible();
      await expect(header.getByRole('button')).toBeVisible();

      // The keyboard reaches each in reading order from the skip link: brand, navigation, language, theme, account.
      await page.locator('.skip-link').focus();
      const reached: string[] = [];
      for (let i = 0; i < 5; i += 1) {
        await page.keyboard.press('Tab');
        reached.push(
          await page.evaluate(() => {
            const el = document.activeElement!;
            return el.closest('nav') ? 'nav' : el.tagName === 'INPUT' ? `radio:${(el as HTMLInputElement).value}` : el.tagName;
          }),
        );
      }
      expect(reached).toEqual(['A', 'nav', 'SELECT', 'radio:light', 'BUTTON']);
    });
  }
});
