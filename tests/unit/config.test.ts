// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../src/config';

const good = {
  VITE_API_BASE_URL: '/api',
  VITE_MOCK_API: 'true',
  VITE_APP_ENV: 'development',
  VITE_APP_VERSION: '1.2.3',
  VITE_SENTRY_DSN: '',
};

function problems(env: Record<string, unknown>): string[] {
  try {
    parseConfig(env);
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
    [{ VITE_SENTRY_DSN: 'not-a-dsn' }, 'VITE_SENTRY_DSN must be empty or a Sentry DSN'],
    // Development only (vitest runs as development): not checked, and not shipped, in a production build.
    [{ VITE_INSPECT: '1' }, 'VITE_INSPECT must be "true" or "false"'],
    [{ VITE_DEMO_LATENCY_MS: 'fast' }, 'VITE_DEMO_LATENCY_MS must be a whole number of milliseconds'],
    [{ VITE_DEMO_LATENCY_MS: '-5' }, 'VITE_DEMO_LATENCY_MS must be a whole number of milliseconds'],
  ])('%o stops start-up naming the variable', (override, message) => {
    const found = problems({ ...good, ...override });
    expect(found.some((p) => p.startsWith(message))).toBe(true);
  });

  it('accepts the development-only variables set or unset', () => {
    for (const env of [{ VITE_INSPECT: 'true' }, { VITE_INSPECT: 'false', VITE_DEMO_LATENCY_MS: '0' }, { VITE_DEMO_LATENCY_MS: '' }, { VITE_DEMO_LATENCY_MS: '250' }]) {
      expect(() => parseConfig({ ...good, ...env })).not.toThrow();
    }
  });

  it('lists every bad variable at once', () => {
    expect(problems({ VITE_MOCK_API: 'maybe', VITE_APP_ENV: 'x' })).toHaveLength(4);
  });
});
