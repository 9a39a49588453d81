import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createAppIntl, type AppIntl } from './intl';
import { createLanguageSwitch } from './languageSwitch';
import { loadCatalogues, loadLanguage, readStoredLanguage, storeLanguage, type LoadedLanguage } from './loadLanguage';
import { INTL_LOCALE, type Language } from './locales';

// Re-exported names main.tsx has used since the scaffold, so the composition root need not change.
export { loadLanguage, readStoredLanguage, type LoadedLanguage };

interface I18nValue {
  intl: AppIntl;
  language: Language;
  /** The latest choice (differs from `language` while its catalogue loads). */
  requested: Language;
  loading: boolean;
  errorId: string | null;
  setLanguage: (language: Language) => void;
}

const I18nContext = createContext<I18nValue | null>(null);

/**
 * Holds the active language. Catalogues arrive through the language switch's loader and are kept here, and a
 * language is applied only once its catalogue is here, so text never flashes ids or mixes languages.
 */
export function I18nProvider(props: { initial: LoadedLanguage; reportMissing: boolean; children: ReactNode }) {
  const { initial, reportMissing } = props;
  const [catalogues] = useState(() => new Map<Language, LoadedLanguage>([[initial.language, initial]]));
  const [languageSwitch] = useState(() =>
    createLanguageSwitch({
      language: initial.language,
      load: async (language) => {
        if (!catalogues.has(language)) catalogues.set(language, await loadCatalogues(language));
      },
      save: storeLanguage,
    }),
  );
  const { language, requested, loading, errorId } = useSyncExternalStore(
    languageSwitch.subscribe,
    languageSwitch.getState,
  );

  useEffect(() => {
    document.documentElement.lang = INTL_LOCALE[language];
  }, [language]);

  const setLanguage = useCallback((next: Language) => languageSwitch.select(next), [languageSwitch]);

  const intl = useMemo(() => {
    const loaded = catalogues.get(language) ?? initial;
    return createAppIntl(loaded.language, loaded.messages, loaded.english, reportMissing);
  }, [catalogues, initial, language, reportMissing]);

  const value = useMemo<I18nValue>(
    () => ({ intl, language, requested, loading, errorId, setLanguage }),
    [intl, language, requested, loading, errorId, setLanguage],
  );
  return <I18nContext.Provider value={value}>{props.children}</I18nContext.Provider>;
}

function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n needs <I18nProvider>');
  return value;
}

/** The active intl object: `intl.formatMessage({ id: ... })`, `intl.formatDate(...)`, `intl.formatNumber(...)`. */
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

/** What the language menu shows: the latest choice, whether it is loading, and a failure's message id. */
export function useLanguageChoice(): Pick<I18nValue, 'requested' | 'loading' | 'errorId' | 'setLanguage'> {
  const { requested, loading, errorId, setLanguage } = useI18n();
  return { requested, loading, errorId, setLanguage };
}
