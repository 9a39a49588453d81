import * as Sentry from '@sentry/react';
import type { AppConfig } from '../config';
import { storedToken } from '../api/userStore';
import { contractDrift, failureKind } from './contractDrift';
import { createEventFilters, mentionsDroppedUrl } from './eventFilters';
import { scrubEnvelope, withoutEnquiryForm } from './scrubEnvelope';
import type { ReportSink } from './reporter';

declare global {
  interface Window {
    /** What went wrong before this client started (index.html's inline script keeps it); null once it has. */
    __earlyErrors?: unknown[] | null;
  }
}

/**
 * The Sentry client, loaded as its own chunk by startReporting.ts after the first render. Sample rates are
 * the spec's (section 9); environment and release come from configuration.
 */
export function startSentry(config: AppConfig): ReportSink {
  const secrets = () => [storedToken()];
  const onForm = () => mentionsDroppedUrl(window.location.href);
  // Stopped without sending what it holds (`flush: false`; a recorded session would send its pending segment),
  // and ended for this page load: nothing recorded just before the form, on it or after it leaves (spec section 8
  // drops the form's events; a replay is one).
  const stopReplay = () => void Sentry.getReplay()?.stop({ flush: false });
  const filters = createEventFilters({ secrets, pageUrl: () => window.location.href, onEnterForm: stopReplay });
  // Back or Forward to the form: the router (wouter) draws it from its own popstate listener, added long before
  // Sentry's. A capturing listener on the window runs before both, so the replay stops before the form is drawn.
  window.addEventListener('popstate', () => onForm() && stopReplay(), true);
  Sentry.init({
    dsn: config.sentryDsn ?? undefined,
    environment: config.appEnv,
    release: config.version,
    // An error thrown by a browser extension's code says nothing about the app. (Not `allowUrls` for the app's own
    // directory: it would also drop errors from index.html's inline script.)
    denyUrls: [/^(?:chrome|moz|safari(?:-web)?|ms-browser)-extension:\/\//i],
    // Collect as little as is useful: no user details, cookies or bodies, and only harmless headers. The filters
    // then scrub credentials from whatever is left.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpBodies: [],
      httpHeaders: { request: { allow: ['user-agent', 'referer', 'content-type'] }, response: { allow: ['content-type'] } },
    },
    // Neither tracing nor replays on a page load of the enquiry form: a replay records the page itself, which no
    // hook can filter, and tracing would time the visitor's requests (their state's cities...). Moved to within the
    // page, the replay stops (above) and no request there becomes a span (shouldCreateSpanForRequest); the
    // transport drops the rest (the navigation's span names the form).
    integrations: onForm()
      ? []
      : [
          Sentry.browserTracingIntegration({ shouldCreateSpanForRequest: () => !onForm() }),
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
    beforeBreadcrumb: filters.beforeBreadcrumb,
    // Every envelope, of every kind, passes here on its way out: nothing that names the enquiry form goes (streamed
    // spans skip every other hook), and the rest is scrubbed once more.
    transport: (options) => {
      const base = Sentry.makeFetchTransport(options);
      return {
        send: (envelope) => {
          const kept = withoutEnquiryForm(envelope);
          return kept ? base.send(scrubEnvelope(kept, secrets())) : Promise.resolve({});
        },
        flush: (timeout) => base.flush(timeout),
      };
    },
  });
  // Replay events do not pass beforeSend; this processor scrubs them (and is harmless for the rest).
  Sentry.addEventProcessor((event) => (event.type === 'replay_event' ? filters.scrubEvent(event) : event));
  // What failed outside React before now (a click handler on the prerendered page, an early rejection): Sentry's
  // own handlers see only what comes after init. The filters apply as to any event (chunk errors dropped...).
  const early = window.__earlyErrors ?? [];
  window.__earlyErrors = null;
  for (const error of early) Sentry.captureException(error, { mechanism: { type: 'early', handled: false } });
  // Only in the Playwright build that checks reporting end to end: tells the test the client is ready.
  if (import.meta.env.MODE === 'sentry-e2e') document.documentElement.dataset.reporting = 'ready';

  const driftsReported = new Set<string>();
  // The messages of the unreadable answers the request layer logged (each reported for its endpoint, below), and of
  // the unusable answers reported (once per page load each: a visitor pressing "try again" is not news).
  const unreadableLogged = new Set<string>();
  const answersReported = new Set<string>();
  return {
    captureException(error, context) {
      const kind = failureKind(error, unreadableLogged);
      if (kind === 'request') return;
      if (kind === 'answer') {
        const { message } = error as Error;
        if (answersReported.has(message)) return;
        answersReported.add(message);
      }
      const hint = { level: context.level ?? 'error', tags: context.mechanism ? { mechanism: context.mechanism } : undefined };
      if (context.componentStack !== undefined) Sentry.captureReactException(error, { componentStack: context.componentStack }, hint);
      else Sentry.captureException(error, hint);
    },
    addBreadcrumb(breadcrumb) {
      Sentry.addBreadcrumb({ type: 'default', ...breadcrumb });
      // An unreadable answer is reported once per endpoint and page load (contractDrift.ts), grouped by endpoint.
      const drift = contractDrift(breadcrumb);
      if (!drift) return;
      if (typeof breadcrumb.data?.message === 'string') unreadableLogged.add(breadcrumb.data.message);
      if (driftsReported.has(drift.key)) return;
      driftsReported.add(drift.key);
      Sentry.captureMessage(drift.message, { level: 'error', fingerprint: ['api-schema', drift.key], tags: drift.tags });
    },
  };
}
