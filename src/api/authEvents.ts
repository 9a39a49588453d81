/**
 * How the request layer tells the session about a 401 or a signed-out request (architecture rule 6: a 401 is
 * an event, not a redirect hidden in the HTTP layer). The session provider subscribes; routing acts on it.
 */
export type AuthEvent = { type: 'unauthorized'; token: string } | { type: 'login-required' };

type Listener = (event: AuthEvent) => void;

export function createAuthEvents() {
  const listeners = new Set<Listener>();
  return {
    emit(event: AuthEvent) {
      for (const l of listeners) l(event);
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type AuthEvents = ReturnType<typeof createAuthEvents>;
