import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Language } from './locales';

export type Messages = Record<string, MessageFormatElement[]>;

// One lazy chunk per language: no page pays for six catalogues (the build compiles them to AST).
const catalogues = import.meta.glob<Messages>('./messages/*.json', { import: 'default' });

export async function loadMessages(language: Language): Promise<Messages> {
  const load = catalogues[`./messages/${language}.json`];
  if (!load) throw new Error(`No catalogue for ${language}`);
  return load();
}
