import { browserOnline } from '../api/browserOnline';
import { safeSessionStorage } from '../browserStorage';
import { isChunkLoadError } from './chunkErrors';

/**
 * After a deploy, a tab opened earlier asks for chunks that no longer exist. One reload fetches the new
 * index.html and its chunks. It must never loop: the attempt is remembered in sessionStorage (per tab, survives
 * the reload), and a second failure within the window shows the error fallback instead.
 */
export const CHUNK_RELOAD_KEY = 'chunk-reload-at';
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

export interface ChunkReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  now: () => number;
  reload: () => void;
  /** False when the browser knows it is offline: a reload then shows only the browser's error page. */
  online?: () => boolean;
  windowMs?: number;
}

/** Reloads and returns true when no reload was tried within the window; otherwise does nothing and returns false. */
export function reloadOnceForChunkError(deps: ChunkReloadDeps): boolean {
  const windowMs = deps.windowMs ?? CHUNK_RELOAD_WINDOW_MS;
  // Without storage we cannot remember the attempt, and an unremembered reload could loop: do not reload.
  if (!deps.storage) return false;
  // Offline the new build cannot be fetched either: the reload would trade the page for the browser's error page.
  if (deps.online && !deps.online()) return false;
  const now = deps.now();
  try {
    const last = Number(deps.storage.getItem(CHUNK_RELOAD_KEY));
    // A stamp from the future (clock moved back) counts as recent: reloading then could loop.
    if (last > 0 && now - last < windowMs) return false;
    deps.storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  deps.reload();
  return true;
}

// Once this page has asked for the reload, every later chunk failure reports "reload under way" (the route
// boundary then shows a spinner rather than a fallback that would flash before the page goes).
let reloading = false;

/** The browser's own dependencies for the guard. */
export function browserChunkReloadDeps(): ChunkReloadDeps {
  return {
    storage: safeSessionStorage(),
    now: () => Date.now(),
    online: browserOnline,
    reload: () => {
      reloading = true;
      window.location.reload();
    },
  };
}

/** For a caught error: reloads once if it is a failed chunk load; true when a reload is under way. */
export function recoverFromChunkError(error: unknown, deps: ChunkReloadDeps = browserChunkReloadDeps()): boolean {
  if (reloading) return true;
  return isChunkLoadError(error) && reloadOnceForChunkError(deps);
}

/**
 * Vite announces a failed dynamic import (of any chunk, also outside React) with `vite:preloadError`. The event
 * is not cancelled (cancelling makes the import resolve to undefined), so the import still rejects and its
 * caller still sees the failure.
 *
 * For the boot only: install it first and call the returned stop just before the app renders (src/main.tsx).
 * Until then nothing on the page can be lost, and a catalogue or demo-backend chunk that vanished with a deploy
 * deserves its one reload. From then on every chunk has an owner that handles its failure without a reload that would
 * wipe what a visitor typed: route chunks reach the route error boundary (which reloads: a route fails before
 * its form exists); a language switch, the sign-in's session code and the verification's answer panel keep the
 * page and say why, and reload once only when the visitor's retry fails too (a deploy took the chunk for good);
 * the reporting client is abandoned, and the branch colour or the note sanitiser simply stay away.
 */
export function installChunkReloadGuard(target: Window = window, deps?: () => ChunkReloadDeps) {
  const listener = (event: Event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    recoverFromChunkError(payload ?? new Error('Failed to fetch dynamically imported module'), deps?.());
  };
  target.addEventListener('vite:preloadError', listener);
  return () => target.removeEventListener('vite:preloadError', listener);
}
