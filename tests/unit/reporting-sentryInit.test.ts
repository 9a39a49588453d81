// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BrowserOptions } from '@sentry/react';
import type { AppConfig } from '../../src/config';
import { production } from './reporting-fixtures';
import { startSentry } from '../../src/reporting/sentryClient';

// The SDK is replaced: only the options startSentry hands to Sentry.init are looked at, nothing is sent.
const sentry = await vi.hoisted(async () => (await import('./sentryStub')).fakeSentrySdk());
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

describe('what Sentry is started with keeps the filters, masks and scrubbing (spec section 8)', () => {
  it('filters error events: one from the enquiry form is dropped, another sent', () => {
    const { beforeSend } = initOptions(production);
    const event = (url: string) => ({ type: undefined, exception: { values: [{ type: 'Error', value: 'boom' }] }, request: { url } });
    expect(beforeSend!(event('https://kvs-blr.example.edu/lead-capture/new/open-day'), {})).toBeNull();
    expect(beforeSend!(event('https://kvs-blr.example.edu/verify-certificate'), {})).not.toBeNull();
  });

  it("drops errors thrown by a browser extension's code, and no error of the app's own", () => {
    const denyUrls = initOptions(production).denyUrls as RegExp[];
    const denied = (url: string) => denyUrls.some((pattern) => pattern.test(url));
    for (const url of ['chrome-extension://abcdef/content.js', 'moz-extension://1234/x.js', 'safari-web-extension://ABCD/x.js', 'safari-extension://x/y.js', 'ms-browser-extension://x/y.js']) {
      expect(denied(url)).toBe(true);
    }
    for (const url of ['https://kvs-blr.example.edu/assets/index-3f9a.js', 'https://kvs-blr.example.edu/verify-certificate', 'https://cdn.example.com/chrome-extension/x.js']) {
      expect(denied(url)).toBe(false);
    }
  });

  it('records replays uncompressed (so the transport can scrub them), with all text and inputs masked and media blocked', () => {
    sentry.replayIntegration.mockClear();
    initOptions(production);
    expect(sentry.replayIntegration).toHaveBeenCalledWith(
      expect.objectContaining({ useCompression: false, maskAllText: true, maskAllInputs: true, blockAllMedia: true }),
    );
  });

  it('scrubs replay events, which skip beforeSend, and leaves other events to the filters', () => {
    sentry.addEventProcessor.mockClear();
    startSentry(production);
    const [processor] = sentry.addEventProcessor.mock.calls[0] as unknown as [(event: Record<string, unknown>) => Record<string, unknown>];
    const replay = processor({ type: 'replay_event', urls: ['https://kvs-blr.example.edu/verify-certificate?token=abc123secret'] });
    expect(JSON.stringify(replay)).not.toContain('abc123secret');
    const error = { type: undefined, message: 'token=abc123secret' };
    expect(processor(error)).toBe(error);
  });
});

describe('the transport: the last gate before the network', () => {
  function startTransport() {
    const base = { send: vi.fn(() => Promise.resolve({})), flush: vi.fn(() => Promise.resolve(true)) };
    sentry.makeFetchTransport.mockReturnValue(base);
    const options = initOptions(production);
    const make = options.transport as unknown as (o: object) => { send: (envelope: unknown) => Promise<unknown>; flush: (timeout?: number) => Promise<boolean> };
    return { sent: base, transport: make({ url: 'https://o1.ingest.sentry.io/api/123/envelope/' }) };
  }
  const errorItem = (url: string) => [{ type: 'event' }, { message: 'boom', request: { url } }];

  it('sends nothing that names the enquiry form, and sends the rest of the envelope', async () => {
    const { sent, transport } = startTransport();
    await transport.send([{ event_id: '1' }, [errorItem('https://kvs-blr.example.edu/lead-capture/new/open-day')]]);
    expect(sent.send).not.toHaveBeenCalled();
    const session = [{ type: 'session' }, { sid: '1', status: 'ok' }];
    await transport.send([{ event_id: '2' }, [errorItem('https://kvs-blr.example.edu/Lead-Capture/new/x'), session]]);
    expect(sent.send).toHaveBeenCalledTimes(1);
    expect(sent.send).toHaveBeenCalledWith([{ event_id: '2' }, [session]]);
  });

  it('scrubs credentials from what it sends', async () => {
    const { sent, transport } = startTransport();
    await transport.send([{ event_id: '3' }, [errorItem('https://kvs-blr.example.edu/verify-certificate?token=abc123secret&number=KVS-1')]]);
    expect(JSON.stringify(sent.send.mock.calls)).not.toContain('abc123secret');
    expect(JSON.stringify(sent.send.mock.calls)).toContain('number=KVS-1');
  });

  it('passes the flush timeout on', async () => {
    const { sent, transport } = startTransport();
    await transport.flush(2000);
    expect(sent.flush).toHaveBeenCalledWith(2000);
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
