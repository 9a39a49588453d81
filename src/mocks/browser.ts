import { setupWorker } from 'msw/browser';
import { apiPattern } from './context';
import { createHandlers } from './handlers';
import { sessionStore } from './store';

/** Starts the in-browser demo backend before the first render. Unknown URLs pass through (spec section 7). */
export async function startDemoBackend(apiBaseUrl: string): Promise<void> {
  const worker = setupWorker(...createHandlers({ api: apiPattern(apiBaseUrl), store: sessionStore(window.sessionStorage) }));
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
}
