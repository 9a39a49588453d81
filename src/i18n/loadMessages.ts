import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Language } from './locales';
import type { MessageArea } from './messageAreas';

export type Messages = Record<string, MessageFormatElement[]>;

// One lazy chunk per language and area: no page pays for six catalogues, nor for other areas' text (the build
// compiles them to AST and keeps only the area's ids: scripts/vite-plugins.ts).
const catalogues: Record<MessageArea, Record<string, () => Promise<Messages>>> = {
  main: import.meta.glob<Messages>('./messages/*.json', { query: { area: 'main' }, import: 'default' }),
  lead: import.meta.glob<Messages>('./messages/*.json', { query: { area: 'lead' }, import: 'default' }),
  staff: import.meta.glob<Messages>('./messages/*.json', { query: { area: 'staff' }, import: 'default' }),
};

export async function loadMessages(language: Language, area: MessageArea = 'main'): Promise<Messages> {
  const load = catalogues[area][`./messages/${language}.json`];
  if (!load) throw new Error(`No catalogue for ${language}`);
  return load();
}
