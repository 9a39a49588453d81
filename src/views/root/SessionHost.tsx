import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { keepLanguageAcrossClears } from '../../i18n/loadLanguage';
import { exposeForE2e } from './e2eHooks';
import { SessionHostContext } from './sessionContext';
import { createSessionHost } from './sessionHost';
import { useServices } from './services';
import { STORAGE_CLEARED_EVENT } from './ThemeProvider';

// Its own chunk: public visitors with no stored user never download the session's code (npm run budget).
const SessionRunner = lazy(() => import('./SessionProvider').then((m) => ({ default: m.SessionRunner })));

/**
 * Hosts the lazily loaded session (see sessionHost.ts). The runner renders beside the routed screens, not around
 * them, so its arrival never remounts the page the visitor is on. A runner chunk that fails to load (gone after a
 * deploy) reaches the outer error boundary, which reloads once for it.
 */
export function SessionHost(props: { children: ReactNode }) {
  const services = useServices();
  const [host] = useState(() => createSessionHost(services));
  const needed = useSyncExternalStore(host.subscribe, host.needed);
  useEffect(() => host.listen(), [host]);
  useEffect(() => exposeForE2e(services), [services]);
  // The session's 401 clears all local storage; the language choice is saved again (the theme does the same).
  useEffect(() => keepLanguageAcrossClears(window, STORAGE_CLEARED_EVENT), []);
  return (
    <SessionHostContext.Provider value={host}>
      {props.children}
      {needed && (
        <Suspense fallback={null}>
          <SessionRunner host={host} />
        </Suspense>
      )}
    </SessionHostContext.Provider>
  );
}
