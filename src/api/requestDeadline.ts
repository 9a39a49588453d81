/** How long a request may take, headers and body together, before it ends as a `timeout` (api.md). */
export const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * One signal for fetch that ends on the caller's abort or on the deadline, and tells the two apart: a caller who
 * gave up expects `aborted` (nothing to show), a server that never answered must end in a retry state.
 * A plain controller and setTimeout rather than AbortSignal.any + AbortSignal.timeout: the timer is cleared as
 * soon as the request settles (no stray timers per request), fake timers drive it in tests, and Safari < 17.4
 * lacks AbortSignal.any.
 */
export function requestDeadline(callerSignal: AbortSignal | undefined, timeoutMs: number) {
  const controller = new AbortController();
  let timedOut = false;
  const onCallerAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) onCallerAbort();
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  // Infinity, 0 or a negative value: no deadline (a caller that has its own).
  const timer =
    Number.isFinite(timeoutMs) && timeoutMs > 0
      ? setTimeout(() => {
          timedOut = true;
          controller.abort(new DOMException('The request timed out', 'TimeoutError'));
        }, timeoutMs)
      : undefined;

  return {
    signal: controller.signal,
    /** Why the request ended early, if it did; the caller's abort wins when both happened. */
    reason: (): 'aborted' | 'timeout' | null => (callerSignal?.aborted ? 'aborted' : timedOut ? 'timeout' : null),
    /**
     * Settles with `work`, or rejects as soon as the signal aborts: a fetch or body stream that ignores its
     * signal (a polyfill, a stuck proxy) still cannot keep the button busy past the deadline.
     */
    race<T>(work: Promise<T>): Promise<T> {
      const signal = controller.signal;
      if (signal.aborted) return Promise.reject(signal.reason);
      return new Promise<T>((resolve, reject) => {
        const onAbort = () => reject(signal.reason);
        signal.addEventListener('abort', onAbort, { once: true });
        work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
      });
    },
    dispose() {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
  };
}
