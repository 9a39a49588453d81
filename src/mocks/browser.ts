import { setupWorker } from 'msw/browser';
import { apiPattern, type DemoControl } from './context';
import { createHandlers } from './handlers';
import { memoryStore, webStorageStore, type DemoStore } from './store';
import { workerStartOptions } from './workerOptions';

const LATENCY_KEY = 'demo_latency_ms';
const FAIL_KEY = 'demo_fail';

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * Latency: localStorage `demo_latency_ms` (a number, 0 = none) wins over `VITE_DEMO_LATENCY_MS`; with neither,
 * 300-600 ms so busy states are visible. Failure switch: `?demo-fail` in the page address or
 * localStorage `demo_fail` = '1' (HTTP 503) or 'network' (a dropped connection). Both are read per request, so
 * they can be flipped in the console without a reload.
 */
export function browserControl(env: { VITE_DEMO_LATENCY_MS?: string }): DemoControl {
  return {
    latencyMs: () => {
      const raw = readStorage(LATENCY_KEY) ?? env.VITE_DEMO_LATENCY_MS ?? '';
      const fixed = raw.trim() === '' ? Number.NaN : Number(raw);
      return Number.isFinite(fixed) && fixed >= 0 ? fixed : 300 + Math.round(Math.random() * 300);
    },
    failure: () => {
      const params = new URLSearchParams(window.location.search);
      const flag = params.has('demo-fail') ? params.get('demo-fail') || '1' : readStorage(FAIL_KEY);
      if (flag === 'network') return 'network';
      return flag === '1' || flag === 'true' || flag === 'server' ? 'server' : 'off';
    },
  };
}

/**
 * localStorage, or memory where the browser refuses storage (blocked site data): the demo still answers. Not
 * sessionStorage: a tab opened next has the app's stored user (localStorage) but would not have the demo's sign-in,
 * and the 401 it got cleared the user in every tab.
 */
function browserStore(): DemoStore {
  try {
    return webStorageStore(window.localStorage);
  } catch {
    return memoryStore();
  }
}

/** Starts the in-browser demo backend before the first render. Unknown URLs pass through (spec section 7). */
export async function startDemoBackend(apiBaseUrl: string): Promise<void> {
  const worker = setupWorker(
    ...createHandlers({
      api: apiPattern(apiBaseUrl),
      store: browserStore(),
      control: browserControl({ VITE_DEMO_LATENCY_MS: import.meta.env.VITE_DEMO_LATENCY_MS as string | undefined }),
    }),
  );
  await worker.start(workerStartOptions);
}
