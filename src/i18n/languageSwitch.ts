import { browserOnline } from '../api/browserOnline';
import type { Language } from './locales';

export interface LanguageState {
  /** The language whose catalogue is applied. */
  language: Language;
  /** The latest choice; differs from `language` while its catalogue loads. */
  requested: Language;
  loading: boolean;
  /** Message id of the last failure to load a catalogue, cleared by the next choice. */
  errorId: LanguageLoadError | null;
}

/** Offline the reader needs to hear that it is their connection, not the language, that is missing. */
export type LanguageLoadError = 'menu.languageLoadFailed' | 'menu.languageLoadOffline';

export interface LanguageSwitch {
  getState(): LanguageState;
  subscribe(listener: () => void): () => void;
  select(language: Language): void;
}

/**
 * Switching language without a reload: the choice is saved at once (so the next page load, e.g. after the
 * reader reloads because its catalogue could not load, comes back in it), its catalogue loads, then it applies. Only the
 * latest choice may apply: each choice takes a new ticket, and a load that finishes with an older ticket is
 * ignored, so choosing quickly twice ends on the second language however the downloads race.
 * (A plain store, not an XState machine: i18n sits below machines in the import direction.)
 */
export function createLanguageSwitch(options: {
  language: Language;
  load: (language: Language) => Promise<void>;
  save: (language: Language) => void;
  /** Whether the browser believes it is online (browserOnline by default); read when a load fails. */
  isOnline?: () => boolean;
}): LanguageSwitch {
  const isOnline = options.isOnline ?? browserOnline;
  let state: LanguageState = { language: options.language, requested: options.language, loading: false, errorId: null };
  let ticket = 0;
  const listeners = new Set<() => void>();
  const set = (next: Partial<LanguageState>) => {
    state = { ...state, ...next };
    listeners.forEach((listener) => listener());
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    select(language) {
      const mine = ++ticket;
      options.save(language);
      if (language === state.language) {
        // Back to the applied language: nothing to load, and any pending load no longer applies.
        set({ requested: language, loading: false, errorId: null });
        return;
      }
      set({ requested: language, loading: true, errorId: null });
      options.load(language).then(
        () => {
          if (mine !== ticket) return;
          set({ language, loading: false });
        },
        () => {
          if (mine !== ticket) return;
          // The page stays as it is (no reload: it would wipe what the reader typed, see chunkReload.ts).
          const errorId = isOnline() ? 'menu.languageLoadFailed' : 'menu.languageLoadOffline';
          set({ requested: state.language, loading: false, errorId });
        },
      );
    },
  };
}
