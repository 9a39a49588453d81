import { expect, type Page } from '@playwright/test';
import { test } from './support/appTest';
import { readFileSync } from 'node:fs';
import { CHUNK_RELOAD_KEY } from '../../src/reporting/chunkReload';
import { axeViolations } from './support/axe';
import { gate } from './support/gate';

const LANGS = ['en', 'zh', 'es', 'ja', 'de', 'fr'] as const;
type Lang = (typeof LANGS)[number];
const HTML_LANG: Record<Lang, string> = { en: 'en-IN', zh: 'zh-CN', es: 'es-ES', ja: 'ja-JP', de: 'de-DE', fr: 'fr-FR' };

// The catalogues themselves, so the test asserts what each language really says (all plain text, no ICU).
const catalogue = Object.fromEntries(
  LANGS.map((lang) => [lang, JSON.parse(readFileSync(`src/i18n/messages/${lang}.json`, 'utf8')) as Record<string, string>]),
) as Record<Lang, Record<string, string>>;
const say = (lang: Lang, id: string) => {
  const text = catalogue[lang][id];
  if (!text) throw new Error(`${lang} has no ${id}`);
  return text;
};

async function startIn(page: Page, lang: Lang, theme: 'light' | 'dark' = 'light') {
  await page.addInitScript(
    ([l, t]) => {
      // Only before the first load: a reload must show what the menu saved, not this.
      if (sessionStorage.getItem('i18n-test-started')) return;
      sessionStorage.setItem('i18n-test-started', '1');
      localStorage.setItem('language', l);
      localStorage.setItem('theme_mode', t);
    },
    [lang, theme] as const,
  );
}

/** No text node anywhere may be a raw message id. */
async function expectNoRawIds(page: Page) {
  const body = await page.locator('body').innerText();
  expect(body).not.toMatch(/\b(common|menu|auth|customer|verify|validation|error|theme|lead|home|gallery)\.[A-Za-z]+[A-Za-z0-9_.]*\b/);
}

const PAGES = {
  verify: {
    path: '/verify-certificate',
    expectTranslated: async (page: Page, lang: Lang) => {
      await expect(page.getByPlaceholder(say(lang, 'verify.input.placeholder'), { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: say(lang, 'verify.validate'), exact: true })).toBeVisible();
    },
  },
  'sign-in': {
    path: '/auth/login',
    expectTranslated: async (page: Page, lang: Lang) => {
      await expect(page.getByLabel(say(lang, 'auth.username'), { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: say(lang, 'auth.submit'), exact: true })).toBeVisible();
    },
  },
} as const;

// One browser context per language, visiting each public page in it: the same start-up checks per page as one test
// per page and language, without a fresh context for each pair.
for (const lang of LANGS) {
  test(`every public page speaks ${lang} when ${lang} is the saved language`, async ({ page }, testInfo) => {
    await startIn(page, lang);
    for (const [name, spec] of Object.entries(PAGES)) {
      await test.step(name, async () => {
        await page.goto(spec.path);
        await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[lang]);
        await spec.expectTranslated(page, lang);
        await expect(page.getByRole('combobox', { name: say(lang, 'menu.language'), exact: true })).toHaveValue(lang);
        await expectNoRawIds(page);
        // Artefacts for a human check of each script (CJK fonts are installed on the test machine).
        await page.screenshot({ path: testInfo.outputPath(`${name}-${lang}.png`), fullPage: true });
      });
    }
  });
}

// The switch itself is the same in either theme: each page switches once, then axe judges the switched page in
// both themes (the theme changed from the menu, in Japanese), so both themes are still scanned per page.
for (const [name, spec] of Object.entries(PAGES)) {
  test(`the language menu switches the ${name} page without a reload, axe clean in both themes`, async ({ page }) => {
    await startIn(page, 'en', 'light');
    await page.goto(spec.path);
    await spec.expectTranslated(page, 'en');
    // A reload or navigation would wipe this marker and fire a main-frame navigation.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });

    await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption('ja');

    await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP');
    await spec.expectTranslated(page, 'ja');
    await expect(page.getByRole('combobox', { name: say('ja', 'menu.language'), exact: true })).toHaveValue('ja');
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(navigations).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ja');
    await expectNoRawIds(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await axeViolations(page)).toEqual([]);

    await page
      .getByRole('group', { name: say('ja', 'theme.label'), exact: true })
      .getByRole('radio', { name: say('ja', 'theme.dark'), exact: true })
      .check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP');
    expect(await axeViolations(page)).toEqual([]);
    expect(navigations).toEqual([]);

    // The choice is saved: a fresh load starts in it.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP');
    await spec.expectTranslated(page, 'ja');
  });
}

