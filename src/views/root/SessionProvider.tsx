import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useActorRef } from '@xstate/react';
import { useLocation } from 'wouter';
import type { AuthEvent } from '../../api/authEvents';
import { readStoredUser, safeLocalStorage, USER_KEY } from '../../api/userStore';
import type { SessionMachine } from '../../machines/sessionMachine';
import { isLoginPage } from '../../api/requestRules';
import { loginHref } from './returnTo';
import { SessionContext, type SessionValue } from './sessionContext';
import type { SessionHost } from './createSessionHost';
import { holdsStoredUser } from './holdsStoredUser';
import { liveSessionMachine } from './sessionEffects';
import { useServices } from './services';
import { inspect } from '../../devtools/inspector';
import { onPageReturn } from '../onPageReturn';

// For App's route table, so the guard loads with the session's code rather than with every public page.
export { RequireSession } from './RequireSession';

const currentPath = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

const toSessionEvent = (event: AuthEvent) =>
  event.type === 'unauthorized' ? ({ type: 'session.unauthorized', token: event.token } as const) : ({ type: 'session.loginRequired' } as const);

/**
 * Runs the session actor and connects it to the outside: the request layer's 401 and login-required events,
 * other tabs (`storage` events) and navigation (the machine never navigates itself). `machine` lets tests run
 * the real views with fake actors.
 *
 * A session that ends (a 401, another tab) does not navigate from here: the route guard (RequireSession) sends
 * the visitor to sign in, so only a route that needs a user is left. A visitor on an open page (a certificate
 * result, an enquiry form, an error page) stays where they are, signed out (docs/decisions.md).
 */
function useSessionRuntime(machine?: SessionMachine): SessionValue {
  const services = useServices();
  const [logic] = useState(() => machine ?? liveSessionMachine(services.http));
  const actor = useActorRef(logic, { inspect });
  const [, navigate] = useLocation();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  const goToLogin = useCallback((returnTo: string | null) => {
    // Read the real address, not React state: a burst of 401s arrives before React renders the first move.
    if (isLoginPage(window.location.pathname)) return;
    navigateRef.current(loginHref(returnTo), { replace: true });
  }, []);

  useEffect(() => {
    return services.authEvents.subscribe((event) => actor.send(toSessionEvent(event)));
  }, [actor, services.authEvents]);

  useEffect(() => {
    // Spec section 4's login redirect: a signed-out request for a staff-only path, from any page it applies to.
    const subscription = actor.on('session.loginRequired', () => goToLogin(currentPath()));
    return () => subscription.unsubscribe();
  }, [actor, goToLogin]);

  useEffect(() => {
    // Another tab signed out (key `user`, or key null after clear()) or signed in: follow it.
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== USER_KEY) return;
      if (event.storageArea !== null && event.storageArea !== safeLocalStorage()) return;
      actor.send({ type: 'session.storageChanged', user: readStoredUser() });
    };
    window.addEventListener('storage', onStorage);
    // Storage emptied behind this tab's back (site data cleared in the browser's settings, the browser evicting
    // it) fires no storage event here, and the tab would stay "signed in" while its requests went out without a
    // token: look again whenever the tab comes back (shown, restored from the back-forward cache, focused).
    const onReturn = () => {
      if (holdsStoredUser(actor.getSnapshot()) && readStoredUser() === null) {
        actor.send({ type: 'session.storageChanged', user: null });
      }
    };
    const stopWatchingReturn = onPageReturn(onReturn);
    return () => {
      window.removeEventListener('storage', onStorage);
      stopWatchingReturn();
    };
  }, [actor]);

  return useMemo<SessionValue>(() => ({ actor, goToLogin }), [actor, goToLogin]);
}

/** The session around its children (tests, and any tree that wants it at once). */
export function SessionProvider(props: { children: ReactNode; machine?: SessionMachine }) {
  const value = useSessionRuntime(props.machine);
  return <SessionContext.Provider value={value}>{props.children}</SessionContext.Provider>;
}

/**
 * What the app's lazy SessionHost renders once this module has loaded. Its effects run after the runtime's, so
 * the actor already listens (auth events, emitted navigation) when the queued events are delivered.
 */
export function SessionRunner(props: { host: SessionHost }) {
  const value = useSessionRuntime();
  // Kept across an effect's re-run (StrictMode): attach hands the queue over only once.
  const [queued] = useState<AuthEvent[]>(() => []);
  useEffect(() => {
    queued.push(...props.host.attach(value));
    // Not while the actor still reads the stored user: `readingStorage` has no user to match a 401's token against
    // and drops it (xstate ignores what a state does not handle); the queued 401 is the only report of it.
    const reading = () => value.actor.getSnapshot().matches({ starting: 'readingStorage' });
    const deliver = () => {
      for (const event of queued.splice(0)) value.actor.send(toSessionEvent(event));
    };
    if (!reading()) return deliver();
    const subscription = value.actor.subscribe(() => {
      if (reading()) return;
      subscription.unsubscribe();
      deliver();
    });
    return () => subscription.unsubscribe();
  }, [props.host, value, queued]);
  return null;
}
