/** A download started at most once, readable with React's `use` (see trackedLoad). */
export interface TrackedLoad<T> {
  /** Starts the download (once) and returns it, marked with its outcome for `use`. */
  start(): Promise<T>;
  /**
   * Starts it and settles when it has; never rejects. A failure is forgotten, so whoever renders it next asks
   * again and reports the failure then: a download fetched ahead while offline does not fail a page shown later.
   */
  preload(): Promise<void>;
  /** Drops a settled download, so the next `start` asks again (a retry after a failure). */
  forget(): void;
}

/**
 * A lazily loaded module that can be started before it is rendered. Marked in React's own shape for a thenable
 * it may read synchronously: once settled, `use` returns (or throws) at once instead of suspending, so a module
 * that has arrived renders in the same commit as whatever needs it.
 */
export function trackedLoad<T>(load: () => Promise<T>): TrackedLoad<T> {
  let loading: Promise<T> | null = null;
  const start = (): Promise<T> => {
    if (loading) return loading;
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
  return {
    start,
    forget: () => {
      loading = null;
    },
    preload: () =>
      start().then(
        () => undefined,
        () => {
          loading = null;
        },
      ),
  };
}
