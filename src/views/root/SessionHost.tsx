import { Component, Suspense, use, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { keepLanguageAcrossClears } from '../../i18n/loadLanguage';
import { exposeForE2e } from './e2eHooks';
import { SessionHostContext } from './sessionContext';
import { createSessionHost, type SessionHost as Host } from './createSessionHost';
import type * as SessionModule from './SessionProvider';
import { useServices } from './services';
import { STORAGE_CLEARED_EVENT } from './ThemeProvider';

// Its own chunk: public visitors with no stored user never download the session's code (npm run budget).
// One import per attempt, kept for Suspense (`use` needs the same promise each render); a retry is a new attempt,
// and so a fresh import of the chunk, never a page reload.
const runnerModules = new Map<number, Promise<typeof SessionModule>>();
function runnerModule(attempt: number) {
  if (!runnerModules.has(attempt)) runnerModules.set(attempt, import('./SessionProvider'));
  return runnerModules.get(attempt)!;
}

function RunnerSlot(props: { host: Host; attempt: number }) {
  const runner = use(runnerModule(props.attempt));
  return <runner.SessionRunner host={props.host} />;
}

/**
 * Hosts the lazily loaded session (see createSessionHost.ts). The runner renders beside the routed screens, not around
 * them, so its arrival never remounts the page the visitor is on. A runner chunk that fails to load (gone after a
 * deploy, offline) is handed to the host: the sign-in page keeps its form and says so (its Sign in loads it again),
 * and a view that suspends on the session gets the error, so a staff route reaches the outer error boundary
 * (which reloads once for it) as before.
 */
export function SessionHost(props: { children: ReactNode }) {
  const services = useServices();
  const [host] = useState(() => createSessionHost(services));
  const needed = useSyncExternalStore(host.subscribe, host.needed);
  const failed = useSyncExternalStore(host.subscribe, host.failed);
  const attempt = useSyncExternalStore(host.subscribe, host.attempt);
  useEffect(() => host.listen(), [host]);
  useEffect(() => exposeForE2e(services), [services]);
  // The session's 401 clears all local storage; the language choice is saved again (the theme does the same).
  useEffect(() => keepLanguageAcrossClears(window, STORAGE_CLEARED_EVENT), []);
  return (
    <SessionHostContext.Provider value={host}>
      {props.children}
      {needed && !failed && (
        <RunnerBoundary key={attempt} host={host}>
          <Suspense fallback={null}>
            <RunnerSlot host={host} attempt={attempt} />
          </Suspense>
        </RunnerBoundary>
      )}
    </SessionHostContext.Provider>
  );
}

/**
 * Catches the runner's failed chunk load for the host, so it never takes down the page the visitor is using. A
 * session that crashes after it ran is not a failed load: it goes on to the outer boundary, as any crash does,
 * rather than leaving the views on a stopped session.
 */
class RunnerBoundary extends Component<{ children: ReactNode; host: Host }, { failed: boolean; error: unknown }> {
  state = { failed: false, error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  componentDidCatch(error: unknown) {
    this.props.host.fail(error);
  }

  render() {
    if (this.state.failed && this.props.host.current()) throw this.state.error;
    return this.state.failed ? null : this.props.children;
  }
}
