import type { Breadcrumb, ErrorEvent } from '@sentry/react';
import type { AppConfig } from '../../src/config';

/** A production configuration with a DSN: the one under which reporting starts (spec section 8). */
export const production: AppConfig = {
  apiBaseUrl: '/api',
  mockApi: false,
  appEnv: 'production',
  version: '1.4.2',
  sentryDsn: 'https://key@o1.ingest.sentry.io/123',
};

/** Events shaped as @sentry/browser builds them (GlobalHandlers / captureException + HttpContext). */
export function errorEvent(value: string, options: { type?: string; url?: string; message?: string } = {}): ErrorEvent {
  return {
    type: undefined,
    event_id: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
    platform: 'javascript',
    level: 'error',
    message: options.message,
    exception: {
      values: [
        {
          type: options.type ?? 'Error',
          value,
          mechanism: { type: 'auto.browser.global_handlers.onerror', handled: false },
          stacktrace: { frames: [{ filename: 'https://app.example.edu/assets/index-3f9a.js', function: 'render', lineno: 1, colno: 2 }] },
        },
      ],
    },
    request: {
      url: options.url ?? 'https://app.example.edu/verify-certificate',
      headers: { 'User-Agent': 'Mozilla/5.0', Referer: 'https://app.example.edu/' },
    },
    breadcrumbs: [],
  };
}

/** The chunk-load errors each browser raises, and the names the spec lists. */
export const CHUNK_LOAD_FIXTURES: Array<{ name: string; event: ErrorEvent }> = [
  { name: 'webpack ChunkLoadError (by type)', event: errorEvent('Loading chunk 42 failed.\n(error: https://x/42.js)', { type: 'ChunkLoadError' }) },
  { name: 'Loading chunk (message only)', event: errorEvent('Loading chunk vendors-main failed.') },
  {
    name: 'Chromium dynamic import',
    event: errorEvent('Failed to fetch dynamically imported module: https://app.example.edu/assets/ErrorArea-9c1d.js', { type: 'TypeError' }),
  },
  { name: 'Safari dynamic import', event: errorEvent('Importing a module script failed.', { type: 'TypeError' }) },
  {
    name: 'Firefox dynamic import',
    event: errorEvent('error loading dynamically imported module: https://app.example.edu/assets/AuthArea-1a2b.js', { type: 'TypeError' }),
  },
  { name: 'Vite CSS preload', event: errorEvent('Unable to preload CSS for /assets/StaffArea-77aa.css') },
  { name: 'captureMessage text', event: { ...errorEvent(''), exception: undefined, message: 'Loading chunk 7 failed.' } },
];

export function breadcrumb(partial: Breadcrumb): Breadcrumb {
  return { timestamp: 1_700_000_000, ...partial };
}

export const TOKEN = 'e2e-secret-token-4f1c9b7a';
