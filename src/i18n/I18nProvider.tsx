import { createContext, use, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import { createAppIntl, type AppIntl } from './intl';
import { createLanguageSwitch } from './languageSwitch';
import { browserChunkReloadDeps, reloadOnceForChunkError } from '../reporting/chunkReload';
import { followOtherTabs, loadArea, loadCatalogues, loadLanguage, readStoredLanguage, storeLanguage, type LoadedLanguage } from './loadLanguage';
import { INTL_LOCALE, type Language } from './locales';
import type { MessageArea } from './messageAreas';

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
  /** Null when the area's text is here for the language; otherwise the load that brings it (started once). */
  requireArea: (language: Language, area: MessageArea) => Promise<void> | null;
}

const I18nContext = createContext<I18nValue | null>(null);

/**
 * Holds the active language. Catalogues arrive through the language switch's loader and are kept here, and a
 * language is applied only once its catalogue is here, so text never flashes ids or mixes languages.
 */
export function I18nProvider(props: { initial: LoadedLanguage; reportMissing: boolean; children: ReactNode }) {
  const { initial, reportMissing } = props;
  const [catalogues] = useState(() => new Map<Language, LoadedLanguage>([[initial.language, initial]]));
  // Areas some page has asked for (loaded with every language switched to), and what each language has.
  const [wanted] = useState(() => new Set<MessageArea>(initial.areas));
  const [has] = useState(() => new Map<Language, Set<MessageArea>>([[initial.language, new Set(['main', ...initial.areas])]]));
  // Each area's load per language, kept once it fails too: a page reading it again gets the same failure (its
  // error boundary shows it) instead of a new download per render, which looped as fast as the network refused.
  const [pending] = useState(() => new Map<string, Promise<void>>());
  const [failed] = useState(() => new Set<string>());
  const [areasLoaded, setAreasLoaded] = useState(0);
  const requireArea = useCallback(
    (language: Language, area: MessageArea) => {
      const loaded = catalogues.get(language);
      const have = has.get(language);
      if (!loaded || !have || have.has(area)) return null;
      wanted.add(area);
      const key = `${language}:${area}`;
      let load = pending.get(key);
      if (!load) {
        load = loadArea(loaded, area).then(
          () => {
            have.add(area);
            setAreasLoaded((n) => n + 1);
          },
          (error: unknown) => {
            failed.add(key);
            throw error;
          },
        );
        pending.set(key, load);
      }
      return load;
    },
    [catalogues, failed, has, pending, wanted],
  );
  // A reader's new choice of language is a retry: loads that failed before are tried once more.
  const retryArea = useCallback(
    (language: Language, area: MessageArea) => {
      const key = `${language}:${area}`;
      if (failed.delete(key)) pending.delete(key);
      return requireArea(language, area);
    },
    [failed, pending, requireArea],
  );
  const [languageSwitch] = useState(() =>
    createLanguageSwitch({
      language: initial.language,
      load: async (language) => {
        if (!catalogues.has(language)) {
          // The areas asked for now: one opened while this loads is not in the catalogue, and is loaded below.
          const areas = [...wanted];
          catalogues.set(language, await loadCatalogues(language, areas));
          has.set(language, new Set(['main', ...areas]));
        }
        // Areas asked for while it loaded, or since the language was last used.
        await Promise.all([...wanted].map((area) => retryArea(language, area)));
      },
      save: storeLanguage,
      reload: () => reloadOnceForChunkError(browserChunkReloadDeps()),
    }),
  );
  const { language, requested, loading, errorId } = useSyncExternalStore(
    languageSwitch.subscribe,
    languageSwitch.getState,
  );

  // A layout effect: it runs before the page's own effects start its machines, whose first requests send this as
  // Accept-Language (createServices.ts); a passive one came after them, so they went out with index.html's "en".
  useLayoutEffect(() => {
    document.documentElement.lang = INTL_LOCALE[language];
  }, [language]);

  const setLanguage = useCallback((next: Language) => languageSwitch.select(next), [languageSwitch]);
  useEffect(() => followOtherTabs(window, (next) => languageSwitch.select(next, true)), [languageSwitch]);

  const intl = useMemo(() => {
    const loaded = catalogues.get(language) ?? initial;
    return createAppIntl(loaded.language, loaded.messages, loaded.english, reportMissing);
    // areasLoaded: an area merged into the catalogue makes a new intl object, so its text renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [catalogues, initial, language, reportMissing, areasLoaded]);

  const value = useMemo<I18nValue>(
    () => ({ intl, language, requested, loading, errorId, setLanguage, requireArea }),
    [intl, language, requested, loading, errorId, setLanguage, requireArea],
  );
  return <I18nContext.Provider value={value}>{props.children}</I18nContext.Provider>;
}

function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('No <I18nProvider>');
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

/** A value a rich message can hold: text, a number, or an element placed where the translation puts it. */
export type RichValue = string | number | ReactElement;

/**
 * Like useT, for a message that holds an element (a code that must not break, say): formatjs formats it to parts
 * and the translation decides where the element sits. An element in the result needs its own `key`.
 */
export function useRichT(): (id: string, values: Record<string, RichValue>) => ReactNode {
  const intl = useIntl();
  // AppIntl is typed for text; formatjs returns `string | Array<string | element>` when a value is an element.
  const format = intl.formatMessage as (descriptor: { id: string }, values: Record<string, RichValue>) => ReactNode;
  return useCallback((id, values) => format({ id }, values), [format]);
}

/** What the language menu shows: the latest choice, whether it is loading, and a failure's message id. */
export function useLanguageChoice(): Pick<I18nValue, 'requested' | 'loading' | 'errorId' | 'setLanguage'> {
  const { requested, loading, errorId, setLanguage } = useI18n();
  return { requested, loading, errorId, setLanguage };
}

/**
 * For a route whose text is in its own catalogue area: suspends (the nearest Suspense shows its fallback) until
 * the area is loaded for the active language, with English under it. A failed download reaches the route's
 * error boundary, which reloads once for a missing chunk.
 */
export function useMessageArea(area: MessageArea): void {
  const { language, requireArea } = useI18n();
  // use() must run on every render of a component that once suspended on it (React warns when a later render
  // skips it); an already-settled thenable in React's own shape lets it return at once when the area is here.
  use(requireArea(language, area) ?? AREA_READY);
}

const AREA_READY: PromiseLike<void> & { status: 'fulfilled'; value: undefined } = Object.assign(Promise.resolve(), {
  status: 'fulfilled' as const,
  value: undefined,
});
