import * as z from 'zod/mini';

/**
 * Runtime configuration, validated once at start. A bad value stops start-up with a message that names the
 * variable and what it expects (these messages are for whoever deploys the app, so they stay in English).
 */
const apiBase = z.string().check(
  z.refine((v) => /^\/[^/]/.test(v) || v === '/' || /^https?:\/\/[^/\s]+/.test(v), {
    error: 'VITE_API_BASE_URL must be an absolute http(s) URL or a path starting with "/" (for example /api)',
  }),
);

/**
 * One of a few strings. A string with a refinement rather than z.enum: this runs on every page's start, and the
 * schema kinds it would add cost public pages bytes for nothing (npm run budget).
 */
function oneOf<const T extends readonly string[]>(values: T, error: string) {
  return z.string({ error }).check(z.refine((v) => values.includes(v), { error })) as unknown as z.ZodMiniType<T[number]>;
}

/**
 * Variables only development reads (the Stately inspector, the demo backend's latency). Called only when
 * `import.meta.env.DEV`, the constant false in a production build, so none of this is shipped to public pages.
 */
function developmentProblems(env: Record<string, unknown>): string[] {
  const schema = z.object({
    VITE_INSPECT: z.optional(oneOf(['true', 'false'], 'VITE_INSPECT must be "true" or "false"')),
    VITE_DEMO_LATENCY_MS: z.optional(
      z.string().check(
        z.refine((v) => /^\d*$/.test(v.trim()), {
          error: 'VITE_DEMO_LATENCY_MS must be a whole number of milliseconds, 0 or more (empty: 300-600 ms)',
        }),
      ),
    ),
  });
  const result = schema.safeParse(env);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

const envSchema = z.object({
  VITE_API_BASE_URL: z.string({ error: 'VITE_API_BASE_URL is required (for example /api or https://api.example.edu/api)' }).check(
    z.minLength(1, { error: 'VITE_API_BASE_URL is required (for example /api or https://api.example.edu/api)' }),
  ),
  VITE_MOCK_API: oneOf(['true', 'false'], 'VITE_MOCK_API must be "true" or "false"'),
  VITE_APP_ENV: oneOf(['development', 'staging', 'production'], 'VITE_APP_ENV must be one of development, staging, production'),
  VITE_APP_VERSION: z.string({ error: 'VITE_APP_VERSION is required (for example 1.4.2)' }).check(
    z.minLength(1, { error: 'VITE_APP_VERSION is required (for example 1.4.2)' }),
  ),
  VITE_SENTRY_DSN: z.optional(
    z.string().check(
      z.refine((v) => v === '' || /^https?:\/\/[^@\s]+@[^/\s]+\/\S+$/.test(v), {
        error: 'VITE_SENTRY_DSN must be empty or a Sentry DSN such as https://key@o1.ingest.sentry.io/123',
      }),
    ),
  ),
});

export interface AppConfig {
  apiBaseUrl: string;
  mockApi: boolean;
  appEnv: 'development' | 'staging' | 'production';
  version: string;
  sentryDsn: string | null;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n- ${problems.join('\n- ')}`);
    this.name = 'ConfigError';
  }
}

export function parseConfig(env: Record<string, unknown>): AppConfig {
  const result = envSchema.safeParse(env);
  const problems = result.success ? [] : result.error.issues.map((i) => i.message);
  if (import.meta.env.DEV) problems.push(...developmentProblems(env));
  if (result.success) {
    const base = apiBase.safeParse(result.data.VITE_API_BASE_URL);
    if (!base.success) problems.push(...base.error.issues.map((i) => i.message));
  }
  if (!result.success || problems.length > 0) throw new ConfigError(problems);
  const data = result.data;
  return {
    // A trailing slash would double up when paths are joined; '/api/' and '/api' mean the same base.
    apiBaseUrl: data.VITE_API_BASE_URL.replace(/\/+$/, '') || '/',
    mockApi: data.VITE_MOCK_API === 'true',
    appEnv: data.VITE_APP_ENV,
    version: data.VITE_APP_VERSION,
    sentryDsn: data.VITE_SENTRY_DSN ? data.VITE_SENTRY_DSN : null,
  };
}
