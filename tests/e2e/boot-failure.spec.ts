import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { INTL_LOCALE, LANGUAGE_KEY, LANGUAGES, type Language } from '../../src/i18n/locales';
import { test } from './support/appTest';
import { axeViolations } from './support/axe';
import { gate } from './support/gate';

/**
 * When the start-up code cannot be fetched, every page says so in six languages with a reload link (the build's
 * note, scripts/noscript-plugin.ts), instead of the boot spinner or a prerendered copy whose buttons wait for ever.
 * Two ways in: the entry module's <script> fails (index.html's head script), or start-up fails later (src/main.tsx),
 * here the English catalogue, which every page needs, failing on every request, so the chunk guard's one reload
 * (src/reporting/chunkReload.ts) fails again. Navigations use `waitUntil: 'commit'`: the app never takes over, so
 * appTest's wait for it would never end.
 */

const ENTRY = '**/assets/index-*.js';
const ENGLISH_CATALOGUE = '**/assets/en-*.js';
const LEAD = '/lead-capture/new/kvs-bengaluru-admissions-2026';
const VERIFY = '/verify-certificate';

const catalogue = (lang: Language) => JSON.parse(readFileSync(`src/i18n/messages/${lang}.json`, 'utf8')) as Record<string, string>;

const note = (page: Page) => page.locator('.boot-failed-note');

/**
 * Fails every request for `pattern`, and records in the tab's sessionStorage (which a reload keeps) which page
 * loads of this tab showed the note: the chunk guard's reload must not be preceded by it.
 */
async function failing(page: Page, pattern: string) {
  await page.route(pattern, (route) => route.abort('internetdisconnected'));
  await page.addInitScript(() => {
    const load = String(Number(sessionStorage.getItem('test-loads') ?? '0') + 1);
    sessionStorage.setItem('test-loads', load);
    // From the document: <html> does not exist yet when an init script runs.
    new MutationObserver(() => {
      const shown = (sessionStorage.getItem('test-note-in') ?? '').split(' ').filter(Boolean);
      if (document.documentElement.classList.contains('boot-failed') && !shown.includes(load)) {
        sessionStorage.setItem('test-note-in', [...shown, load].join(' '));
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['class'] });
  });
  // Null while a navigation (the guard's reload) replaces the document.
  const stored = (key: string) => page.evaluate((k) => sessionStorage.getItem(k), key).catch(() => null);
  return { loads: () => stored('test-loads'), noteIn: () => stored('test-note-in') };
}

/**
 * Holds the chunk guard's reload (the second request for the page's document) until the first document's start-up
 * has failed (src/main.tsx logs why), so that document surely had its chance to show the note, which it must not.
 */
async function holdReloadUntilStartUpFailed(page: Page, path: string) {
  const { release: startUpFailed, released: failed } = gate();
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Failed to fetch dynamically imported module')) startUpFailed();
  });
  let documents = 0;
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (!route.request().isNavigationRequest()) return route.fallback();
      documents += 1;
      if (documents > 1) await failed;
      return route.continue();
    },
  );
}

/**
 * The note, whole, in all six languages under their own lang, as the page: no spinner, no prerendered copy. The
 * start-up failure note ends with a reload link; the one for a browser that cannot parse the code has none.
 */
async function expectNote(page: Page, kind: 'failed' | 'unsupported' = 'failed') {
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('main')).toHaveClass('boot-failed-note');
  await expect(note(page).locator('[lang]')).toHaveCount(LANGUAGES.length);
  for (const lang of LANGUAGES) {
    const block = note(page).locator(`[lang="${INTL_LOCALE[lang]}"]`);
    const text = catalogue(lang);
    if (kind === 'unsupported') {
      await expect(block.getByRole('heading', { level: 1 })).toHaveText(text['html.bootUnsupportedTitle']!);
      await expect(block.locator('p')).toHaveText(text['html.bootUnsupported']!);
      await expect(block.getByRole('link')).toHaveCount(0);
      continue;
    }
    await expect(block.getByRole('heading', { level: 1 })).toHaveText(text['html.bootFailedTitle']!);
    await expect(block.locator('p')).toHaveText(`${text['html.bootFailed']} ${text['html.bootFailedReload']}`);
    await expect(block.getByRole('link', { name: text['html.bootFailedReload'] })).toHaveAttribute('href', '');
  }
  await expect(page.locator('.spinner-wrap')).toBeHidden();
  await expect(page.locator('.prerendered main')).toBeHidden();
}

