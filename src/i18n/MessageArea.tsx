import type { ReactNode } from 'react';
import { useMessageArea } from './I18nProvider';
import { loadMessages } from './loadMessages';
import { readStoredLanguage } from './loadLanguage';
import { DEFAULT_LANGUAGE } from './locales';
import type { MessageArea as Area } from './messageAreas';

/** Renders its children once the area's text is loaded (see useMessageArea). */
export function MessageArea(props: { area: Area; children: ReactNode }) {
  useMessageArea(props.area);
  return props.children;
}

/**
 * Starts downloading an area's catalogue (the saved language's and English) alongside a route's chunk, so the
 * text does not wait for the chunk to run first. Only a head start: MessageArea does the real load.
 */
export function prefetchMessages(area: Area): void {
  const language = readStoredLanguage();
  for (const lang of new Set([language, DEFAULT_LANGUAGE])) loadMessages(lang, area).catch(() => {});
}
