import { loadMessages, type Messages } from './loadMessages';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_KEY, type Language } from './locales';
import type { MessageArea } from './messageAreas';

export interface LoadedLanguage {
  language: Language;
  messages: Messages;
  /** English, laid under `messages` so a missing translation shows English rather than an id. */
  english: Messages;
  /** The catalogue areas loaded besides `main`. */
  areas: readonly MessageArea[];
}

// The language preference this tab last read from storage or saved: what a clear of all local storage puts back.
// Null while nobody has chosen one (nothing is then written: English stays the unsaved default).
let preference: Language | null = null;

/** The saved choice, or English; storage can be unavailable (private modes, blocked cookies). */
export function readStoredLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_KEY);
    if (!isLanguage(stored)) return DEFAULT_LANGUAGE;
    preference = stored;
    return stored;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function storeLanguage(language: Language) {
  preference = language;
  try {
    window.localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // The choice still applies for this visit.
  }
}

/**
 * A 401 clears all local storage (spec section 4), but like the theme mode the language is a display preference,
 * not session data: whenever `eventName` fires on `target` (the session's storage-cleared event), the preference
 * is saved again. Returns the cleanup, for an effect.
 */
export function keepLanguageAcrossClears(target: EventTarget, eventName: string): () => void {
  const saveAgain = () => {
    if (preference) storeLanguage(preference);
  };
  target.addEventListener(eventName, saveAgain);
  return () => target.removeEventListener(eventName, saveAgain);
}

/**
 * Follows a language another tab saved, as the theme does: the storage event fires only in the other tabs, so
 * choosing German in one leaves no tab of the same site in English. Returns the cleanup, for an effect.
 */
export function followOtherTabs(target: Window, select: (language: Language) => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === LANGUAGE_KEY && isLanguage(event.newValue)) select(event.newValue);
  };
  target.addEventListener('storage', onStorage);
  // A choice another tab saved before this listened (while this tab downloaded its catalogue and rendered): its one
  // storage event has gone by. What is stored now differs from what this tab read at start or saved since.
  try {
    const stored = target.localStorage.getItem(LANGUAGE_KEY);
    if (isLanguage(stored) && stored !== preference) select(stored);
  } catch {
    // Storage unavailable: nothing another tab could have saved either.
  }
  return () => target.removeEventListener('storage', onStorage);
}

/**
 * Loads a language's catalogue (the `main` area and any others asked for) and, for any other language than
 * English, English for fallback. The objects are fresh, so areas loaded later can be merged into them.
 */
export async function loadCatalogues(language: Language, areas: readonly MessageArea[] = []): Promise<LoadedLanguage> {
  const load = (lang: Language) => Promise.all([loadMessages(lang), ...areas.map((area) => loadMessages(lang, area))]);
  const [messages, english] = await Promise.all([load(language), language === DEFAULT_LANGUAGE ? null : load(DEFAULT_LANGUAGE)]);
  const merged: Messages = Object.assign({}, ...messages);
  return { language, messages: merged, english: english ? Object.assign({}, ...english) : merged, areas: [...areas] };
}

/** Adds an area's messages (in the language and in English) to an already loaded catalogue. */
export async function loadArea(loaded: LoadedLanguage, area: MessageArea): Promise<void> {
  const [messages, english] = await Promise.all([
    loadMessages(loaded.language, area),
    loaded.english === loaded.messages ? null : loadMessages(DEFAULT_LANGUAGE, area),
  ]);
  Object.assign(loaded.messages, messages);
  if (english) Object.assign(loaded.english, english);
}

/**
 * The start-up load: the saved language with the areas the opened page needs, or without them when they cannot be
 * fetched (the page's own area load then reports it where it shows), or English when the saved language's catalogue
 * cannot be fetched (a blank page would help nobody; the choice stays saved, so the next visit tries it again).
 * Rejects only if English fails too.
 */
export async function loadLanguage(language: Language, areas: readonly MessageArea[] = []): Promise<LoadedLanguage> {
  try {
    return await loadCatalogues(language, areas);
  } catch (error) {
    if (areas.length > 0) return loadLanguage(language);
    if (language === DEFAULT_LANGUAGE) throw error;
    console.warn(`[i18n] the ${language} catalogue could not be loaded; starting in English.`, error);
    return loadCatalogues(DEFAULT_LANGUAGE);
  }
}
