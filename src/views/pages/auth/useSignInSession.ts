import { useContext, useState, useSyncExternalStore } from 'react';
import { browserOnline } from '../../../api/browserOnline';
import { SessionContext, SessionHostContext, type SessionActor, type SessionValue } from '../../root/sessionContext';

const never = () => () => {};
const none = () => null;
const no = () => false;

export interface SignInSession {
  /** The running session, null while its code loads (or has failed to). */
  session: SessionValue | null;
  /** The last load of the session's code failed. */
  failed: boolean;
  /**
   * The session was there or on its way when the page opened (e.g. a stored user): wait for it, no form yet.
   * False for good once a load has failed (the form is then shown and a retry keeps it).
   */
  awaited: boolean;
  /** Loads the session's code (again, after a failure: a fresh import, never a page reload); rejects if it fails. */
  load: () => Promise<SessionValue>;
}

/**
 * The session for the sign-in page without suspending on it: the form shows at once and keeps what is typed while
 * the session's code loads, and if that fails (offline, a chunk gone after a deploy) the page says so in place.
 * Under a <SessionProvider> (tests) the session is there from the start.
 */
export function useSignInSession(): SignInSession {
  const provided = useContext(SessionContext);
  const host = useContext(SessionHostContext);
  const hosted = useSyncExternalStore(host?.subscribe ?? never, host?.current ?? none);
  const failed = useSyncExternalStore(host?.subscribe ?? never, host?.failed ?? no);
  const [awaited, setAwaited] = useState(() => !!provided || !!host?.current() || (!!host?.needed() && !host.failed()));
  // Once a load has failed the form is on screen: a retry must keep it (and what was typed), not wait behind a spinner.
  if (awaited && failed && !provided) setAwaited(false);
  return {
    session: provided ?? hosted,
    failed: !provided && failed,
    awaited,
    load: () => (provided ? Promise.resolve(provided) : host ? host.retry() : Promise.reject(new Error('No session host'))),
  };
}

/** Literal ids: offline the visitor needs to hear that it is their connection, not the app, that is missing. */
export type StartFailureId = 'auth.startFailed' | 'auth.startOffline';
export const startFailureId = (): StartFailureId => (browserOnline() ? 'auth.startFailed' : 'auth.startOffline');

type SessionSnapshot = ReturnType<SessionActor['getSnapshot']>;

/**
 * Resolves with the session's snapshot once it has read the stored user (left 'starting'). Written here rather
 * than xstate's waitFor, so the sign-in page's chunk does not pull in xstate's code.
 */
export function afterStarting(actor: SessionActor): Promise<SessionSnapshot> {
  return new Promise((resolve) => {
    const now = actor.getSnapshot();
    if (!now.hasTag('starting')) return resolve(now);
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.hasTag('starting')) return;
      subscription.unsubscribe();
      resolve(snapshot);
    });
  });
}
