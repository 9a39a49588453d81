import type { DemoStore } from './store';

/** How the demo backend behaves in the browser: latency and a failure switch (docs/decisions.md). */
export interface DemoControl {
  /** Milliseconds to wait before answering; 0 answers at once. */
  latencyMs: () => number;
  /** 'off', 'server' (HTTP 503 for every API call) or 'network' (every API call fails like a dropped connection). */
  failure: () => 'off' | 'server' | 'network';
}

/** What every demo handler module receives. */
export interface DemoContext {
  /** A URL pattern prefix for msw matching any origin, e.g. "*\/api". */
  api: string;
  store: DemoStore;
  /** Absent under Node (tests, the preview server): no delay, no failures. */
  control?: DemoControl;
}

/** "/api" or "https://x.edu/api" -> "*\/api": handlers match the configured base on any origin. */
export function apiPattern(apiBaseUrl: string): string {
  const path = apiBaseUrl.replace(/^[a-z]+:\/\/[^/]+/i, '').replace(/\/+$/, '');
  return `*${path}`;
}
