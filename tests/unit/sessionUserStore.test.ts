import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../src/api/schemas/user';

/** The stored `user` (src/api/userStore.ts): read defensively, and kept in memory when storage refuses it. */
const ananya: User = { id: 'u1', username: 'admin', name: 'Ananya Iyer', email: 'a@x.in', role: 'administrator', token: 'tok-a' };

// A fresh module each time: the in-memory fallback is module state.
const load = () => import('../../src/api/userStore');

function fakeStorage(overrides: Partial<Storage> = {}): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    key: (i) => [...data.keys()][i] ?? null,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, String(v)),
    removeItem: (k) => void data.delete(k),
    clear: () => data.clear(),
    ...overrides,
  };
}

const throwing = () => {
  throw new DOMException('denied', 'SecurityError');
};

beforeEach(() => vi.resetModules());

describe('reading the stored user', () => {
  it.each(['{', '[object Object]', '"str"', '{"token":123}', '{"__proto__":{"isAdmin":true}}', 'x'.repeat(70_000)])(
    'treats %s as signed out and removes it',
    async (value) => {
      const store = await load();
      const storage = fakeStorage();
      storage.setItem('user', value);
      expect(store.readStoredUser(storage)).toBeNull();
      expect(storage.getItem('user')).toBeNull();
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    },
  );

  it('reads a record of exactly 64 KB and refuses one a character longer', async () => {
    const store = await load();
    const storage = fakeStorage();
    const bare = JSON.stringify({ ...ananya, note: '' }).length;
    const sized = (length: number) => JSON.stringify({ ...ananya, note: 'x'.repeat(length - bare) });
    storage.setItem('user', sized(64 * 1024));
    expect(store.readStoredUser(storage)?.token).toBe('tok-a');
    storage.setItem('user', sized(64 * 1024 + 1));
    expect(store.readStoredUser(storage)).toBeNull();
    expect(storage.getItem('user')).toBeNull();
  });

  it('keeps unknown fields the API adds', async () => {
    const store = await load();
    const storage = fakeStorage();
    storage.setItem('user', JSON.stringify({ ...ananya, branchId: 'br-blr' }));
    expect(store.readStoredUser(storage)).toEqual({ ...ananya, branchId: 'br-blr' });
  });
});

describe('a storage that refuses the session', () => {
  it('when setItem throws, the session lives in memory until it is removed', async () => {
    const store = await load();
    const storage = fakeStorage({ setItem: throwing });
    store.writeStoredUser(ananya, storage);
    expect(store.readStoredUser(storage)).toEqual(ananya);
    expect(store.storedToken(storage)).toBe('tok-a');
    store.removeStoredUser(storage);
    expect(store.readStoredUser(storage)).toBeNull();
  });

  it('when getItem throws, the last written user is read from memory; clearing forgets it', async () => {
    const store = await load();
    const storage = fakeStorage({ getItem: throwing });
    expect(store.readStoredUser(storage)).toBeNull();
    store.writeStoredUser(ananya, storage);
    expect(store.readStoredUser(storage)).toEqual(ananya);
    store.clearAllStorage(storage);
    expect(store.readStoredUser(storage)).toBeNull();
  });

  it('with no storage at all, the session lives in memory, and signing out forgets it', async () => {
    const store = await load();
    store.writeStoredUser(ananya, null);
    expect(store.readStoredUser(null)).toEqual(ananya);
    store.removeStoredUser(null);
    expect(store.readStoredUser(null)).toBeNull();
  });

  it('when getItem throws, signing out forgets the user kept in memory', async () => {
    const store = await load();
    const storage = fakeStorage({ getItem: throwing });
    store.writeStoredUser(ananya, storage);
    store.removeStoredUser(storage);
    expect(store.readStoredUser(storage)).toBeNull();
    expect(store.storedToken(storage)).toBe('');
  });

  it('a working storage stays the truth: a user removed by another tab is not brought back from memory', async () => {
    const store = await load();
    const storage = fakeStorage();
    store.writeStoredUser(ananya, storage);
    storage.removeItem('user'); // what another tab's sign-out does
    expect(store.readStoredUser(storage)).toBeNull();
  });
});
