import { safeSessionStorage } from '../../../browserStorage';
import { CHUNK_RELOAD_KEY } from '../../../reporting/chunkReload';

/**
 * When a deploy has taken a script the open sign-in page needs (the session's code, another language), the chunk
 * guard reloads the page once (chunkReload.ts). The username crosses that reload in this tab's sessionStorage, so
 * the new page has it filled in and asks only for the password, which is never stored. Kept briefly and read
 * once: a tab restored later, or someone else signing in at a shared computer, must not find it.
 */
const KEY = 'signin-username-after-update';
const LIFETIME_MS = 60_000;
// The guard stamps its reload (chunk-reload-at) just before asking for it; the page then goes within moments.
const RELOAD_JUST_ASKED_MS = 5_000;

/** For `pagehide`: keeps the username if, and only if, the page goes because the guard reloads it. */
export function keepUsernameIfReloadingForUpdate(username: string, now = Date.now()) {
  const store = safeSessionStorage();
  try {
    const asked = Number(store?.getItem(CHUNK_RELOAD_KEY));
    if (!store || !username || !(asked > 0 && now - asked >= 0 && now - asked < RELOAD_JUST_ASKED_MS)) return;
    store.setItem(KEY, JSON.stringify({ username, at: now }));
  } catch {
    // Without storage the reloaded page starts empty: the visitor types the username again.
  }
}

/** The username kept for this page, or null. No side effect: a render may call it twice, or be thrown away. */
export function readUsernameAfterReload(now = Date.now()): string | null {
  try {
    const kept: unknown = JSON.parse(safeSessionStorage()?.getItem(KEY) ?? 'null');
    if (typeof kept !== 'object' || kept === null) return null;
    const { username, at } = kept as { username?: unknown; at?: unknown };
    const fresh = typeof at === 'number' && now - at >= 0 && now - at < LIFETIME_MS;
    return fresh && typeof username === 'string' && username !== '' ? username : null;
  } catch {
    return null;
  }
}

/** Once the page that shows it has mounted (or found it stale): it is never shown twice. */
export function forgetUsernameAfterReload() {
  try {
    safeSessionStorage()?.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
