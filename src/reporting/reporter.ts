/**
 * The app's side of error reporting. It has no Sentry code: the Sentry client is a separate chunk that attaches
 * itself as the sink once it has loaded (after the first render). What happens before that is queued, bounded,
 * and sent when it attaches; when reporting is off, nothing is kept.
 */
export interface ReportContext {
  componentStack?: string;
  level?: 'error' | 'warning';
  /** Where the error was caught: 'react.uncaught', 'react.caught', 'react.recoverable'. */
  mechanism?: string;
}

export interface AppBreadcrumb {
  category: string;
  message: string;
  level?: 'info' | 'warning' | 'error';
  data?: Record<string, string | number | null>;
}

export interface ReportSink {
  captureException(error: unknown, context: ReportContext): void;
  addBreadcrumb(breadcrumb: AppBreadcrumb): void;
}

type Pending = (sink: ReportSink) => void;

// Enough for a burst at start-up; an app that fails more than this before the reporter loads is reported in part.
export const MAX_PENDING = 30;

export function createReporter() {
  let state: 'off' | 'pending' | 'on' = 'off';
  let sink: ReportSink | null = null;
  let pending: Pending[] = [];

  function run(job: Pending) {
    if (state === 'on' && sink) job(sink);
    else if (state === 'pending' && pending.length < MAX_PENDING) pending.push(job);
  }

  return {
    /** Reporting will start: keep what happens until then. */
    expect() {
      if (state === 'off') state = 'pending';
    },
    attach(next: ReportSink) {
      state = 'on';
      sink = next;
      const queued = pending;
      pending = [];
      for (const job of queued) job(next);
    },
    /** Reporting could not start (its chunk failed to load): forget the queue. */
    abandon() {
      if (state === 'pending') state = 'off';
      pending = [];
    },
    captureException(error: unknown, context: ReportContext = {}) {
      run((s) => s.captureException(error, context));
    },
    addBreadcrumb(breadcrumb: AppBreadcrumb) {
      run((s) => s.addBreadcrumb(breadcrumb));
    },
    get state() {
      return state;
    },
  };
}

export type Reporter = ReturnType<typeof createReporter>;

/** What React passes to its root handlers (componentStack may be missing). */
interface RootErrorInfo {
  componentStack?: string | null;
}

/** The one reporter of the running app. */
export const reporter = createReporter();

/**
 * React 19 root handlers. Passing them replaces React's own console output, so they log as React would and then
 * report. Errors a route's boundary caught are reported too: the user saw a fallback, so someone should know.
 */
export function createRootErrorHandlers(target: Reporter, log: Pick<Console, 'error' | 'warn'> = console) {
  return {
    onUncaughtError(error: unknown, info: RootErrorInfo) {
      log.error(error);
      target.captureException(error, { componentStack: info.componentStack ?? undefined, mechanism: 'react.uncaught' });
    },
    onCaughtError(error: unknown, info: RootErrorInfo) {
      log.error(error);
      target.captureException(error, { componentStack: info.componentStack ?? undefined, mechanism: 'react.caught' });
    },
    onRecoverableError(error: unknown, info: RootErrorInfo) {
      log.warn(error);
      target.captureException(error, {
        componentStack: info.componentStack ?? undefined,
        level: 'warning',
        mechanism: 'react.recoverable',
      });
    },
  };
}
