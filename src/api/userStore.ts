import { userSchema, type User } from './schemas/user';

/** The stored session: localStorage key `user` (spec section 3). */
export const USER_KEY = 'user';

// Larger than any real user record; a bigger value is garbage and is not worth parsing.
const MAX_STORED_LENGTH = 64 * 1024;

// When storage cannot hold the session (blocked, throwing or full), this tab keeps it in memory instead, so the
// signed-in user's requests still carry the token. `memoryOnly`: the last write did not reach storage.
let memoryUser: User | null = null;
let memoryOnly = false;

/**
 * Reads the stored user defensively: missing, unparsable, oversized or not matching the schema means signed
 * out, and the key is removed. Storage that throws (privacy modes, quota) is treated as empty.
 */
export function readStoredUser(storage: Storage | null = safeLocalStorage()): User | null {
  if (!storage) return memoryUser;
  let raw: string | null;
  try {
    raw = storage.getItem(USER_KEY);
  } catch {
    return memoryUser;
  }
  if (raw === null) return memoryOnly ? memoryUser : null;
  const user = raw.length <= MAX_STORED_LENGTH ? parseUser(raw) : null;
  if (!user) removeStoredUser(storage);
  return user;
}

function parseUser(raw: string): User | null {
  try {
    // JSON.parse creates "__proto__" as an own property, never a prototype; the schema then drops nothing
    // we rely on, and the result is a fresh object.
    const parsed = userSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeStoredUser(user: User, storage: Storage | null = safeLocalStorage()): void {
  memoryUser = user;
  memoryOnly = true;
  try {
    storage?.setItem(USER_KEY, JSON.stringify(user));
    memoryOnly = !storage;
  } catch {
    // A full or blocked storage keeps the session in memory only; it must not break sign-in.
  }
}

export function removeStoredUser(storage: Storage | null = safeLocalStorage()): void {
  memoryUser = null;
  memoryOnly = false;
  try {
    storage?.removeItem(USER_KEY);
  } catch {
    /* see writeStoredUser */
  }
}

/** Spec section 4: on a session-clearing 401, all local storage is cleared. */
export function clearAllStorage(storage: Storage | null = safeLocalStorage()): void {
  memoryUser = null;
  memoryOnly = false;
  try {
    storage?.clear();
  } catch {
    /* see writeStoredUser */
  }
}

export function storedToken(storage: Storage | null = safeLocalStorage()): string {
  return readStoredUser(storage)?.token ?? '';
}

export function safeLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
