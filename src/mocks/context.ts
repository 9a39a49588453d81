import type { DemoStore } from './store';

/** What every demo handler module receives. */
export interface DemoContext {
  /** A URL pattern prefix for msw matching any origin, e.g. "*\/api". */
  api: string;
  store: DemoStore;
}

/** "/api" or "https://x.edu/api" -> "*\/api": handlers match the configured base on any origin. */
export function apiPattern(apiBaseUrl: string): string {
  const path = apiBaseUrl.replace(/^[a-z]+:\/\/[^/]+/i, '').replace(/\/+$/, '');
  return `*${path}`;
}
