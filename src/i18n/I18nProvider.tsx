import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createAppIntl, type AppIntl } from './intl';
import { loadMessages, type Messages } from './loadMessages';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_KEY, type Language } from './locales';

interface I18nValue {
  intl: AppIntl;
  language: Language;
  setLanguage: (language: Language) => void;
}

const I18nContext = createContext<I18nValue | null>(null);

export function readStoredLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function storeLanguage(language: Language) {
  try {
    window.localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // The choice still applies for this visit.
  }
}

export interface LoadedLanguage {
  language: Language;
  messages: Messages;
  english: Messages;
}

/** Loads the active language (and English, for fallback) before the first render that needs text. */
export async function loadLanguage(language: Language): Promise<LoadedLanguage> {
  const [messages, english] = await Promise.all([
    loadMessages(language),
    language === DEFAULT_LANGUAGE ? null : loadMessages(DEFAULT_LANGUAGE),
  ]);
  return { language, messages, english: english ?? messages };
}

export function I18nProvider(props: { initial: LoadedLanguage; reportMissing: boolean; children: ReactNode }) {
  const [loaded, setLoaded] = useState(props.initial);
  const { reportMissing } = props;

  useEffect(() => {
    document.documentElement.lang = loaded.language;
  }, [loaded.language]);

  const setLanguage = useCallback((language: Language) => {
    storeLanguage(language);
    // Applied without reload; the old text stays until the new catalogue has arrived.
    void loadLanguage(language).then(setLoaded, () => {});
  }, []);

  const value = useMemo<I18nValue>(
    () => ({
      intl: createAppIntl(loaded.language, loaded.messages, loaded.english, reportMissing),
      language: loaded.language,
      setLanguage,
    }),
    [loaded, reportMissing, setLanguage],
  );

  return <I18nContext.Provider value={value}>{props.children}</I18nContext.Provider>;
}

function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n needs <I18nProvider>');
  return value;
}

/** The active intl object: `intl.formatMessage({ id: 'verify.title' })`, `intl.formatDate(...)`. */
export function useIntl(): AppIntl {
  return useI18n().intl;
}

/** Shorthand for the common case of a message by id. */
export function useT(): (id: string, values?: Record<string, string | number>) => string {
  const intl = useIntl();
  return useCallback((id, values) => intl.formatMessage({ id }, values), [intl]);
}

export function useLanguage(): [Language, (language: Language) => void] {
  const { language, setLanguage } = useI18n();
  return [language, setLanguage];
}
