import { use, type ComponentType, type ReactNode } from 'react';
import { MessageArea, prefetchMessages } from '../i18n/MessageArea';
import type { MessageArea as Area } from '../i18n/messageAreas';

type Loaded = { default: ComponentType };

/** A route's lazily loaded component that start-up can fetch before the first render (`preload`). */
export interface LazyRoute {
  (): ReactNode;
  /** Starts the download (once) and settles when it has; never rejects: rendering reports a failure. */
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
  let loading: Promise<Loaded> | null = null;
  const start = (): Promise<Loaded> => {
    if (loading) return loading;
    if (area) prefetchMessages(area);
    // Marked in React's own shape for a thenable it may read synchronously: once settled, `use` returns (or
    // throws) at once instead of suspending.
    const tracked = Object.assign(load(), { status: 'pending' });
    // Blocks, not expressions: a handler that returned the (rejected) promise would reject again, unhandled.
    tracked.then(
      (value) => {
        Object.assign(tracked, { status: 'fulfilled', value });
      },
      (reason: unknown) => {
        Object.assign(tracked, { status: 'rejected', reason });
      },
    );
    return (loading = tracked);
  };
  function Lazy() {
    // A failed download throws here, to the route's error boundary (which reloads once for a vanished chunk).
    const { default: Route } = use(start());
    return area ? (
      <MessageArea area={area}>
        <Route />
      </MessageArea>
    ) : (
      <Route />
    );
  }
  return Object.assign(Lazy, {
    preload: () =>
      start().then(
        () => undefined,
        () => undefined,
      ),
    area,
  });
}
