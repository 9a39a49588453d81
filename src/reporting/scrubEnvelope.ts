import { scrubString, scrubValue } from './scrub';
import { mentionsDroppedUrl } from './eventFilters';

type Envelope = [unknown, unknown[]];

function isEnvelope(value: unknown): value is Envelope {
  return Array.isArray(value) && value.length >= 2 && Array.isArray(value[1]);
}

/**
 * The last gate before the network: scrubs every item of an envelope, whatever its type. beforeSend covers
 * error events only; sessions, spans, replay events and replay recordings (the page's URL and DOM, links with
 * their query strings) take other paths, and this is the one place they all pass. Binary payloads cannot be
 * read here, which is why replays are sent uncompressed (sentryClient.ts).
 */
export function scrubEnvelope<E>(envelope: E, secrets: readonly string[]): E {
  if (!isEnvelope(envelope)) return envelope;
  const [headers, items] = envelope;
  const scrubbedItems = items.map((item) => {
    if (!Array.isArray(item) || item.length < 2) return item;
    const [itemHeader, payload] = item as [unknown, unknown];
    return [itemHeader, scrubPayload(payload, secrets)];
  });
  return [scrubValue(headers, secrets), scrubbedItems] as E;
}

/**
 * Spec section 8, at the same last gate: no item that mentions the enquiry form leaves, whatever its type. The
 * `before*` hooks do not see them all: streamed spans skip beforeSendTransaction (Sentry 11's default trace
 * lifecycle), and replay recordings skip every hook but one that sees only custom frames. An envelope whose
 * header names the form (a trace that started on it) goes whole; otherwise the other items still go. Null: send
 * nothing.
 */
export function withoutEnquiryForm<E>(envelope: E): E | null {
  if (!isEnvelope(envelope)) return envelope;
  const [headers, items] = envelope;
  if (mentionsForm(headers)) return null;
  const kept = items.filter((item) => !(Array.isArray(item) && mentionsForm(item[1])));
  return kept.length === 0 ? null : ([headers, kept] as E);
}

function mentionsForm(value: unknown): boolean {
  try {
    const text = typeof value === 'string' ? value : value instanceof Uint8Array ? new TextDecoder().decode(value) : JSON.stringify(value);
    // Nothing spelled `lead` and nothing percent-encoded cannot name the form: most items end here, cheaply.
    if (!/lead|%/i.test(text)) return false;
    // In JSON a backslash is doubled: one or more stand for the slash the browser reads (`\\lead-capture\\new`).
    return mentionsDroppedUrl(text.replace(/\\+/g, '/'));
  } catch {
    // Unreadable here is unreadable for the SDK's own serialiser too: nothing is lost by not sending it.
    return true;
  }
}

function scrubPayload(payload: unknown, secrets: readonly string[]): unknown {
  if (typeof payload === 'string') return scrubString(payload, secrets);
  if (payload instanceof Uint8Array) return payload;
  return scrubValue(payload, secrets);
}
