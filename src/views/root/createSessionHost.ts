import type { AuthEvent } from '../../api/authEvents';
import { safeLocalStorage, USER_KEY } from '../../api/userStore';
import type { Services } from './services';
import type { SessionValue } from './sessionContext';

/**
 * The session's code (machine, account calls, sign-in rules) is not in the public pages' start-up JavaScript:
 * a public visitor with no stored user never needs it (npm run budget). The host loads it when a user is stored
 * at start, when a view asks for the session (the guard, the sign-in page), when another tab changes the stored
 * user, or when the request layer reports a 401 or a signed-out staff request. Auth events that arrive before the
 * module has loaded are queued and delivered, in order, once it runs.
 */
export interface SessionHost {
  /** Starts loading (once); resolves with the session when its actor runs. Suspense-friendly: same promise each time. */
  ready(): Promise<SessionValue>;
  /** Whether the session is needed yet (the host then renders the lazy runner): for useSyncExternalStore. */
  needed(): boolean;
  subscribe(listener: () => void): () => void;
  /** Called by the runner once its actor listens: hands over queued auth events and stops queueing. */
  attach(value: SessionValue): AuthEvent[];
  /** Listens for auth events (queued until attach) and storage changes; returns the cleanup, for an effect. */
  listen(): () => void;
  /** The running session, or null until it attaches: for useSyncExternalStore (views that must not suspend). */
  current(): SessionValue | null;
  /**
   * How many times loading has failed and been retried; the host view keys its runner on it and imports the chunk
   * once per attempt (a failed import() promise stays failed, so each attempt needs a new one). For useSyncExternalStore.
   */
  attempt(): number;
  /** Whether the last load of the session's code failed (and no retry has started): for useSyncExternalStore. */
  failed(): boolean;
  /** Called by the host view when the runner's chunk fails to load: `ready()` rejects with the error. */
  fail(error: unknown): void;
  /** After a failure, loads the session's code again (a fresh import, never a page reload); otherwise ready(). */
  retry(): Promise<SessionValue>;
}

export function createSessionHost(services: Pick<Services, 'authEvents'>, target: Window = window): SessionHost {
  let queue: AuthEvent[] | null = [];
  let started: Promise<SessionValue> | null = null;
  let resolve: (value: SessionValue) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  let current: SessionValue | null = null;
  let attempt = 0;
  let failed = false;
  const listeners = new Set<() => void>();
  // Told a microtask later: a view's render can be what starts the session (useSession's use(host.ready())), and
  // a subscriber told at once would be a React component updated while another one renders, which React forbids.
  const notify = () => queueMicrotask(() => listeners.forEach((l) => l()));

  const start = () => {
    if (started) return started;
    started = new Promise<SessionValue>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    // A view that suspends on it (use) sees the failure; nobody else must turn it into an unhandled rejection.
    started.catch(() => {});
    notify();
    return started;
  };

  // After a failed load, a fresh import (the failed one is remembered): the code may be reachable again by now.
  const retry = () => {
    if (!failed) return start();
    failed = false;
    attempt += 1;
    started = null;
    return start();
  };

  // Both need the session running, so they try again after a failed load rather than being dropped.
  const onAuthEvent = (event: AuthEvent) => {
    if (!queue) return;
    queue.push(event);
    void retry();
  };
  // Another tab signed in or out: this tab follows, so the machine must run (it reads the stored user at start).
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === USER_KEY) void retry();
  };

  if (hasStoredUser()) void start();

  return {
    ready: start,
    needed: () => started !== null,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    attach(value) {
      const queued = queue ?? [];
      queue = null;
      current = value;
      // Marked settled as React reads it (`status`, `value`): `use` then returns the session at once, so views call
      // use() alike before and after it runs (no conditional use: react.dev/warnings/conditional-use-of-use).
      if (started) Object.assign(started, { status: 'fulfilled', value });
      resolve(value);
      notify();
      return queued;
    },
    current: () => current,
    attempt: () => attempt,
    failed: () => failed,
    fail(error) {
      if (current || failed) return;
      failed = true;
      reject(error);
      notify();
    },
    retry,
    listen() {
      const stop = services.authEvents.subscribe(onAuthEvent);
      target.addEventListener('storage', onStorage);
      return () => {
        stop();
        target.removeEventListener('storage', onStorage);
      };
    },
  };
}

/** A raw presence check only: the session module validates what is stored when it starts. */
function hasStoredUser(): boolean {
  try {
    return safeLocalStorage()?.getItem(USER_KEY) != null;
  } catch {
    return false;
  }
}
