/**
 * Runs `callback` when the browser is idle (within `timeoutMs` at the latest); where requestIdleCallback is
 * missing (Safari), a second later.
 */
export function whenIdle(callback: () => void, timeoutMs = 3000): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback, { timeout: timeoutMs });
  else window.setTimeout(callback, 1000);
}
