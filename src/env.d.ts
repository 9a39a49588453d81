/**
 * The variables every build has: scripts/validate-config.ts stops a build or dev server without them (or with
 * a bad value), so the app reads them as they are (src/config.ts `readConfig`). The development-only ones stay
 * optional.
 */
interface ImportMetaEnv {
  readonly VITE_API_BASE_URL: string;
  readonly VITE_MOCK_API: 'true' | 'false';
  readonly VITE_APP_ENV: 'development' | 'staging' | 'production';
  readonly VITE_APP_VERSION: string;
  readonly VITE_SENTRY_DSN?: string;
  readonly VITE_INSPECT?: 'true' | 'false';
  readonly VITE_DEMO_LATENCY_MS?: string;
}
