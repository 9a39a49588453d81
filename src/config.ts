/**
 * The configuration, from Vite's `VITE_*` variables. They are constants of a build (Vite writes their values into
 * the code), so they are validated where they are fixed: when a build or the dev server starts
 * (scripts/validate-config.ts), and a bad value stops it with a message that names the variable and what it expects.
 * The app only reads them: validating constants again on every visitor's phone cost every page ~0.2 kB gzip, its
 * schemas included (docs/decisions.md, Session 25).
 */
export interface AppConfig {
  apiBaseUrl: string;
  mockApi: boolean;
  appEnv: 'development' | 'staging' | 'production';
  version: string;
  sentryDsn: string | null;
}

/** The configuration of variables scripts/validate-config.ts has accepted (the build's own: import.meta.env). */
export function readConfig(env: Pick<ImportMetaEnv, 'VITE_API_BASE_URL' | 'VITE_MOCK_API' | 'VITE_APP_ENV' | 'VITE_APP_VERSION' | 'VITE_SENTRY_DSN'>): AppConfig {
  return {
    // A trailing slash would double up when paths are joined; '/api/' and '/api' mean the same base.
    apiBaseUrl: env.VITE_API_BASE_URL.replace(/\/+$/, '') || '/',
    mockApi: env.VITE_MOCK_API === 'true',
    appEnv: env.VITE_APP_ENV,
    version: env.VITE_APP_VERSION,
    sentryDsn: env.VITE_SENTRY_DSN || null,
  };
}
