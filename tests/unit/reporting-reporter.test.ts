// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { production } from './reporting-fixtures';
import { createReporter, createRootErrorHandlers, MAX_PENDING, type ReportSink } from '../../src/reporting/reporter';
import type { StartDeps } from '../../src/reporting/startReporting';


function fakeSink() {
  return { captureException: vi.fn(), addBreadcrumb: vi.fn() } satisfies ReportSink;
}

/**
 * startReporting.ts as a build with these variables has it: REPORTING_BUILT is read from the build's constants when
 * the module is evaluated, so each build is a fresh copy of the module under stubbed variables.
 */
async function builtWith(appEnv: ImportMetaEnv['VITE_APP_ENV'], sentryDsn: string) {
  vi.stubEnv('VITE_APP_ENV', appEnv);
  vi.stubEnv('VITE_SENTRY_DSN', sentryDsn);
  vi.resetModules();
  return import('../../src/reporting/startReporting');
}
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('REPORTING_BUILT (spec section 8: production only, with a DSN)', () => {
  it.each([
    ['production', 'https://k@h/1', true],
    ['production', '', false],
    ['staging', 'https://k@h/1', false],
    ['development', 'https://k@h/1', false],
  ] as const)('%s, DSN %o -> %s', async (appEnv, dsn, expected) => {
    expect((await builtWith(appEnv, dsn)).REPORTING_BUILT).toBe(expected);
  });
});

describe('the reporter facade', () => {
  it('does nothing and keeps nothing while reporting is off', () => {
    const reporter = createReporter();
    reporter.captureException(new Error('x'));
    const sink = fakeSink();
    reporter.attach(sink);
    expect(sink.captureException).not.toHaveBeenCalled();
  });

  it('queues what happens before the client loads and sends it in order once it attaches', () => {
    const reporter = createReporter();
    reporter.expect();
    const early = new Error('during first render');
    reporter.addBreadcrumb({ category: 'api', message: 'GET /api/x failed' });
    reporter.captureException(early, { mechanism: 'react.caught' });
    const sink = fakeSink();
    reporter.attach(sink);
    expect(sink.addBreadcrumb).toHaveBeenCalledWith({ category: 'api', message: 'GET /api/x failed' });
    expect(sink.captureException).toHaveBeenCalledWith(early, { mechanism: 'react.caught' });
    expect(sink.addBreadcrumb.mock.invocationCallOrder[0]).toBeLessThan(sink.captureException.mock.invocationCallOrder[0]!);
    reporter.captureException(new Error('later'));
    expect(sink.captureException).toHaveBeenCalledTimes(2);
  });

  it('keeps at most MAX_PENDING early reports', () => {
    const reporter = createReporter();
    reporter.expect();
    for (let i = 0; i < MAX_PENDING + 10; i += 1) reporter.captureException(new Error(String(i)));
    const sink = fakeSink();
    reporter.attach(sink);
    expect(sink.captureException).toHaveBeenCalledTimes(MAX_PENDING);
  });

  it('forgets the queue when the client cannot load', () => {
    const reporter = createReporter();
    reporter.expect();
    reporter.captureException(new Error('x'));
    reporter.abandon();
    expect(reporter.state).toBe('off');
    const sink = fakeSink();
    reporter.attach(sink);
    expect(sink.captureException).not.toHaveBeenCalled();
  });
});

describe('React 19 root error handlers', () => {
  it('log like React and report each error once, with its component stack and where it was caught', () => {
    const reporter = createReporter();
    reporter.expect();
    const sink = fakeSink();
    reporter.attach(sink);
    const log = { error: vi.fn(), warn: vi.fn() };
    const handlers = createRootErrorHandlers(reporter, log);
    const error = new Error('render failed');
    handlers.onUncaughtError(error, { componentStack: '\n    at Page' });
    handlers.onCaughtError(error, { componentStack: '\n    at Page' });
    handlers.onRecoverableError(error, { componentStack: undefined });
    expect(sink.captureException.mock.calls).toEqual([
      [error, { componentStack: '\n    at Page', mechanism: 'react.uncaught' }],
      [error, { componentStack: '\n    at Page', mechanism: 'react.caught' }],
      [error, { componentStack: undefined, level: 'warning', mechanism: 'react.recoverable' }],
    ]);
    expect(log.error).toHaveBeenCalledTimes(2);
    expect(log.warn).toHaveBeenCalledTimes(1);
  });
});

describe('startReportingWhenIdle', () => {
  function manualIdle() {
    const callbacks: Array<() => void> = [];
    return { whenIdle: (cb: () => void) => void callbacks.push(cb), run: () => callbacks.splice(0).forEach((cb) => cb()), callbacks };
  }

  const productionBuild = () => builtWith('production', production.sentryDsn!);

  it('loads nothing in a build outside production or without a DSN', async () => {
    const idle = manualIdle();
    const load = vi.fn();
    const reporter = createReporter();
    const staging = (await builtWith('staging', production.sentryDsn!)).startReportingWhenIdle(production, reporter, { load, whenIdle: idle.whenIdle });
    const noDsn = (await builtWith('production', '')).startReportingWhenIdle(production, reporter, { load, whenIdle: idle.whenIdle });
    expect(idle.callbacks).toHaveLength(0);
    expect(load).not.toHaveBeenCalled();
    expect(reporter.state).toBe('off');
    // Settled at once, not waiting for an idle moment that nothing asked for (asserted first so a mutant fails fast).
    await Promise.all([staging, noDsn]);
  });

  it('waits for idle time, then loads the client with the configuration and attaches it', async () => {
    const idle = manualIdle();
    const sink = fakeSink();
    const startSentry = vi.fn(() => sink);
    const deps: StartDeps = { load: vi.fn(async () => ({ startSentry })), whenIdle: idle.whenIdle };
    const reporter = createReporter();
    const { startReportingWhenIdle } = await productionBuild();
    const started = startReportingWhenIdle(production, reporter, deps);
    reporter.captureException(new Error('before load'));
    expect(deps.load).not.toHaveBeenCalled();
    idle.run();
    await started;
    expect(startSentry).toHaveBeenCalledWith(production);
    expect(reporter.state).toBe('on');
    expect(sink.captureException).toHaveBeenCalledTimes(1);
  });

  it('carries on without reporting when the client chunk fails to load', async () => {
    const idle = manualIdle();
    const reporter = createReporter();
    const { startReportingWhenIdle } = await productionBuild();
    const started = startReportingWhenIdle(production, reporter, {
      load: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      whenIdle: idle.whenIdle,
    });
    idle.run();
    await expect(started).resolves.toBeUndefined();
    expect(reporter.state).toBe('off');
  });
});
