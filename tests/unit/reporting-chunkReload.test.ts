import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, isChunkLoadMessage } from '../../src/reporting/chunkErrors';
import {
  CHUNK_RELOAD_KEY,
  CHUNK_RELOAD_WINDOW_MS,
  installChunkReloadGuard,
  recoverFromChunkError,
  reloadOnceForChunkError,
  type ChunkReloadDeps,
} from '../../src/reporting/chunkReload';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

function deps(overrides: Partial<ChunkReloadDeps> = {}) {
  return { storage: memoryStorage(), now: () => 1_000_000, reload: vi.fn(), ...overrides };
}

describe('chunk-load error detection', () => {
  it.each([
    new TypeError('Failed to fetch dynamically imported module: https://a.edu/assets/x.js'),
    new TypeError('Importing a module script failed.'),
    new TypeError('error loading dynamically imported module: https://a.edu/assets/x.js'),
    Object.assign(new Error('Loading chunk 3 failed'), { name: 'ChunkLoadError' }),
    new Error('Unable to preload CSS for /assets/x.css'),
    'Loading chunk 9 failed.',
  ])('recognises %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([new Error('Failed to fetch'), new TypeError('x is undefined'), null, undefined, 42, {}])('does not take %s for one', (error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });

  it('ignores case (browsers disagree on it)', () => {
    expect(isChunkLoadMessage('Error loading dynamically imported module')).toBe(true);
  });
});

describe('reload once, never in a loop', () => {
  it('reloads on the first failure and remembers when', () => {
    const storage = memoryStorage();
    const d = deps({ storage });
    expect(reloadOnceForChunkError(d)).toBe(true);
    expect(d.reload).toHaveBeenCalledTimes(1);
    expect(storage.data.get(CHUNK_RELOAD_KEY)).toBe('1000000');
  });

  it('does not reload again after the reload (the same failure on the fresh page)', () => {
    const storage = memoryStorage();
    const first = deps({ storage });
    reloadOnceForChunkError(first);
    const afterReload = deps({ storage, now: () => 1_000_000 + 2_000 });
    expect(reloadOnceForChunkError(afterReload)).toBe(false);
    expect(afterReload.reload).not.toHaveBeenCalled();
  });

  it('reloads again for a later deploy, once the window has passed', () => {
    const storage = memoryStorage({ [CHUNK_RELOAD_KEY]: String(1_000_000 - CHUNK_RELOAD_WINDOW_MS) });
    const d = deps({ storage });
    expect(reloadOnceForChunkError(d)).toBe(true);
    expect(d.reload).toHaveBeenCalledTimes(1);
  });

  it('waits a minute between reloads: not again 50 s later, again 61 s later', () => {
    const at = (seconds: number) => deps({ storage: memoryStorage({ [CHUNK_RELOAD_KEY]: '1000000' }), now: () => 1_000_000 + seconds * 1000 });
    const soon = at(50);
    expect(reloadOnceForChunkError(soon)).toBe(false);
    expect(soon.reload).not.toHaveBeenCalled();
    const later = at(61);
    expect(reloadOnceForChunkError(later)).toBe(true);
    expect(later.reload).toHaveBeenCalledTimes(1);
  });

  it('treats a stamp from the future (clock moved back) as recent', () => {
    const d = deps({ storage: memoryStorage({ [CHUNK_RELOAD_KEY]: String(5_000_000) }) });
    expect(reloadOnceForChunkError(d)).toBe(false);
  });

  it('ignores a garbage stamp and reloads', () => {
    const d = deps({ storage: memoryStorage({ [CHUNK_RELOAD_KEY]: 'soon' }) });
    expect(reloadOnceForChunkError(d)).toBe(true);
  });

  it('never reloads when the attempt cannot be remembered', () => {
    const noStorage = deps({ storage: null });
    expect(reloadOnceForChunkError(noStorage)).toBe(false);
    const throwing = deps({
      storage: {
        getItem: () => null,
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
      },
    });
    expect(reloadOnceForChunkError(throwing)).toBe(false);
    expect(noStorage.reload).not.toHaveBeenCalled();
    expect(throwing.reload).not.toHaveBeenCalled();
  });

  it('never reloads offline (only the browser error page would come), and keeps the attempt for later', () => {
    const storage = memoryStorage();
    const offline = deps({ storage, online: () => false });
    expect(reloadOnceForChunkError(offline)).toBe(false);
    expect(recoverFromChunkError(new TypeError('Importing a module script failed.'), offline)).toBe(false);
    expect(offline.reload).not.toHaveBeenCalled();
    expect(storage.data.has(CHUNK_RELOAD_KEY)).toBe(false);
    const backOnline = deps({ storage, online: () => true });
    expect(reloadOnceForChunkError(backOnline)).toBe(true);
    expect(backOnline.reload).toHaveBeenCalledTimes(1);
  });

  it('recoverFromChunkError reloads only for chunk-load errors', () => {
    const d = deps();
    expect(recoverFromChunkError(new TypeError('x is undefined'), d)).toBe(false);
    expect(d.reload).not.toHaveBeenCalled();
    expect(recoverFromChunkError(new TypeError('Importing a module script failed.'), d)).toBe(true);
    expect(d.reload).toHaveBeenCalledTimes(1);
  });

  it("reloads once on Vite's vite:preloadError, and not for other failures it reports", () => {
    const d = deps();
    const stop = installChunkReloadGuard(window, () => d);
    const failed = (payload: unknown) => window.dispatchEvent(Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload }));
    failed(new Error('x is not a function'));
    expect(d.reload).not.toHaveBeenCalled();
    failed(new TypeError('Failed to fetch dynamically imported module: https://a.edu/assets/x.js'));
    failed(new TypeError('Failed to fetch dynamically imported module: https://a.edu/assets/y.js'));
    expect(d.reload).toHaveBeenCalledTimes(1);
    stop();
  });

  it('once stopped (the app has rendered), a failed chunk never reloads: its owner handles it', () => {
    const d = deps();
    const stop = installChunkReloadGuard(window, () => d);
    stop();
    window.dispatchEvent(
      Object.assign(new Event('vite:preloadError', { cancelable: true }), {
        payload: new TypeError('Failed to fetch dynamically imported module: https://a.edu/assets/de-x1.js'),
      }),
    );
    expect(d.reload).not.toHaveBeenCalled();
  });
});
