import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useActorRef } from '@xstate/react';
import { useLocation } from 'wouter';
import { readStoredUser, safeLocalStorage, USER_KEY } from '../../api/userStore';
import type { SessionMachine } from '../../machines/sessionMachine';
import { exposeForE2e } from './e2eHooks';
import { LOGIN_PAGE, loginHref } from './returnTo';
import { SessionContext, type SessionValue } from './sessionContext';
import { liveSessionMachine } from './sessionEffects';
import { useServices } from './services';

const currentPath = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/**
 * Runs the session actor for the whole app and connects it to the outside: the request layer's 401 and
 * login-required events, other tabs (`storage` events) and navigation (the machine never navigates itself).
 * `machine` lets tests run the real views with fake actors.
 */
export function SessionProvider(props: { children: ReactNode; machine?: SessionMachine }) {
  const services = useServices();
  const [logic] = useState(() => props.machine ?? liveSessionMachine(services.http));
  const actor = useActorRef(logic);
  const [, navigate] = useLocation();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  const goToLogin = useCallback((returnTo: string | null) => {
    // Read the real address, not React state: a burst of 401s arrives before React renders the first move.
    if (window.location.pathname === LOGIN_PAGE) return;
    navigateRef.current(loginHref(returnTo), { replace: true });
  }, []);

  useEffect(() => {
    return services.authEvents.subscribe((event) => {
      actor.send(event.type === 'unauthorized' ? { type: 'session.unauthorized', token: event.token } : { type: 'session.loginRequired' });
    });
  }, [actor, services.authEvents]);

  useEffect(() => {
    const subscriptions = [
      actor.on('session.expired', () => goToLogin(currentPath())),
      actor.on('session.loginRequired', () => goToLogin(currentPath())),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [actor, goToLogin]);

  useEffect(() => {
    // Another tab signed out (key `user`, or key null after clear()) or signed in: follow it.
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== USER_KEY) return;
      if (event.storageArea !== null && event.storageArea !== safeLocalStorage()) return;
      actor.send({ type: 'session.storageChanged', user: readStoredUser() });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [actor]);

  useEffect(() => exposeForE2e(services), [services]);

  const value = useMemo<SessionValue>(() => ({ actor, goToLogin }), [actor, goToLogin]);
  return <SessionContext.Provider value={value}>{props.children}</SessionContext.Provider>;
}
