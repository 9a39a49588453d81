/**
 * This tab's sessionStorage, or null where the browser refuses it (blocked site data, some private modes throw on
 * the mere access). Callers treat null as "nothing kept": a draft, a reload stamp or a username simply is not
 * remembered. (localStorage's twin, for the session, is `safeLocalStorage` in src/api/userStore.ts.)
 */
export function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
