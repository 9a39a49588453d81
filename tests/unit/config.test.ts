// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ResolvedConfig } from 'vite';
import { readConfig } from '../../src/config';
import { ConfigError, parseConfig, validateConfig } from '../../scripts/validate-config';

const good = {
  VITE_API_BASE_URL: '/api',
  VITE_MOCK_API: 'true',
  VITE_APP_ENV: 'development',
  VITE_APP_VERSION: '1.2.3',
  VITE_SENTRY_DSN: '',
};

function problems(env: Record<string, unknown>, development = true): string[] {
  try {
    parseConfig(env, development);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('expected a ConfigError');
}

describe('configuration', () => {
  it('reads the npm start defaults: mock on, API base /api', () => {
    expect(parseConfig(good)).toEqual({ apiBaseUrl: '/api', mockApi: true, appEnv: 'development', version: '1.2.3', sentryDsn: null });
  });

  it('accepts an absolute API base and drops a trailing slash', () => {
    const config = parseConfig({ ...good, VITE_API_BASE_URL: 'https://api.example.edu/api/', VITE_MOCK_API: 'false' });
    expect(config.apiBaseUrl).toBe('https://api.example.edu/api');
    expect(config.mockApi).toBe(false);
  });

  it('keeps a Sentry DSN', () => {
    expect(parseConfig({ ...good, VITE_SENTRY_DSN: 'https://k@o1.ingest.sentry.io/123' }).sentryDsn).toBe('https://k@o1.ingest.sentry.io/123');
  });

  it.each([
    [{ VITE_API_BASE_URL: undefined }, 'VITE_API_BASE_URL is required'],
    [{ VITE_API_BASE_URL: '' }, 'VITE_API_BASE_URL is required'],
    [{ VITE_API_BASE_URL: 'api' }, 'VITE_API_BASE_URL must be an absolute http(s) URL or a path starting with "/"'],
    [{ VITE_API_BASE_URL: 'ftp://x/api' }, 'VITE_API_BASE_URL must be an absolute http(s) URL'],
    [{ VITE_MOCK_API: 'yes' }, 'VITE_MOCK_API must be "true" or "false"'],
    [{ VITE_MOCK_API: undefined }, 'VITE_MOCK_API must be "true" or "false"'],
    [{ VITE_APP_ENV: 'prod' }, 'VITE_APP_ENV must be one of development, staging, production'],
    [{ VITE_APP_VERSION: '' }, 'VITE_APP_VERSION is required'],
    // A protocol-relative base is another host's, in the page's scheme; a scheme without a host is no URL.
    [{ VITE_API_BASE_URL: '//api.example.edu/api' }, 'VITE_API_BASE_URL must be an absolute http(s) URL or a path starting with "/"'],
    [{ VITE_API_BASE_URL: 'https://' }, 'VITE_API_BASE_URL must be an absolute http(s) URL'],
    [{ VITE_API_BASE_URL: 'https:///api' }, 'VITE_API_BASE_URL must be an absolute http(s) URL'],
    [{ VITE_SENTRY_DSN: 'not-a-dsn' }, 'VITE_SENTRY_DSN must be empty or a Sentry DSN'],
    // Without its project id a DSN sends events nowhere: refused at build time, not found out from a silent dashboard.
    [{ VITE_SENTRY_DSN: 'https://k@o1.ingest.sentry.io/' }, 'VITE_SENTRY_DSN must be empty or a Sentry DSN'],
    // Development only: checked for the dev server (below: not for a build).
    [{ VITE_INSPECT: '1' }, 'VITE_INSPECT must be "true" or "false"'],
    [{ VITE_DEMO_LATENCY_MS: 'fast' }, 'VITE_DEMO_LATENCY_MS must be a whole number of milliseconds'],
    [{ VITE_DEMO_LATENCY_MS: '-5' }, 'VITE_DEMO_LATENCY_MS must be a whole number of milliseconds'],
  ])('%o stops start-up naming the variable', (override, message) => {
    const found = problems({ ...good, ...override });
    expect(found.some((p) => p.startsWith(message))).toBe(true);
  });

  it('accepts the development-only variables set or unset', () => {
    // A value with spaces around it (as a .env line may have) is the number the demo backend reads.
    for (const env of [{ VITE_INSPECT: 'true' }, { VITE_INSPECT: 'false', VITE_DEMO_LATENCY_MS: '0' }, { VITE_DEMO_LATENCY_MS: '' }, { VITE_DEMO_LATENCY_MS: '250' }, { VITE_DEMO_LATENCY_MS: ' 250 ' }]) {
      expect(() => parseConfig({ ...good, ...env }, true)).not.toThrow();
    }
  });

  it('lists every bad variable at once', () => {
    expect(problems({ VITE_MOCK_API: 'maybe', VITE_APP_ENV: 'x' })).toHaveLength(4);
  });

  it('checks the development-only variables for the dev server only', () => {
    const env = { ...good, VITE_INSPECT: '1', VITE_DEMO_LATENCY_MS: 'fast' };
    expect(problems(env)).toHaveLength(2);
    expect(parseConfig(env, false)).toEqual(parseConfig(good));
  });

  it('reads what it accepted as the app reads its build’s own variables', () => {
    for (const env of [good, { ...good, VITE_API_BASE_URL: 'https://api.example.edu/api//', VITE_SENTRY_DSN: 'https://k@o1.ingest.sentry.io/1' }, { ...good, VITE_API_BASE_URL: '/' }]) {
      expect(readConfig(env as ImportMetaEnv)).toEqual(parseConfig(env));
    }
    expect(readConfig({ ...good, VITE_SENTRY_DSN: undefined } as ImportMetaEnv).sentryDsn).toBeNull();
  });
});

describe('validate-config plugin', () => {
  const resolved = (env: Record<string, unknown>, command: 'build' | 'serve', isProduction = command === 'build') =>
    ({ env: { BASE_URL: '/', MODE: 'x', DEV: !isProduction, PROD: isProduction, SSR: false, ...env }, command, isProduction }) as unknown as ResolvedConfig;
  const run = (config: ResolvedConfig) => (validateConfig().configResolved as (config: ResolvedConfig) => void)(config);

  it('stops a build whose variables are bad, naming each (message only, no stack)', () => {
    let thrown: unknown;
    try {
      run(resolved({ ...good, VITE_MOCK_API: 'yes', VITE_APP_ENV: 'prod' }, 'build'));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    expect((thrown as Error).stack).toBe((thrown as Error).message);
    expect((thrown as Error).message).toBe(
      'Invalid configuration:\n- VITE_MOCK_API must be "true" or "false"\n- VITE_APP_ENV must be one of development, staging, production',
    );
    expect(() => run(resolved({ ...good, VITE_APP_ENV: 'production' }, 'build'))).not.toThrow();
  });

  it('checks the dev server’s own variables when serving in development, not for a build', () => {
    const env = { ...good, VITE_DEMO_LATENCY_MS: 'fast' };
    expect(() => run(resolved(env, 'build'))).not.toThrow();
    expect(() => run(resolved(env, 'serve'))).toThrow(/VITE_DEMO_LATENCY_MS must be a whole number/);
  });

  it('does not check the dev server’s variables for vite preview (serve, production): it serves a build', () => {
    const env = { ...good, VITE_DEMO_LATENCY_MS: 'fast' };
    expect(() => run(resolved(env, 'serve', true))).not.toThrow();
    // The build's own variables are still checked there.
    expect(() => run(resolved({ ...good, VITE_API_BASE_URL: 'api' }, 'serve', true))).toThrow(/VITE_API_BASE_URL must be an absolute/);
  });
});
