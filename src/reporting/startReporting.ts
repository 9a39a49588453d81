import type { AppConfig } from '../config';
import type { Reporter, ReportSink } from './reporter';
import { whenIdle } from '../whenIdle';

/** Spec section 8: errors are reported only in production, and only where a DSN is configured. */
export function shouldStartReporting(config: Pick<AppConfig, 'appEnv' | 'sentryDsn'>): boolean {
  return config.appEnv === 'production' && !!config.sentryDsn;
}

export interface StartDeps {
  /** Loads the Sentry client chunk; a parameter so tests can stand in for it. */
  load: () => Promise<{ startSentry: (config: AppConfig) => ReportSink }>;
  /** Runs a callback when the browser is idle after the first render. */
  whenIdle: (callback: () => void) => void;
}

const defaultDeps: StartDeps = {
  // The only reference to the Sentry chunk: a dynamic import, so no page's initial JavaScript carries it. Behind the
  // build's own constants (as shouldStartReporting reads them), so a build that reports nothing has no Sentry chunk.
  load: () => (import.meta.env.VITE_APP_ENV === 'production' && import.meta.env.VITE_SENTRY_DSN ? import('./sentryClient') : Promise.reject()),
  whenIdle,
};

/**
 * Starts reporting after the first render, without delaying it: what fails before then is queued by the
 * reporter. Resolves once the client is attached (or reporting was abandoned); it never rejects.
 */
export function startReportingWhenIdle(config: AppConfig, target: Reporter, deps: StartDeps = defaultDeps): Promise<void> {
  if (!shouldStartReporting(config)) return Promise.resolve();
  target.expect();
  return new Promise<void>((resolve) => {
    deps.whenIdle(() => {
      deps
        .load()
        .then((client) => target.attach(client.startSentry(config)))
        // Reporting is a bystander: if its chunk cannot load (blocked by a privacy extension, gone after a deploy),
        // the app carries on without it. Nothing reloads for it: the boot's chunk guard is gone by now (main.tsx).
        .catch(() => {
          target.abandon();
          // Only in the Playwright build that checks reporting end to end: tells the test reporting gave up.
          if (import.meta.env.MODE === 'sentry-e2e') document.documentElement.dataset.reporting = 'abandoned';
        })
        .finally(resolve);
    });
  });
}
