import { vi } from 'vitest';
import { HANG_GUARD_MS } from './hangGuards';

/** vi.waitFor with the hang guard instead of its 1 s default: retries `check` until it passes. */
export function eventually<T>(check: () => T | Promise<T>): Promise<T> {
  // eslint-disable-next-line no-restricted-properties -- the one place that sets its limit
  return vi.waitFor(check, { timeout: HANG_GUARD_MS, interval: 20 });
}
