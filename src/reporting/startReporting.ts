import type { AppConfig } from '../config';
import type { Reporter, ReportSink } from './reporter';
import { whenIdle } from '../whenIdle';

/**
 * Spec section 8: errors are reported only in production, and only where a DSN is configured. Both are constants of
 * the build (src/config.ts), so the rule is written once, over the build's own variables: the bundler folds it, and a
 * build that reports nothing carries neither the Sentry chunk nor the code that would start it.
 */
export const REPORTING_BUILT = import.meta.env.VITE_APP_ENV === 'production' && !!import.meta.env.VITE_SENTRY_DSN;

export interface StartDeps {
  /** Loads the Sentry client chunk; a parameter so tests can stand in for it. */
  load: () => Promise<{ startSentry: (config: AppConfig) => ReportSink }>;
  /** Runs a callback when the browser is idle after the first render. */
  whenIdle: (callback: () => void) => void;
}

const defaultDeps: StartDeps = {
  // The only reference to the Sentry chunk: a dynamic import, so no page's initial JavaScript carries it. Behind
  // REPORTING_BUILT, so a build that reports nothing has no Sentry chunk.
  load: () => (REPORTING_BUILT ? import('./sentryClient') : Promise.reject()),
  whenIdle,
};

/**
 * Starts reporting after the first render, without delaying it: what fails before then is queued by the
 * reporter. Resolves once the client is attached (or reporting was abandoned); it never rejects. Whether to report
 * is the build's (REPORTING_BUILT); `config` only configures the client.
 */
export function startReportingWhenIdle(config: AppConfig, target: Reporter, deps: StartDeps = defaultDeps): Promise<void> {
  if (!REPORTING_BUILT) return Promise.resolve();
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
