import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './support/appTest';
import { FORM_PATH } from './leadCaptureHelpers';

// WCAG 1.4.12 (text spacing): a reader's own style sheet may set these, and no text that carries meaning may then be
// cut off. 320 px is the narrowest width WCAG's reflow rule asks for (400 % zoom of 1280).
const TEXT_SPACING = '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }';

test.use({ viewport: { width: 320, height: 740 }, locale: 'en-IN' });

async function inLanguage(page: Page, language: string, path: string) {
  await page.goto('/verify-certificate');
  await page.evaluate((lang) => window.localStorage.setItem('language', lang), language);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language}`));
  await page.addStyleTag({ content: TEXT_SPACING });
}

/** Whether an element's text is wider than its box (cut off, or spilling out). */
const cutOff = (element: Locator) => element.evaluate((el) => el.scrollWidth > el.clientWidth);

/**
 * Whether a closed select's shown option is cut off. A select never wraps and its scrollWidth does not see its
 * text, so the text is set in a span with the select's font and spacing and measured against the content box.
 */
const optionCutOff = (select: Locator) =>
  select.evaluate((el) => {
    const s = el as HTMLSelectElement;
    const style = getComputedStyle(s);
    const probe = document.createElement('span');
    probe.textContent = s.options[s.selectedIndex]?.text ?? '';
    probe.style.cssText = `position:absolute;white-space:pre;font:${style.font};letter-spacing:${style.letterSpacing};word-spacing:${style.wordSpacing}`;
    document.body.append(probe);
    const width = probe.getBoundingClientRect().width;
    probe.remove();
    return width > s.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  });

test('the certificate field has a visible label that text spacing does not cut, in German, French and Spanish', async ({ page }) => {
  for (const [language, label] of [['de', 'Zertifikatsnummer'], ['fr', 'Numéro de certificat'], ['es', 'Número de certificado']] as const) {
    await inLanguage(page, language, '/verify-certificate');
    // Before the fix the label was for screen readers only, and the placeholder (the only visible prompt) was cut.
    const visibleLabel = page.locator('.verify-form label');
    await expect(visibleLabel).toBeVisible();
    await expect(visibleLabel).toHaveText(label);
    await expect(page.getByRole('textbox', { name: label })).toBeVisible();
    expect(await cutOff(visibleLabel), `${language}: label cut off`).toBe(false);
  }
});

test('before a state is chosen, City says why it cannot be chosen in a line that wraps, not in its cut-off prompt', async ({ page }) => {
  for (const [language, why] of [['de', 'Wählen Sie zuerst einen Bundesstaat, dann die Stadt.'], ['fr', 'Choisissez d’abord l’État, puis la ville.']] as const) {
    await inLanguage(page, language, FORM_PATH);
    const city = page.locator('select[name=city]');
    await expect(city).toBeDisabled();
    await expect(city).toHaveAccessibleDescription(why);
    const hint = page.locator('.ui-hint', { hasText: why });
    await expect(hint).toBeVisible();
    expect(await cutOff(hint), `${language}: hint cut off`).toBe(false);
    const state = page.locator('select[name=state]');
    await state.selectOption({ index: 1 });
    await expect(city).toBeEnabled();
    await expect(hint).toHaveCount(0);
    // Back to no state (the form keeps its draft, so the next language would start with this one chosen).
    await state.selectOption('');
    await expect(city).toBeDisabled();
    await expect(hint).toBeVisible();
  }
});

test('the enquiry form\'s select prompts are not cut off with text spacing, in every language', async ({ page }) => {
  for (const language of ['en', 'zh', 'es', 'ja', 'de', 'fr']) {
    await inLanguage(page, language, FORM_PATH);
    // The states' list has answered: the state prompt is no longer "Loading…".
    await expect(page.locator('select[name=state] option')).not.toHaveCount(1);
    // Before, each prompt named its field again ("Choisissez une formation", "Bundesstaat auswählen") and was cut at 320 px.
    for (const name of ['course', 'state', 'city']) {
      const select = page.locator(`select[name=${name}]`);
      await expect(select).toHaveValue('');
      expect(await optionCutOff(select), `${language}: ${name} prompt cut off`).toBe(false);
    }
  }
});

// Found by the assistive-technology review: at 320 px with 200 % text the paddings, in rem, doubled with the text
// and left a column of ~208 px, where German words broke mid-word. Their smallest size now stays as at 100 %.
test('at 320 px with 200 % text the page and card paddings keep their 100 % size, leaving the text its width', async ({ page }) => {
  await page.goto('/auth/login');
  const card = page.locator('.ui-card').first();
  await expect(card).toBeVisible();
  const paddings = () =>
    page.evaluate(() => [document.querySelector('.guest-main')!, document.querySelector('.ui-card')!].map((el) => getComputedStyle(el).paddingLeft));
  const normal = await paddings();
  await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');
  expect(await paddings()).toEqual(normal);
  expect(normal).toEqual(['12.8px', '16px']);
});
