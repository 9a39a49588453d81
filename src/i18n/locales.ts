/** The six languages with catalogues (spec section 1). English formats as en-IN, the product's locale. */
export type Language = 'en' | 'zh' | 'es' | 'ja' | 'de' | 'fr';

export const DEFAULT_LANGUAGE: Language = 'en';

/** The Intl locale each language formats dates and numbers with. */
export const INTL_LOCALE: Record<Language, string> = {
  en: 'en-IN',
  zh: 'zh-CN',
  es: 'es-ES',
  ja: 'ja-JP',
  de: 'de-DE',
  fr: 'fr-FR',
};

/** The six languages, in the language menu's order: the keys above (one list to keep, not two). */
export const LANGUAGES = Object.keys(INTL_LOCALE) as readonly Language[];

/** Each language's own name, so a reader finds theirs whatever language is active. Names, not translations. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  zh: '中文',
  es: 'Español',
  ja: '日本語',
  de: 'Deutsch',
  fr: 'Français',
};

export const LANGUAGE_KEY = 'language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
