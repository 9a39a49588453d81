import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { SessionMachine } from '../../machines/sessionMachine';

export type SessionActor = ActorRefFrom<SessionMachine>;

export interface SessionValue {
  actor: SessionActor;
  /** Navigates to the sign-in page once: a second call while already there does nothing (401 bursts). */
  goToLogin: (returnTo: string | null) => void;
}

export const SessionContext = createContext<SessionValue | null>(null);

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession needs <SessionProvider>');
  return value;
}
