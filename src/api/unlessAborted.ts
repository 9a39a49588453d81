/**
 * Settles like `work`, unless `signal` was aborted by then: then it never settles. An invoked actor is stopped
 * (and its signal aborted) when its state is left, and under React StrictMode @xstate/react stops and rehydrates
 * the actor at mount; a stopped request must not come back as a failure (or a stale success) to the new one.
 */
export function unlessAborted<T>(signal: AbortSignal, work: Promise<T>): Promise<T> {
  const never = new Promise<T>(() => {});
  return work.then(
    (value) => (signal.aborted ? never : value),
    (error: unknown) => (signal.aborted ? never : Promise.reject(error)),
  );
}