test('choosing two languages quickly ends on the second, even when the first arrives last', async ({ page }) => {
  await startIn(page, 'en');
  // Hold the Chinese catalogue back until French has applied.
  const { release, released: held } = gate();
  await page.route(/\/assets\/zh-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(PAGES.verify.path);
  const menu = page.getByRole('combobox', { name: 'Language', exact: true });
  await menu.selectOption('zh');
  await menu.selectOption('fr');
  await PAGES.verify.expectTranslated(page, 'fr');

  const zhArrived = page.waitForEvent('requestfinished', (r) => /\/assets\/zh-[^/]*\.js$/.test(r.url()));
  release();
  await zhArrived;
  // Two frames: the late catalogue's module has run and React has rendered whatever it was told to.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  await PAGES.verify.expectTranslated(page, 'fr');
  await expect(page.getByRole('combobox', { name: say('fr', 'menu.language'), exact: true })).toHaveValue('fr');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('fr');
});

test('a page loads only its own catalogue (and English for fallback); another loads when chosen', async ({ page }) => {
  const catalogues = new Set<string>();
  page.on('request', (request) => {
    const match = /\/assets\/(en|zh|es|ja|de|fr)-[\w-]+\.js$/.exec(request.url());
    if (match) catalogues.add(match[1]!);
  });
  await startIn(page, 'de');
  await page.goto(PAGES.verify.path);
  await PAGES.verify.expectTranslated(page, 'de');
  expect([...catalogues].sort()).toEqual(['de', 'en']);

  await page.getByRole('combobox', { name: say('de', 'menu.language'), exact: true }).selectOption('es');
  await PAGES.verify.expectTranslated(page, 'es');
  expect([...catalogues].sort()).toEqual(['de', 'en', 'es']);
});

test('a language that cannot load leaves the page as it was and says so', async ({ page }) => {
  await startIn(page, 'en');
  // The app reloads once for a failed chunk (a deploy may have replaced it); as if that was just tried.
  await page.addInitScript((key) => sessionStorage.setItem(key, String(Date.now())), CHUNK_RELOAD_KEY);
  await page.route(/\/assets\/ja-[^/]*\.js$/, (route) => route.abort('internetdisconnected'));
  await page.goto(PAGES.verify.path);
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  const menu = page.getByRole('combobox', { name: 'Language', exact: true });
  await menu.selectOption('ja');
  await expect(page.getByRole('status').filter({ hasText: say('en', 'menu.languageLoadFailed') })).toBeVisible();
  await expect(menu).toHaveValue('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await PAGES.verify.expectTranslated(page, 'en');
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test('a saved language whose catalogue cannot load starts the page in English, not blank', async ({ page }) => {
  await startIn(page, 'ja');
  await page.route(/\/assets\/ja-[^/]*\.js$/, (route) => route.abort('internetdisconnected'));
  await page.goto(PAGES.verify.path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await PAGES.verify.expectTranslated(page, 'en');
  await expect(page.getByRole('combobox', { name: 'Language', exact: true })).toHaveValue('en');
});

test('arrow keys on the closed language select only show a language; Enter or leaving the select applies it', async ({ page }) => {
  const catalogues: string[] = [];
  page.on('request', (request) => {
    const match = /\/assets\/(zh|es|ja|de|fr)-[\w-]+\.js$/.exec(request.url());
    if (match) catalogues.push(match[1]!);
  });
  await startIn(page, 'en');
  await page.goto(PAGES.verify.path);
  const menu = page.getByRole('combobox', { name: 'Language', exact: true });
  await menu.focus();
  // Chromium's closed select changes its value and fires change at each step: English → 中文 → Español → 日本語.
  for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowDown');
  await expect(menu).toHaveValue('ja');
  await expect(menu).toBeFocused();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await PAGES.verify.expectTranslated(page, 'en');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');

  await page.keyboard.press('Enter');
  await PAGES.verify.expectTranslated(page, 'ja');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP');
  const jaMenu = page.getByRole('combobox', { name: say('ja', 'menu.language'), exact: true });
  await expect(jaMenu).toBeFocused();
  // Only the language chosen was fetched, not the two passed on the way.
  expect(catalogues).toEqual(['ja']);

  // Stepping back and leaving the select (Tab) applies too: what the select shows is what the page is in.
  await page.keyboard.press('ArrowUp');
  await expect(jaMenu).toHaveValue('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP');
  await page.keyboard.press('Tab');
  await PAGES.verify.expectTranslated(page, 'es');
  await expect(page.getByRole('combobox', { name: say('es', 'menu.language'), exact: true })).toHaveValue('es');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('es');
  expect(catalogues).toEqual(['ja', 'es']);
});

// Found by review helper review-diff: a step left waiting was applied on blur over another tab's later choice, and
// spread back to every tab.
test('a language step waiting for Enter gives way to another tab’s choice, and Escape drops it', async ({ page }) => {
  await startIn(page, 'en');
  await page.goto(PAGES.verify.path);
  const menu = page.getByRole('combobox', { name: 'Language', exact: true });
  await menu.focus();
  await page.keyboard.press('ArrowDown');
  await expect(menu).toHaveValue('zh');
  // Another tab chooses French meanwhile.
  await page.evaluate(() => {
    localStorage.setItem('language', 'fr');
    window.dispatchEvent(new StorageEvent('storage', { key: 'language', oldValue: 'en', newValue: 'fr', storageArea: localStorage }));
  });
  await PAGES.verify.expectTranslated(page, 'fr');
  const frMenu = page.getByRole('combobox', { name: say('fr', 'menu.language'), exact: true });
  await expect(frMenu).toHaveValue('fr');
  await page.keyboard.press('Tab');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('fr');

  // Escape drops a step: leaving the select then keeps the page as it is.
  await frMenu.focus();
  await page.keyboard.press('ArrowUp');
  await expect(frMenu).toHaveValue('de');
  await page.keyboard.press('Escape');
  await expect(frMenu).toHaveValue('fr');
  await page.keyboard.press('Tab');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('fr');
});
