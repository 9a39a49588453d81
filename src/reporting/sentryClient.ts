import * as Sentry from '@sentry/react';
import type { AppConfig } from '../config';
import { storedToken } from '../api/userStore';
import { createEventFilters } from './eventFilters';
import { scrubEnvelope } from './scrubEnvelope';
import type { ReportSink } from './reporter';

/**
 * The Sentry client, loaded as its own chunk by startReporting.ts after the first render. Sample rates are
 * the spec's (section 9); environment and release come from configuration.
 */
export function startSentry(config: AppConfig): ReportSink {
  const secrets = () => [storedToken()];
  const filters = createEventFilters({ secrets, pageUrl: () => window.location.href });
  Sentry.init({
    dsn: config.sentryDsn ?? undefined,
    environment: config.appEnv,
    release: config.version,
    // Collect as little as is useful: no user details, cookies or bodies, and only harmless headers. The filters
    // then scrub credentials from whatever is left.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpBodies: [],
      httpHeaders: { request: { allow: ['user-agent', 'referer', 'content-type'] }, response: { allow: ['content-type'] } },
    },
    integrations: [
      Sentry.browserTracingIntegration(),
      // Replays mask all text and block media (the defaults, stated so nobody loosens them by accident).
      Sentry.replayIntegration({
        // Uncompressed, so the transport below can scrub the recording (URLs with query strings are in it).
        useCompression: false,
        maskAllText: true,
        maskAllInputs: true,
        blockAllMedia: true,
        beforeAddRecordingEvent: filters.beforeAddRecordingEvent,
      }),
    ],
    tracesSampleRate: 0.1,
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 1,
    beforeSend: filters.beforeSend,
    beforeSendTransaction: filters.beforeSendTransaction,
    beforeBreadcrumb: filters.beforeBreadcrumb,
    // Every envelope, of every kind, is scrubbed once more on its way out.
    transport: (options) => {
      const base = Sentry.makeFetchTransport(options);
      return { send: (envelope) => base.send(scrubEnvelope(envelope, secrets())), flush: (timeout) => base.flush(timeout) };
    },
  });
  // Replay events do not pass beforeSend; this processor scrubs them (and is harmless for the rest).
  Sentry.addEventProcessor((event) => (event.type === 'replay_event' ? filters.scrubEvent(event) : event));
  // Only in the Playwright build that checks reporting end to end: tells the test the client is ready.
  if (import.meta.env.MODE === 'sentry-e2e') document.documentElement.dataset.reporting = 'ready';

  return {
    captureException(error, context) {
      const hint = { level: context.level ?? 'error', tags: context.mechanism ? { mechanism: context.mechanism } : undefined };
      if (context.componentStack !== undefined) Sentry.captureReactException(error, { componentStack: context.componentStack }, hint);
      else Sentry.captureException(error, hint);
    },
    addBreadcrumb(breadcrumb) {
      Sentry.addBreadcrumb({ type: 'default', ...breadcrumb });
    },
  };
}