for (const path of [LEAD, VERIFY]) {
  test(`${path}: the entry module failing shows the note instead of the spinner (or the copy); its link reloads the page`, async ({ page }) => {
    const watch = await failing(page, ENTRY);
    await page.goto(path, { waitUntil: 'commit' });
    await expectNote(page);
    await expect(note(page).getByRole('heading').first()).toHaveText('This page could not be loaded');
    await expect(note(page).locator('p').first()).toHaveText('Check your internet connection, then reload the page. Reload page');
    expect(await watch.loads()).toBe('1');

    // Once the code can be fetched again, the link (the same address, no script needed) brings the page.
    await page.unroute(ENTRY);
    await note(page).getByRole('link', { name: 'Reload page' }).click();
    await expect(page.locator('main#main h1')).toBeVisible();
    await expect(page.locator('#root > .prerendered')).toHaveCount(0);
    await expect(note(page)).toBeHidden();
    expect(await watch.loads()).toBe('2');
    expect(new URL(page.url()).pathname).toBe(path);
  });

  test(`${path}: the English catalogue failing, also after the chunk guard's one reload, shows the note then, not before`, async ({ page }) => {
    const watch = await failing(page, ENGLISH_CATALOGUE);
    await holdReloadUntilStartUpFailed(page, path);
    await page.goto(path, { waitUntil: 'commit' });
    await expect.poll(watch.noteIn).toBe('2');
    await expectNote(page);
    expect(await watch.loads()).toBe('2');
  });
}

test('in another language the note shows too, each language under its own lang', async ({ page }) => {
  await page.addInitScript(([key]) => window.localStorage.setItem(key!, 'de'), [LANGUAGE_KEY]);
  // German loads, but English, laid under it, does not: start-up cannot go on.
  const watch = await failing(page, ENGLISH_CATALOGUE);
  await holdReloadUntilStartUpFailed(page, VERIFY);
  await page.goto(VERIFY, { waitUntil: 'commit' });
  await expect.poll(watch.noteIn).toBe('2');
  await expectNote(page);
  const german = note(page).locator('[lang="de-DE"]');
  await expect(german.getByRole('heading', { level: 1 })).toHaveText('Diese Seite konnte nicht geladen werden');
  await expect(german.locator('p')).toHaveText('Bitte prüfen Sie Ihre Internetverbindung und laden Sie die Seite dann neu. Seite neu laden');
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  for (const theme of ['light', 'dark'] as const) {
    for (const path of [LEAD, VERIFY]) {
      test(`${path}, ${theme} theme: the note passes axe`, async ({ page }) => {
        await page.addInitScript(([mode]) => window.localStorage.setItem('theme_mode', mode!), [theme]);
        await failing(page, ENTRY);
        await page.goto(path, { waitUntil: 'commit' });
        await expectNote(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }
});

/**
 * A browser older than the build's JavaScript (Safari before 16.4 on an iPhone that cannot update: class static
 * blocks, lookbehind) cannot parse the entry module. Chromium is given an entry that does not parse, as such a
 * browser sees it: the page says, in six languages, that this browser cannot open it, with no reload link (a reload
 * would parse the same code), instead of a spinner or a prerendered form that waits for ever.
 */
for (const path of [VERIFY, LEAD]) {
  test(`${path}: an entry module the browser cannot parse shows the note that this browser cannot open the page`, async ({ page }) => {
    await page.route(ENTRY, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: `${await response.text()}\nclass Unparsable { static { ;` });
    });
    await page.goto(path, { waitUntil: 'commit' });
    await expectNote(page, 'unsupported');
    await expect(note(page).getByRole('heading').first()).toHaveText('This browser cannot open this page');
    expect(await axeViolations(page)).toEqual([]);
  });
}
