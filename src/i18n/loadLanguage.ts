import { loadMessages, type Messages } from './loadMessages';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_KEY, type Language } from './locales';

export interface LoadedLanguage {
  language: Language;
  messages: Messages;
  /** English, laid under `messages` so a missing translation shows English rather than an id. */
  english: Messages;
}

/** The saved choice, or English; storage can be unavailable (private modes, blocked cookies). */
export function readStoredLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function storeLanguage(language: Language) {
  try {
    window.localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // The choice still applies for this visit.
  }
}

/** Loads a language's catalogue and, for any other language than English, English for fallback. */
export async function loadCatalogues(language: Language): Promise<LoadedLanguage> {
  const [messages, english] = await Promise.all([
    loadMessages(language),
    language === DEFAULT_LANGUAGE ? null : loadMessages(DEFAULT_LANGUAGE),
  ]);
  return { language, messages, english: english ?? messages };
}

/**
 * The start-up load: the saved language, or English when that catalogue cannot be fetched (a blank page would
 * help nobody; the choice stays saved, so the next visit tries it again). Rejects only if English fails too.
 */
export async function loadLanguage(language: Language): Promise<LoadedLanguage> {
  try {
    return await loadCatalogues(language);
  } catch (error) {
    if (language === DEFAULT_LANGUAGE) throw error;
    console.warn(`[i18n] the ${language} catalogue could not be loaded; starting in English.`, error);
    return loadCatalogues(DEFAULT_LANGUAGE);
  }
}
