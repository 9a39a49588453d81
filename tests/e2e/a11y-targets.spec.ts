import { type Locator, type Page } from '@playwright/test';
import { test } from './support/appTest';
import { ADMIN, expect, signInFromStart } from './sessionHelpers';

/** Touch targets of the display menus are at least 44 px (2.75rem, chrome.css) both ways, at phone widths. */

const MIN = 44;

async function box(target: Locator) {
  const b = await target.boundingBox();
  if (!b) throw new Error('not rendered');
  return b;
}

/** Every theme option (the label a tap lands on) and the language select, measured in the given header. */
async function expectTargets(page: Page, header: Locator) {
  const options = header.locator('.theme-menu__option');
  await expect(options).toHaveCount(3);
  for (const option of await options.all()) {
    const b = await box(option);
    expect(b.width, 'theme option width').toBeGreaterThanOrEqual(MIN);
    expect(b.height, 'theme option height').toBeGreaterThanOrEqual(MIN);
  }
  const select = await box(header.getByRole('combobox', { name: 'Language' }));
  expect(select.width, 'language select width').toBeGreaterThanOrEqual(MIN);
  expect(select.height, 'language select height').toBeGreaterThanOrEqual(MIN);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.use({ viewport: { width: 360, height: 740 } });

test('public page at 360 px: theme options and the language select are at least 44 x 44', async ({ page }) => {
  await page.goto('/verify-certificate');
  await expectTargets(page, page.locator('header.guest-bar'));
});

test('staff home at 360 px: theme options, the language select and the user menu are at least 44 x 44', async ({ page }) => {
  await signInFromStart(page);
  const header = page.getByRole('banner');
  await expectTargets(page, header);
  const summary = await box(header.getByRole('button', { name: ADMIN.name }));
  expect(summary.width).toBeGreaterThanOrEqual(MIN);
  expect(summary.height).toBeGreaterThanOrEqual(MIN);
  // The larger targets still leave language, theme and user menus on one row (not the user menu on a row alone).
  const select = await box(header.locator('select'));
  expect(Math.abs(summary.y + summary.height / 2 - (select.y + select.height / 2))).toBeLessThan(MIN / 2);
});

// Every language on one page, switched from its own menu as a visitor would: the bar's layout per language without a
// fresh browser context and page load for each.
test('at 320 px the public display bar stays on one row without sideways scrolling, in every language', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/verify-certificate');
  const bar = page.locator('header.guest-bar');
  for (const language of ['de', 'fr', 'ja', 'zh', 'es', 'en'] as const) {
    await test.step(language, async () => {
      await bar.locator('select').selectOption(language);
      await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language}`));
      await expect(bar.locator('select')).toHaveValue(language);
      const select = await box(bar.locator('select'));
      const theme = await box(bar.locator('.theme-menu'));
      // One row: the two controls overlap vertically (a wrap would put the theme menu below the select).
      expect(theme.y, language).toBeLessThan(select.y + select.height);
      expect(select.y, language).toBeLessThan(theme.y + theme.height);
      expect(select.height, language).toBeGreaterThanOrEqual(MIN);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, language).toBeLessThanOrEqual(0);
    });
  }
});

async function expectTallEnough(target: Locator, what: string) {
  await expect(target).toBeVisible();
  expect((await box(target)).height, what).toBeGreaterThanOrEqual(MIN);
}

// Links and summaries that are a page's own actions get the same 44 px height as its buttons (before: 19-26 px).
test('the not-found page\'s two links, the enquiry form\'s terms and the skip link are at least 44 px tall at 360 px', async ({ page }) => {
  await page.goto('/error/404');
  await expectTallEnough(page.getByRole('link', { name: 'Go to the home page' }), 'home link');
  await expectTallEnough(page.getByRole('link', { name: 'Verify a certificate' }), 'verify link');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await skip.focus();
  expect((await box(skip)).x, 'skip link shown on focus').toBeGreaterThanOrEqual(0);
  await expectTallEnough(skip, 'skip link');

  await page.goto('/lead-capture/new/kvs-bengaluru-admissions-2026');
  await expectTallEnough(page.getByText('Read the terms & conditions'), 'terms summary');
});

test('staff home at 360 px: the link to the verification page is at least 44 px tall', async ({ page }) => {
  await signInFromStart(page);
  await expectTallEnough(page.getByRole('link', { name: 'Open the verification page' }), 'verification link');
});
