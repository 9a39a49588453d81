// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { BrowserOptions } from '@sentry/react';
import type { AppConfig } from '../../src/config';
import { production } from './reporting-fixtures';
import { startSentry } from '../../src/reporting/sentryClient';

// The SDK is replaced: only the options startSentry hands to Sentry.init are looked at, nothing is sent.
const sentry = vi.hoisted(() => ({
  init: vi.fn(),
  browserTracingIntegration: vi.fn(() => ({ name: 'BrowserTracing' })),
  replayIntegration: vi.fn(() => ({ name: 'Replay' })),
  makeFetchTransport: vi.fn(),
  addEventProcessor: vi.fn(),
  captureException: vi.fn(),
  captureReactException: vi.fn(),
  addBreadcrumb: vi.fn(),
}));
vi.mock('@sentry/react', () => sentry);


function initOptions(config: AppConfig): BrowserOptions {
  sentry.init.mockClear();
  startSentry(config);
  expect(sentry.init).toHaveBeenCalledTimes(1);
  return sentry.init.mock.calls[0]![0] as BrowserOptions;
}

describe('Sentry.init options (spec section 9)', () => {
  it('samples 10% of traces, 10% of sessions for replay and every session with an error', () => {
    const options = initOptions(production);
    expect(options.tracesSampleRate).toBe(0.1);
    expect(options.replaysSessionSampleRate).toBe(0.1);
    expect(options.replaysOnErrorSampleRate).toBe(1);
  });

  it('takes the DSN, environment and release from the configuration', () => {
    expect(initOptions(production)).toMatchObject({
      dsn: 'https://key@o1.ingest.sentry.io/123',
      environment: 'production',
      release: '1.4.2',
    });
    // Other values, so a constant that happens to equal the first configuration would not pass.
    expect(initOptions({ ...production, appEnv: 'staging', version: '2.0.0-rc.1', sentryDsn: 'https://other@o2.ingest.sentry.io/9' })).toMatchObject({
      dsn: 'https://other@o2.ingest.sentry.io/9',
      environment: 'staging',
      release: '2.0.0-rc.1',
    });
  });
});
