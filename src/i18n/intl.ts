import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { DEFAULT_LANGUAGE, INTL_LOCALE, type Language } from './locales';
import type { Messages } from './loadMessages';

// One cache for every intl object the app creates, so formatters are built once per locale and options.
const cache = createIntlCache();

export type AppIntl = IntlShape<string>;

/**
 * `messages` are the active language's, laid over English: a missing translation falls back to English and
 * never shows a raw id. The miss is reported in development.
 */
export function createAppIntl(language: Language, messages: Messages, english: Messages, reportMissing: boolean): AppIntl {
  return createIntl<string>(
    {
      locale: INTL_LOCALE[language],
      defaultLocale: INTL_LOCALE[DEFAULT_LANGUAGE],
      messages: language === DEFAULT_LANGUAGE ? messages : { ...english, ...messages },
      onError: (error) => {
        if (reportMissing) console.warn(`[i18n] ${error.message}`);
      },
      onWarn: () => {},
    },
    cache,
  );
}
