import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../src/i18n/I18nProvider';
import { loadCatalogues } from '../../src/i18n/loadLanguage';
import type { Language } from '../../src/i18n/locales';
import { MessageWithCode } from '../../src/views/components/ui/MessageWithCode';

/**
 * A code inside a translated sentence is one unbreakable box, wherever the translation puts it (formatjs formats
 * the message with the box as a value): mid-sentence in English, after a full-width colon in Japanese.
 */

async function renderIn(language: Language, id: string, name: string, code: string) {
  const initial = await loadCatalogues(language, ['lead']);
  let container!: HTMLElement;
  await act(async () => {
    ({ container } = render(
      <I18nProvider initial={initial} reportMissing={false}>
        <p>
          <MessageWithCode id={id} name={name} code={code} />
        </p>
      </I18nProvider>,
    ));
  });
  const p = container.querySelector('p')!;
  const box = p.querySelector('span');
  return { text: p.textContent, boxText: box?.textContent, boxClass: box?.className, children: p.childNodes.length };
}

afterEach(() => {
  localStorage.clear();
  document.documentElement.lang = 'en';
});

describe('MessageWithCode', () => {
  it.each([
    ['en', 'verify.valid.heading', 'number', 'KVS-BLR-2025-0118', 'Certificate KVS-BLR-2025-0118 is Valid', 3],
    ['de', 'verify.valid.heading', 'number', 'KVS-BLR-2025-0118', 'Zertifikat KVS-BLR-2025-0118 ist gültig', 3],
    ['ja', 'lead.thanks.reference', 'id', 'LD-2026-0042', '受付番号：LD-2026-0042', 2],
    ['fr', 'lead.thanks.reference', 'id', 'LD-2026-0042', 'Votre numéro de référence\u00a0: LD-2026-0042', 2],
  ] as const)('%s %s: the sentence reads whole and the code is its own box', async (language, id, name, code, text, nodes) => {
    const got = await renderIn(language, id, name, code);
    expect(got.text).toBe(text);
    expect(got.boxText).toBe(code);
    expect(got.boxClass).toContain('inline-block');
    // Text before the box, the box, and text after it when the sentence goes on: nothing split twice.
    expect(got.children).toBe(nodes);
  });
});
