// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
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
  captureMessage: vi.fn(),
  getReplay: vi.fn(),
}));
vi.mock('@sentry/react', () => sentry);

const page = { href: 'https://kvs-blr.example.edu/verify-certificate' };
const popstate: Array<() => void> = [];
const fakeWindow = {
  location: page,
  __earlyErrors: undefined as unknown[] | null | undefined,
  addEventListener: (type: string, listener: () => void, capture?: boolean) => {
    if (type === 'popstate' && capture) popstate.push(listener);
  },
};
vi.stubGlobal('window', fakeWindow);
beforeEach(() => {
  page.href = 'https://kvs-blr.example.edu/verify-certificate';
});


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

describe('the enquiry form is never recorded (spec section 8: nothing from it is reported)', () => {
  it('records replays and traces on other pages, and neither on a page load of the form', () => {
    expect(initOptions(production).integrations).toEqual([{ name: 'BrowserTracing' }, { name: 'Replay' }]);
    page.href = 'https://kvs-blr.example.edu/lead-capture/new/open-day?utm_source=newsletter';
    expect(initOptions(production).integrations).toEqual([]);
  });

  it('makes no span of a request while the page is the form (moved to within the page)', () => {
    sentry.browserTracingIntegration.mockClear();
    initOptions(production);
    const [tracingOptions] = sentry.browserTracingIntegration.mock.calls[0] as unknown as [{ shouldCreateSpanForRequest: (url: string) => boolean }];
    expect(tracingOptions.shouldCreateSpanForRequest('/api/state/IN-MH/cities')).toBe(true);
    page.href = 'https://kvs-blr.example.edu/lead-capture/new/open-day';
    expect(tracingOptions.shouldCreateSpanForRequest('/api/state/IN-MH/cities')).toBe(false);
  });

  it('stops the replay without sending what it holds when the app moves to the form, by a link or by Back', () => {
    const replay = { stop: vi.fn() };
    sentry.getReplay.mockReturnValue(replay);
    popstate.length = 0;
    const options = initOptions(production);
    options.beforeBreadcrumb!({ category: 'navigation', data: { from: '/verify-certificate', to: '/lead-capture/new/x' } }, undefined);
    expect(replay.stop).toHaveBeenCalledWith({ flush: false });

    replay.stop.mockClear();
    popstate.forEach((listener) => listener());
    expect(replay.stop).not.toHaveBeenCalled();
    page.href = 'https://kvs-blr.example.edu/lead-capture/new/x';
    popstate.forEach((listener) => listener());
    expect(replay.stop).toHaveBeenCalledWith({ flush: false });
  });
});

describe('an answer the app could not read is reported, once per endpoint and page load', () => {
  const unreadable = (number: string) => {
    const url = `https://kvs-blr.example.edu/api/certificate/validate-certificate/${number}`;
    return {
      category: 'api',
      level: 'warning' as const,
      message: `GET ${url} failed`,
      data: { kind: 'schema', status: 200, message: 'The server sent an answer this app cannot read', method: 'GET', url },
    };
  };

  it('sends one message grouped by endpoint, after the breadcrumb, and none for an outage', () => {
    sentry.captureMessage.mockClear();
    const sink = startSentry(production);
    sink.addBreadcrumb(unreadable('A-1'));
    sink.addBreadcrumb(unreadable('B-2'));
    sink.addBreadcrumb({ ...unreadable('C-3'), data: { kind: 'http', status: 503, message: 'Down' } });
    expect(sentry.addBreadcrumb).toHaveBeenCalledWith(expect.objectContaining({ category: 'api', type: 'default' }));
    expect(sentry.captureMessage).toHaveBeenCalledTimes(1);
    expect(sentry.captureMessage).toHaveBeenCalledWith('Unreadable API answer: GET /api/certificate/validate-certificate/{id}', {
      level: 'error',
      fingerprint: ['api-schema', 'GET /api/certificate/validate-certificate/{id}'],
      tags: { api_method: 'GET', api_path: '/api/certificate/validate-certificate/{id}', api_status: '200' },
    });
  });
});

describe('errors from before the client started (index.html keeps them)', () => {
  it('sends each once, as unhandled, and stops the page from keeping more', () => {
    const first = new TypeError('x is undefined');
    fakeWindow.__earlyErrors = [first, 'a rejected reason'];
    sentry.captureException.mockClear();
    startSentry(production);
    expect(sentry.captureException.mock.calls).toEqual([
      [first, { mechanism: { type: 'early', handled: false } }],
      ['a rejected reason', { mechanism: { type: 'early', handled: false } }],
    ]);
    expect(fakeWindow.__earlyErrors).toBeNull();
    startSentry(production);
    expect(sentry.captureException).toHaveBeenCalledTimes(2);
  });
});
