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
  /** `fromOtherTab`: the choice was made in another tab (its storage event), not by this tab's reader. */
  select(language: Language, fromOtherTab?: boolean): void;
}

/**
 * Switching language without a reload: the choice is saved at once (other tabs follow it; the reload a second
 * failure makes comes back in it, see below), its catalogue loads, then it applies. Only the
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
  /** Reloads the page if that may help (chunkReload.ts: once, online); false when it will not. */
  reload: () => boolean;
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
    select(language, fromOtherTab) {
      const mine = ++ticket;
      // The reader chose again after being told a language could not load (also one another tab chose: this tab
      // has then failed to load a catalogue before, which is as telling).
      const again = state.errorId;
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
          if (!fromOtherTab) {
            // Failing again, the catalogue is most likely gone with a deploy (its old name is not found at any
            // attempt): one reload fetches the new build, in the chosen language, which is saved.
            if (again && options.reload()) return;
            // Otherwise the page stays as it is (a reload would wipe what the reader typed, see chunkReload.ts), and
            // so does the saved choice: the next page, and the other tabs, must not switch to a language this reader
            // was told could not load. A choice from another tab is that tab's to undo.
            options.save(state.language);
          }
          const errorId = isOnline() ? 'menu.languageLoadFailed' : 'menu.languageLoadOffline';
          set({ requested: state.language, loading: false, errorId });
        },
      );
    },
  };
}
