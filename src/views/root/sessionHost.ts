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
}

export function createSessionHost(services: Pick<Services, 'authEvents'>, target: Window = window): SessionHost {
  let queue: AuthEvent[] | null = [];
  let started: Promise<SessionValue> | null = null;
  let resolve: (value: SessionValue) => void = () => {};
  const listeners = new Set<() => void>();

  const start = () => {
    if (started) return started;
    started = new Promise<SessionValue>((r) => (resolve = r));
    listeners.forEach((l) => l());
    return started;
  };

  const onAuthEvent = (event: AuthEvent) => {
    if (!queue) return;
    queue.push(event);
    void start();
  };
  // Another tab signed in or out: this tab follows, so the machine must run (it reads the stored user at start).
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === USER_KEY) void start();
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
      resolve(value);
      return queued;
    },
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
