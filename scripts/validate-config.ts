import type { Plugin } from 'vite';
import * as z from 'zod/mini';
import { readConfig, type AppConfig } from '../src/config.ts';

/*
 * The app's `VITE_*` variables, validated when a build or the dev server starts (src/config.ts says why there and
 * not in the browser): a bad value stops it with every problem named, before anything is built or served. The
 * messages are for whoever deploys the app, so they stay in English.
 */

const apiBase = z.string().check(
  z.refine((v) => /^\/[^/]/.test(v) || v === '/' || /^https?:\/\/[^/\s]+/.test(v), {
    error: 'VITE_API_BASE_URL must be an absolute http(s) URL or a path starting with "/" (for example /api)',
  }),
);

/** One of a few strings, with one message of ours for a missing and a wrong value alike. */
function oneOf<const T extends readonly string[]>(values: T, error: string) {
  return z.string({ error }).check(z.refine((v) => values.includes(v), { error })) as unknown as z.ZodMiniType<T[number]>;
}

/** Variables only development reads (the Stately inspector, the demo backend's latency): checked for the dev server. */
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

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n- ${problems.join('\n- ')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Every problem of the given variables at once, or the configuration they make. `development`: the dev server's
 * own variables are checked too.
 */
export function parseConfig(env: Record<string, unknown>, development = false): AppConfig {
  const result = envSchema.safeParse(env);
  const problems = result.success ? [] : result.error.issues.map((i) => i.message);
  if (development) problems.push(...developmentProblems(env));
  if (result.success) {
    const base = apiBase.safeParse(result.data.VITE_API_BASE_URL);
    if (!base.success) problems.push(...base.error.issues.map((i) => i.message));
  }
  if (!result.success || problems.length > 0) throw new ConfigError(problems);
  return readConfig(result.data);
}

/** The check as a Vite plugin (vite.config.ts); the dev server also checks its own variables. */
export function validateConfig(): Plugin {
  return {
    name: 'validate-config',
    configResolved(config) {
      try {
        parseConfig(config.env, config.command === 'serve' && !config.isProduction);
      } catch (error) {
        if (!(error instanceof ConfigError)) throw error;
        // Vite prints a plugin's error with its stack; the message alone is what the deployer needs.
        error.stack = error.message;
        throw error;
      }
    },
  };
}
