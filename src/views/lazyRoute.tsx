import { use, type ComponentType, type ReactNode } from 'react';
import { MessageArea, prefetchMessages } from '../i18n/MessageArea';
import type { MessageArea as Area } from '../i18n/messageAreas';
import { trackedLoad } from './trackedLoad';

type Loaded = { default: ComponentType };

/** A route's lazily loaded component that start-up can fetch before the first render (`preload`). */
export interface LazyRoute {
  (): ReactNode;
  /** Starts the download (once) and settles when it has; never rejects: a failed one is fetched again by the render, which reports it. */
  preload(): Promise<void>;
  /** The catalogue area the route's text is in, if not `main`. */
  area?: Area;
}

/**
 * React.lazy that can be preloaded: rendered after its download has settled, it renders at once instead of
 * suspending. Start-up (src/main.tsx) preloads the opened page's route, so React's first commit is the page
 * itself, not the Suspense spinner that a lazy route shows for one commit. With `area`, the route's catalogue
 * area downloads beside its code and the route renders once both are here (MessageArea).
 */
export function lazyRoute(load: () => Promise<Loaded>, area?: Area): LazyRoute {
  const route = trackedLoad(() => {
    if (area) prefetchMessages(area);
    return load();
  });
  function Lazy() {
    // A failed download throws here, to the route's error boundary (which reloads once for a vanished chunk).
    const { default: Route } = use(route.start());
    return area ? (
      <MessageArea area={area}>
        <Route />
      </MessageArea>
    ) : (
      <Route />
    );
  }
  return Object.assign(Lazy, { preload: route.preload, area });
}
