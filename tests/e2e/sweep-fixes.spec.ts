import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './support/appTest';
import { fillValidLead, FORM_PATH } from './leadCaptureHelpers';

// Fixes from the visual sweep of every page on a phone (360 x 740, en-IN). Each assertion failed before its fix.
test.use({ viewport: { width: 360, height: 740 }, locale: 'en-IN' });

/** How many lines `code` occupies inside `container`: one rectangle top per line box its characters lay out in. */
async function linesOf(container: Locator, code: string): Promise<number> {
  return container.evaluate((el, wanted) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.indexOf(wanted);
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    }
    return 0;
  }, code);
}

async function leftOf(locator: Locator): Promise<number> {
  await expect(locator).toBeVisible();
  return Math.round((await locator.boundingBox())!.x);
}

test('a certificate number and an enquiry reference never break at a hyphen on a phone', async ({ page }) => {
  await page.goto('/verify-certificate?number=KVS-BLR-2025-0118');
  const heading = page.getByRole('heading', { name: 'Certificate KVS-BLR-2025-0118 is Valid' });
  await expect(heading).toBeVisible();
  // Before the fix the heading read "Certificate KVS-BLR-" / "2025-0118 is Valid".
  expect(await linesOf(heading, 'KVS-BLR-2025-0118'), 'the certificate number sits on one line').toBe(1);

  await page.goto(FORM_PATH);
  await fillValidLead(page);
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  const reference = page.getByText(/^Your reference number: ENQ-\d+$/);
  await expect(reference).toBeVisible();
  const id = /ENQ-\d+/.exec((await reference.textContent())!)![0];
  expect(await linesOf(reference, id), 'the reference number sits on one line').toBe(1);
});

test('the verification page lines up with the other public screens on a phone', async ({ page }) => {
  await page.goto('/error/404');
  const notFoundCard = page.locator('section[aria-labelledby]').first();
  const edge = await leftOf(notFoundCard);
  await page.goto('/auth/login');
  expect(await leftOf(page.locator('section[aria-labelledby]').first()), 'sign-in card').toBe(edge);
  // Before the fix the verification page added its own 16 px inside the chrome's padding (30 px against 14 px).
  await page.goto('/verify-certificate?number=KVS-2024-0777');
  expect(await leftOf(page.getByRole('textbox', { name: 'Certificate number' })), 'verification input').toBe(edge);
  expect(await leftOf(page.locator('section:has(#verify-result-heading)')), 'verification result').toBe(edge);
});

/** Selects whose chosen option's text is wider than the box: a select never wraps, so the end is cut off. */
async function cutSelects(page: Page): Promise<string[]> {
  return page.locator('form select').evaluateAll((elements) =>
    (elements as HTMLSelectElement[]).flatMap((select) => {
      const style = getComputedStyle(select);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = select.selectedOptions[0]?.text ?? '';
      // The right padding holds the arrow, so the text has the content box.
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return context.measureText(text).width > room ? [`${select.name}: ${text}`] : [];
    }),
  );
}

test('every enquiry-form select shows its whole text on a phone and a desktop, in every language', async ({ page }) => {
  for (const language of ['en', 'zh', 'es', 'ja', 'de', 'fr']) {
    // 320 px: the narrowest width WCAG's reflow rule asks for (400 % zoom of 1280), where French read "Choisissez
    // d’abord un Éta".
    await page.setViewportSize({ width: 320, height: 740 });
    await page.goto('/verify-certificate');
    await page.evaluate((lang) => window.localStorage.setItem('language', lang), language);
    await page.goto(FORM_PATH);
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language}`));
    await expect(page.locator('form select')).toHaveCount(3);
    // Before the fix German read "Zuerst einen Bundesstaat aus" in the disabled City select on a phone, and on a
    // desktop State and City sat side by side, cutting French and German placeholders and long state names.
    expect(await cutSelects(page), `${language}, phone: texts cut off`).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await cutSelects(page), `${language}, desktop: texts cut off`).toEqual([]);
  }
  await page.getByRole('combobox', { name: /^État/ }).selectOption({ label: 'Andaman and Nicobar Islands' });
  expect(await cutSelects(page), 'a long state name on a desktop').toEqual([]);
});

test('Print lines up with the card content when the actions wrap (German, on a narrow phone)', async ({ page }) => {
  // 280 px (a folding phone's cover screen) puts each German action on a row of its own.
  await page.setViewportSize({ width: 280, height: 740 });
  await page.goto('/verify-certificate');
  await page.evaluate(() => window.localStorage.setItem('language', 'de'));
  await page.goto('/verify-certificate?number=KVS-BLR-2025-0118');
  const print = page.getByRole('button', { name: 'Drucken' });
  await expect(print).toBeVisible();
  const [printText, content, ownRow] = await print.evaluate((button) => {
    const range = document.createRange();
    range.selectNodeContents(button);
    const card = button.closest('section')!.querySelector('dl')!;
    const before = button.previousElementSibling!.getBoundingClientRect();
    const box = button.getBoundingClientRect();
    return [Math.round(range.getBoundingClientRect().left), Math.round(card.getBoundingClientRect().left), box.top >= before.bottom];
  });
  expect(ownRow, 'Print wrapped to a row of its own').toBe(true);
  // Before the fix the wrapped quiet button's padding indented its text 13 px from everything above it.
  expect(printText).toBe(content);
});
