import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './support/appTest';
import { FORM_PATH } from './leadCaptureHelpers';
import { axeViolations } from './support/axe';

// The four layout items the visual sweep left for a design call. Each assertion failed before its fix.

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

function message(lang: string, id: string): string {
  const catalogue = JSON.parse(readFileSync(`src/i18n/messages/${lang}.json`, 'utf8')) as Record<string, string>;
  const text = catalogue[id];
  if (text === undefined) throw new Error(`${lang}.json has no ${id}`);
  return text;
}

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

/** The lines `locator`'s text lays out in, top to bottom: characters grouped by the top of their box. */
async function linesOf(locator: Locator): Promise<string[]> {
  return locator.evaluate((element) => {
    const lines: Array<{ top: number; text: string }> = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      for (let i = 0; i < node.length; i += 1) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const box = range.getClientRects()[0];
        if (!box || box.width === 0) continue; // a collapsed space
        const last = lines.at(-1);
        // Glyphs of one line differ in top by a pixel or two (CJK against Latin fallback fonts), lines by ~25 px.
        if (last && Math.abs(last.top - box.top) < 6) last.text += node.data[i];
        else lines.push({ top: box.top, text: node.data[i]! });
      }
    }
    return lines.map((line) => line.text);
  });
}

// 360 px (most phones) and 320 px (the narrowest in use; below 360 px the select's padding narrows and the account
// button shows its initials without the chevron). A native select is as wide as its longest option, so the row's
// width does not depend on the language shown; two languages check the texts around it.
for (const [lang, width] of [['en', 360], ['de', 360], ['fr', 320], ['ja', 320]] as const) {
  test.describe(`the staff header on a ${width} px phone`, () => {
    test.use({ viewport: { ...PHONE, width } });

    test(`takes two rows and keeps every control in ${lang}`, async ({ page }) => {
      await signInAs(page, lang, 'admin', 'admin@123');
      const header = page.getByRole('banner');
      await expect(header.locator('img')).toBeVisible();
      // Two rows: the brand (36 px) beside the navigation's 44 px link, then the language select, the theme menu
      // (44 px options in a 2+1 px frame: 50 px) and the account button; 8 px above, between and below, and a
      // 1 px border: 119 px. 124 allows for font rounding; a third row (44+ px) cannot fit. Before: 163 px, the
      // navigation's one link on a row of its own, the page's heading below the first fifth of the screen. At 320 px
      // the account button had a third row of its own (167 px) until the narrower select and button.
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
        expect(box.x + box.width, 'inside the screen on the right').toBeLessThanOrEqual(width);
        // The project's 44 px touch target, the account button at 320 px included.
        expect(box.height, 'target height').toBeGreaterThanOrEqual(44);
        expect(box.width, 'target width').toBeGreaterThanOrEqual(44);
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
  });
}

// A tablet (768 px): below 1024 px the theme options show icons only and the account button its initials, so the
// brand, the navigation and the three menus share one row in every language. Before: two rows (119 px) in en, ja,
// de and fr, the menus on a row of their own.
test('the staff header on a 768 px tablet is one row in every language; at 1024 px the names show again', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await signInAs(page, 'en', 'admin', 'admin@123');
  const header = page.getByRole('banner');
  for (const lang of ['en', 'de', 'fr', 'ja', 'zh', 'es'] as const) {
    await test.step(lang, async () => {
      await header.getByRole('combobox').selectOption(lang);
      await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${lang}`));
      const controls = [
        header.getByRole('link').first(),
        header.getByRole('navigation').getByRole('link'),
        header.getByRole('combobox'),
        ...(await header.getByRole('radio').all()),
        header.getByRole('button'),
      ];
      const nav = (await controls[1]!.boundingBox())!;
      for (const control of controls) {
        await expect(control, lang).toHaveAccessibleName(/\S/);
        const box = (await control.boundingBox())!;
        // One row: every control's middle is level with the navigation link's (a wrapped one sits 50+ px lower).
        expect(Math.abs(box.y + box.height / 2 - (nav.y + nav.height / 2)), lang).toBeLessThan(12);
        expect(box.x + box.width, `${lang}: inside the screen`).toBeLessThanOrEqual(768);
      }
      // 8 px above and below the 50 px theme menu, and the 1 px border.
      expect((await header.boundingBox())!.height, lang).toBeLessThanOrEqual(70);
    });
  }
  expect(await axeViolations(page), 'icon-only theme options and the initials-only account button').toEqual([]);
  await header.getByRole('combobox').selectOption('en');
  // Below 1024 px a theme name is for screen readers only (a 1 px box), the account name is not drawn at all.
  const lightName = header.getByText('Light', { exact: true });
  expect((await lightName.boundingBox())!.width, 'icons only below 1024 px').toBeLessThanOrEqual(1);
  await expect(header.getByText('Ananya Iyer', { exact: true })).toBeHidden();
  await page.setViewportSize({ width: 1024, height: 768 });
  await expect.poll(async () => (await lightName.boundingBox())!.width, 'the theme names at 1024 px').toBeGreaterThan(20);
  await expect(header.getByText('Ananya Iyer', { exact: true }), 'the account name at 1024 px').toBeVisible();
});

test.describe('no lone Chinese or Japanese character on a last line (360 px)', () => {
  test.use({ viewport: PHONE });

  /** The last line without punctuation: "い。" counts as the one character it is. */
  const lastLineLetters = async (locator: Locator) => ((await linesOf(locator)).at(-1) ?? '').replace(/[\s\p{P}]/gu, '');

  test('the Japanese sign-in introduction', async ({ page }) => {
    await openIn(page, 'ja', '/auth/login');
    const intro = page.getByText(message('ja', 'auth.intro'), { exact: true });
    await expect(intro).toBeVisible();
    // Before: "職員アカウントでサインインしてくださ" / "い。", then "…してくだ" / "さい。": the word stays whole.
    expect((await lastLineLetters(intro)).length, (await linesOf(intro)).join(' / ')).toBeGreaterThan(1);
    expect(await linesOf(intro)).toContainEqual(expect.stringContaining('サインインしてください。'));
  });

  test('the Japanese notice of an ended session', async ({ page }) => {
    await signInAs(page, 'ja', 'admin', 'admin@123');
    await page.route('**/api/current-institute', (route) => route.fulfill({ status: 401, json: { message: 'Unauthorized' } }));
    await page.reload();
    const notice = page.getByText(message('ja', 'auth.sessionExpired'), { exact: true });
    await expect(notice).toBeVisible();
    // Before: "セッションが" / "終了しました。もう" / "一度サインインしてください。"
    expect(await linesOf(notice)).toEqual(['セッションが終了しました。', '再度サインインしてください。']);
  });

  test('the Chinese not-found text and the Chinese valid-certificate heading', async ({ page }) => {
    await openIn(page, 'zh', '/error/404');
    const body = page.getByText(message('zh', 'error.notFound.body'), { exact: true });
    await expect(body).toBeVisible();
    // Before: "…或使用下面的链" / "接。"
    expect((await lastLineLetters(body)).length, (await linesOf(body)).join(' / ')).toBeGreaterThan(1);

    await page.goto('/verify-certificate?number=KVS-BLR-2025-0118');
    const heading = page.getByRole('heading', { name: message('zh', 'verify.valid.heading').replace('{number}', 'KVS-BLR-2025-0118') });
    await expect(heading).toBeVisible();
    // Before: "证书 KVS-BLR-2025-0118 有" / "效"
    expect((await lastLineLetters(heading)).length, (await linesOf(heading)).join(' / ')).toBeGreaterThan(1);
  });
});

test.describe('e-mail addresses in Japanese on a phone', () => {
  test.use({ viewport: PHONE });

  /** Fails unless the address's lines put back together are the address, each break after "@" or before ".". */
  async function expectSensibleBreaks(locator: Locator, address: string) {
    await expect(locator).toHaveText(address);
    const lines = await linesOf(locator);
    expect(lines.join(''), 'one address, nothing lost').toBe(address);
    for (let i = 1; i < lines.length; i += 1) {
      expect(lines[i - 1]!.endsWith('@') || lines[i]!.startsWith('.'), `break in ${lines.join(' / ')}`).toBe(true);
    }
  }

  for (const who of [
    { username: 'admin', password: 'admin@123', email: 'ananya.iyer@kaveri-vidya.example.in' },
    { username: 'staff', password: 'staff@123', email: 'rohit.deshpande@kaveri-vidya.example.in' },
  ]) {
    test(`${who.email} breaks only after @ or before a dot`, async ({ page }) => {
      await signInAs(page, 'ja', who.username, who.password);
      // Before: "ananya.iyer@kaveri-" / "vidya.example.in" on the home page (at the hyphen); the account menu
      // broke anywhere (break-all) once an address was wider than its 288 px.
      const onHome = page.getByRole('definition').filter({ hasText: '@' });
      await expectSensibleBreaks(onHome.locator('[aria-hidden="true"]'), who.email);
      // Screen readers get it whole, not as "ananya .iyer@ kaveri-vidya .example .in" (a space per line box).
      expect(await onHome.ariaSnapshot()).toContain(who.email);
      await page.getByRole('banner').getByRole('button').click();
      const inMenu = page.getByRole('banner').locator('[aria-hidden="true"]').filter({ hasText: who.email });
      await expectSensibleBreaks(inMenu, who.email);
      expect(await page.getByRole('banner').ariaSnapshot()).toContain(who.email);
    });
  }
});

test.describe('page columns on a desktop (1280 px)', () => {
  test.use({ viewport: DESKTOP });

  // The rule (page-narrow and page-wide, src/styles/components.css): forms and short messages 480 px, records 672 px.
  const NARROW = 480;
  const WIDE = 672;
  const widthOf = async (locator: Locator) => {
    await expect(locator).toBeVisible();
    return Math.round((await locator.boundingBox())!.width);
  };

  test('forms and messages share the narrow width, the verification record the wide one', async ({ page }) => {
    // Before: sign-in 448, enquiry form 576, not found 576, verification 672.
    await page.goto('/auth/login');
    expect(await widthOf(page.locator('main section[aria-labelledby]')), 'sign-in card').toBe(NARROW);
    await page.goto(FORM_PATH);
    expect(await widthOf(page.locator('section[aria-labelledby=lead-title]')), 'enquiry form').toBe(NARROW);
    await page.goto('/lead-capture/new/no-such-form');
    expect(await widthOf(page.locator('section[aria-labelledby=lead-unavailable]')), 'enquiry form not available').toBe(NARROW);
    // Its heading and text keep the not-found card's 12 px apart (they touched).
    const gap = await page
      .locator('section[aria-labelledby=lead-unavailable]')
      .evaluate((card) => card.querySelector('p')!.getBoundingClientRect().top - card.querySelector('h1')!.getBoundingClientRect().bottom);
    expect(gap, 'heading to text, form not available').toBe(12);
    await page.goto('/error/404');
    expect(await widthOf(page.locator('main section[aria-labelledby]')), 'not found').toBe(NARROW);
    await page.goto('/verify-certificate?number=KVS-BLR-2025-0118');
    expect(await widthOf(page.locator('section:has(#verify-result-heading)')), 'certificate record').toBe(WIDE);
    expect(await widthOf(page.getByRole('heading', { level: 1 })), 'verification page column').toBe(WIDE);
  });
});
