import { createContext, use, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { SessionMachine } from '../../machines/sessionMachine';
import type { SessionHost } from './createSessionHost';

export type SessionActor = ActorRefFrom<SessionMachine>;

export interface SessionValue {
  actor: SessionActor;
  /** Navigates to the sign-in page once: a second call while already there does nothing (401 bursts). */
  goToLogin: (returnTo: string | null) => void;
}

export const SessionContext = createContext<SessionValue | null>(null);
export const SessionHostContext = createContext<SessionHost | null>(null);

/**
 * The running session. Under the app's lazy host, the first call loads the session module and suspends until its
 * actor runs (the nearest Suspense shows the spinner); a <SessionProvider> around the view (tests) answers at once.
 */
export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  const host = useContext(SessionHostContext);
  if (value) return value;
  // A session already running is returned at once: its promise is marked settled (createSessionHost.ts, attach).
  if (host) return use(host.ready());
  throw new Error('No <SessionHost> or <SessionProvider>');
}
