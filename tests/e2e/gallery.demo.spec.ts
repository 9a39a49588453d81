import { expect, type Page } from '@playwright/test';
import { test } from './support/appTest';
import { axeResults } from './support/axe';

/** The dev-only gallery (npm start): axe and screenshots in both themes and in Japanese (issue 11). */
async function open(page: Page, theme: 'light' | 'dark', language = 'en') {
  await page.addInitScript(
    ([t, l]) => {
      // Only on the first load: a dev-server reload must keep a theme chosen from the menu since.
      if (sessionStorage.getItem('gallery-test-started')) return;
      sessionStorage.setItem('gallery-test-started', '1');
      localStorage.setItem('theme_mode', t!);
      localStorage.setItem('language', l!);
    },
    [theme, language],
  );
  await page.goto('/__gallery');
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  // The dev server compiles the lazy gallery chunk on first visit, which can take a while on a busy machine.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/**
 * Axe over the page, failing unless the gallery's form fields were among what it checked: the dev server reloads
 * when someone edits a file, and axe on a loading spinner would pass for nothing.
 */
async function galleryAxeViolations(page: Page): Promise<string[]> {
  await expect(heading(page)).toBeVisible();
  const results = await axeResults(page);
  expect(results.passes.map((p) => p.id)).toEqual(expect.arrayContaining(['label', 'color-contrast']));
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * A screenshot of the gallery itself (taken again if a dev-server reload put a spinner in its place). Fails when
 * three screenshots in a row may show something else, rather than keep one of those as the gallery.
 */
async function shoot(page: Page, path: string) {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await expect(heading(page)).toBeVisible();
    await page.screenshot({ path, fullPage: true });
    if (await heading(page).isVisible()) return;
  }
  throw new Error(`${path}: the gallery's heading went away while each of 3 screenshots was taken`);
}

/** Chooses a theme from the page's own menu (named in the page's language), as a visitor would. */
async function switchTheme(page: Page, group: string, option: string, theme: 'light' | 'dark') {
  await page.getByRole('group', { name: group, exact: true }).getByRole('radio', { name: option, exact: true }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

// Each language loads the gallery once and switches theme from the menu: the dev server's cold page load is the
// costly part, and the axe scans and screenshots per theme stay as they were.
test('the gallery has no axe violations in the light theme, nor in the dark theme', async ({ page }) => {
  await open(page, 'light');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Design system gallery');
  expect(await galleryAxeViolations(page)).toEqual([]);
  await shoot(page, 'tests/e2e/artifacts/gallery/gallery-light.png');

  await switchTheme(page, 'Theme', 'Dark', 'dark');
  expect(await galleryAxeViolations(page)).toEqual([]);
  await shoot(page, 'tests/e2e/artifacts/gallery/gallery-dark.png');
});

test('the gallery in Japanese, light then dark theme', async ({ page }) => {
  await open(page, 'light', 'ja');
  await expect(page.locator('html')).toHaveAttribute('lang', /^ja/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('デザインシステムのギャラリー');
  await shoot(page, 'tests/e2e/artifacts/gallery/gallery-ja-light.png');

  await switchTheme(page, 'テーマ', 'ダーク', 'dark');
  await expect(page.locator('html')).toHaveAttribute('lang', /^ja/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('デザインシステムのギャラリー');
  // Colours and roles do not change with the language: a full axe scan in Japanese once (dark) is enough next to
  // the English scans in both themes, and each scan of every component costs ~30 s on a busy 2-core machine.
  expect(await galleryAxeViolations(page)).toEqual([]);
  await shoot(page, 'tests/e2e/artifacts/gallery/gallery-ja-dark.png');
});

test('the gallery at 360 px has no horizontal scroll', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await open(page, 'light');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await shoot(page, 'tests/e2e/artifacts/gallery/gallery-360.png');
});

test('components say what they are to assistive technology', async ({ page }) => {
  await open(page, 'light');
  const busy = page.getByRole('button', { name: 'Checking' }).first();
  await expect(busy).toBeDisabled();
  await expect(busy).toHaveAttribute('aria-busy', 'true');
  const invalid = page.getByRole('textbox', { name: 'Email' }).first();
  await expect(invalid).toHaveAttribute('aria-invalid', 'true');
  await expect(invalid).toHaveAccessibleDescription('Enter an email address such as name@example.com');
  await expect(page.getByRole('textbox', { name: 'Full name' }).first()).toHaveAccessibleDescription('As printed on the certificate');
  await expect(page.getByRole('group', { name: 'Preferred contact' }).first().getByRole('radio', { name: 'Email' })).toBeChecked();
  await expect(page.getByRole('link', { name: /Open the certificate/ })).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: /Open the certificate/ })).toHaveAccessibleName('Open the certificate (opens in a new tab)');
});

test('printing keeps the record in black on white and drops the page chrome, even in the dark theme', async ({ page }) => {
  await open(page, 'dark');
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.guest-bar')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Validate' })).toBeHidden();
  const record = page.locator('.print-record');
  await expect(record).toBeVisible();
  await expect(record).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect(record).toHaveCSS('color', 'rgb(0, 0, 0)');
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
});

test('transitions are off while the switching flag is set, and motion stops for reduced-motion users', async ({ page }) => {
  await open(page, 'light');
  const button = page.getByRole('button', { name: 'Cancel' });
  await expect(button).not.toHaveCSS('transition-duration', '0s');
  await page.evaluate(() => document.documentElement.setAttribute('data-theme-switching', ''));
  await expect(button).toHaveCSS('transition-property', 'none');
  await page.evaluate(() => document.documentElement.removeAttribute('data-theme-switching'));
  await expect(button).not.toHaveCSS('transition-property', 'none');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(page.locator('.ui-spinner').first()).toHaveCSS('animation-iteration-count', '1');
  await expect(button).toHaveCSS('transition-duration', '1e-05s');
});
