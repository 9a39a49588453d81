import { afterEach, describe, expect, it, vi } from 'vitest';
import { safeSessionStorage } from '../../src/browserStorage';
import { browserChunkReloadDeps, CHUNK_RELOAD_KEY, reloadOnceForChunkError } from '../../src/reporting/chunkReload';
import { keepUsernameIfReloadingForUpdate, readUsernameAfterReload } from '../../src/views/pages/auth/usernameAcrossReload';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('the tab’s sessionStorage, as the reload guard and the sign-in use it', () => {
  it('the guard remembers its reload in this tab’s sessionStorage, so the reloaded page does not reload again', () => {
    // jsdom does not navigate: the reload itself only reports "not implemented".
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(reloadOnceForChunkError(browserChunkReloadDeps())).toBe(true);
    expect(Number(sessionStorage.getItem(CHUNK_RELOAD_KEY))).toBeGreaterThan(0);
    expect(reloadOnceForChunkError(browserChunkReloadDeps())).toBe(false);
  });

  it('where the browser refuses it (its mere access throws), nothing is kept and nothing throws', () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(safeSessionStorage()).toBeNull();
    // The pagehide handler must not throw as the page goes, and the guard must not reload without remembering it.
    expect(() => keepUsernameIfReloadingForUpdate('admin')).not.toThrow();
    expect(readUsernameAfterReload()).toBeNull();
    expect(reloadOnceForChunkError(browserChunkReloadDeps())).toBe(false);
  });
});
