import type { InspectionEvent } from 'xstate';
import { reportActorBugs } from '../reporting/actorBugs';
import { reporter } from '../reporting/reporter';

/**
 * The Stately inspector (https://stately.ai/inspect), for watching machines live in development only.
 * Switch it on with `?inspect` in the address or `VITE_INSPECT=true` (e.g. in .env.local), then pass
 * `inspect` wherever a root actor is created:
 *
 *   const actor = useActorRef(sessionMachine.provide(...), { input, inspect });
 *   useActorRef(themeLogic, { input, inspect })   // src/views/root/ThemeProvider.tsx
 *
 * Children (invoked and spawned actors) are inspected through their root. In a production build
 * `import.meta.env.DEV` is the constant false, so @statelyai/inspect is never bundled (`npm run budget` fails if it
 * is), and `inspect` reports actors that failed with a bug rather than a request's failure (reporting/actorBugs.ts).
 */
export type InspectFn = (event: InspectionEvent) => void;

export function inspectorRequested(flag: string | undefined, search: string): boolean {
  return flag === 'true' || new URLSearchParams(search).has('inspect');
}

/**
 * Actors start during the first render, before the inspector's code has arrived: events are held until it
 * has loaded, then replayed in order, so the inspector shows each actor from its first snapshot.
 */
export function deferredInspect(load: () => Promise<InspectFn>): InspectFn {
  let target: InspectFn | null = null;
  let pending: InspectionEvent[] = [];
  let loading = false;
  return (event) => {
    if (target) return target(event);
    pending.push(event);
    if (loading) return;
    loading = true;
    load().then(
      (loaded) => {
        target = loaded;
        pending.forEach(loaded);
        pending = [];
      },
      (error: unknown) => {
        console.warn('The Stately inspector could not start', error);
        target = () => {};
        pending = [];
      },
    );
  };
}

async function loadStatelyInspector(): Promise<InspectFn> {
  // Inside the DEV branch so that the production bundle has no trace of the import.
  if (!import.meta.env.DEV) return () => {};
  const [{ createBrowserInspector }, { windowThatReportsBlockedPopUp }] = await Promise.all([
    import('@statelyai/inspect'),
    import('./popUpBlocked'),
  ]);
  // Opens https://stately.ai/inspect in a new window; a blocked pop-up is said in the console (popUpBlocked.ts).
  const inspector = createBrowserInspector({ window: windowThatReportsBlockedPopUp(window) });
  return (event) => inspector.inspect.next?.(event);
}

export const inspect: InspectFn =
  import.meta.env.DEV &&
  typeof window !== 'undefined' &&
  inspectorRequested(import.meta.env.VITE_INSPECT as string | undefined, window.location.search)
    ? deferredInspect(loadStatelyInspector)
    : reportActorBugs(reporter);
