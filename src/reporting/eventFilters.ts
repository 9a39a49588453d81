import type { Breadcrumb, ErrorEvent, Event, EventHint } from '@sentry/react';
import { isChunkLoadError, isChunkLoadMessage } from './chunkErrors';
import { pathTemplate } from './pathTemplate';
import { scrubValue } from './scrub';

/**
 * Spec section 8: nothing is reported from the public enquiry form (it holds a visitor's personal details).
 * Compared with URLs case-insensitively and percent-decoded (see mentionsDroppedUrl).
 */
const DROPPED_URL_PART = '/lead-capture/new/';

// Longer than any address a browser keeps in its address bar.
const MAX_URL_LENGTH = 8192;

export interface FilterDeps {
  /** Credentials to remove wherever they appear (the signed-in user's token), read when an event is sent. */
  secrets: () => readonly string[];
  /** The page's URL now; breadcrumbs have no URL of their own, so this says where they were recorded. */
  pageUrl: () => string;
  /** The app is moving to the enquiry form within the page: recording must stop before the form is drawn. */
  onEnterForm?: () => void;
}

/**
 * Error events one page load may send. A fault that fires on every action (a broken handler, a loop) would
 * otherwise send an event each time (and the first a replay): ten say all there is to say.
 */
export const MAX_EVENTS_PER_PAGE = 10;

/** For browser events the request URL is the page's URL (Sentry's HttpContext integration puts it there). */
function isFromDroppedUrl(event: Event): boolean {
  return mentionsDroppedUrl(event.request?.url);
}

/** A failed script-chunk load, by the exception's type or message, the event's message, or the thrown value. */
function isChunkLoadEvent(event: Event, hint?: EventHint): boolean {
  const fromException = (event.exception?.values ?? []).some((exception) =>
    isChunkLoadError({ name: exception.type, message: exception.value }),
  );
  const message = typeof event.message === 'string' ? event.message : undefined;
  return fromException || isChunkLoadMessage(message) || isChunkLoadError(hint?.originalException);
}

export function shouldDropEvent(event: Event, hint?: EventHint): boolean {
  return isFromDroppedUrl(event) || isChunkLoadEvent(event, hint);
}

/** Breadcrumbs recorded on the enquiry form, or about a request to or a navigation from or to it. */
function shouldDropBreadcrumb(breadcrumb: Breadcrumb, pageUrl: string): boolean {
  const data = breadcrumb.data ?? {};
  const urls = [pageUrl, data.url, data.to, data.from];
  if (urls.some(mentionsDroppedUrl)) return true;
  // The request layer's console line for a failed request repeats its `api` breadcrumb (createServices.ts):
  // one of the two is enough, and a long staff session would otherwise lose context at Sentry's 100 breadcrumbs.
  return breadcrumb.category === 'console' && (isChunkLoadMessage(breadcrumb.message) || !!breadcrumb.message?.startsWith('[api] '));
}

/** Where an event happened, as a pattern (no ids) and the host (the branch, on public pages). */
function withPlace(event: ErrorEvent, pageUrl: string): ErrorEvent {
  let route: string;
  let host: string;
  try {
    const url = new URL(pageUrl);
    route = pathTemplate(url.pathname);
    host = url.hostname;
  } catch {
    return event;
  }
  // The page's own place: with streamed spans, an event's transaction can still name the page before a redirect.
  event.transaction = route;
  event.tags = { ...event.tags, route, host };
  // A page opened from the enquiry form says so in its Referer: the header goes, the report stays (the transport
  // would otherwise drop the whole report for naming the form).
  const headers = event.request?.headers;
  for (const name of Object.keys(headers ?? {})) {
    if (name.toLowerCase() === 'referer' && mentionsDroppedUrl(headers![name])) delete headers![name];
  }
  return event;
}

/** The callbacks Sentry is started with: drop what the spec drops, and scrub credentials from the rest. */
export function createEventFilters(deps: FilterDeps) {
  const scrub = <T>(value: T): T => scrubValue(value, safeSecrets(deps));
  let sent = 0;
  return {
    beforeSend(event: ErrorEvent, hint: EventHint): ErrorEvent | null {
      if (shouldDropEvent(event, hint) || sent >= MAX_EVENTS_PER_PAGE) return null;
      sent += 1;
      return scrub(withPlace(event, safePageUrl(deps)));
    },
    beforeBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb | null {
      if (breadcrumb.category === 'navigation' && mentionsDroppedUrl(breadcrumb.data?.to)) deps.onEnterForm?.();
      return shouldDropBreadcrumb(breadcrumb, safePageUrl(deps)) ? null : scrub(breadcrumb);
    },
    /** For every other event type (replay events), which skip beforeSend. */
    scrubEvent<T extends Event>(event: T): T {
      return scrub(event);
    },
    /**
     * Replay frames the SDK lets us see (custom ones: breadcrumbs, spans): none while on the enquiry form, and no
     * credentials in the rest. The page's own frames (snapshot, DOM changes, input) never reach this hook: those
     * are kept from the form by not recording there at all (sentryClient.ts).
     */
    beforeAddRecordingEvent<T>(frame: T): T | null {
      return mentionsDroppedUrl(safePageUrl(deps)) ? null : scrub(frame);
    },
  };
}

/**
 * The router ignores case and the browser accepts percent-encoding, so `/LEAD-CAPTURE/NEW/x` and
 * `/lead%2Dcapture%2Fnew/x` show the same form: compare the parsed pathname (dot segments and backslashes
 * resolved as the browser does) and the whole text (a URL or path in any part), each decoded and lower-cased.
 */
export function mentionsDroppedUrl(value: unknown): boolean {
  if (typeof value !== 'string' || value === '') return false;
  const forms = [value];
  // Read as a URL only what could be one: parsing a whole replay (megabytes) would percent-encode all of it.
  if (value.length <= MAX_URL_LENGTH) {
    try {
      forms.push(new URL(value, 'https://x.invalid/').pathname);
    } catch {
      // Not a URL: the text itself is still compared.
    }
  }
  return forms.some((form) => decodeFully(form).toLowerCase().includes(DROPPED_URL_PART));
}

/** Percent-decodes until nothing changes (double encoding too); never throws on malformed input. */
function decodeFully(text: string): string {
  let current = text;
  for (let round = 0; round < 5; round += 1) {
    const next = safeDecode(current);
    if (next === current) break;
    current = next;
  }
  return current;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    // A malformed sequence somewhere (e.g. a cut-off `%E0%A4`): still decode the single-byte ASCII escapes.
    return text.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
}

// A failing dependency must not make the reporter throw inside Sentry's pipeline (it would lose the event).
function safeSecrets(deps: FilterDeps): readonly string[] {
  try {
    return deps.secrets().filter((secret) => secret !== '');
  } catch {
    return [];
  }
}

function safePageUrl(deps: FilterDeps): string {
  try {
    return deps.pageUrl();
  } catch {
    return '';
  }
}
