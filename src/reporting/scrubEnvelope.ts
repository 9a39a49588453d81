import { scrubString, scrubValue } from './scrub';

/**
 * The last gate before the network: scrubs every item of an envelope, whatever its type. beforeSend covers
 * error events only; sessions, spans, replay events and replay recordings (the page's URL and DOM, links with
 * their query strings) take other paths, and this is the one place they all pass. Binary payloads cannot be
 * read here, which is why replays are sent uncompressed (sentryClient.ts).
 */
export function scrubEnvelope<E>(envelope: E, secrets: readonly string[]): E {
  if (!Array.isArray(envelope) || envelope.length < 2 || !Array.isArray(envelope[1])) return envelope;
  const [headers, items] = envelope as [unknown, unknown[]];
  const scrubbedItems = items.map((item) => {
    if (!Array.isArray(item) || item.length < 2) return item;
    const [itemHeader, payload] = item as [unknown, unknown];
    return [itemHeader, scrubPayload(payload, secrets)];
  });
  return [scrubValue(headers, secrets), scrubbedItems] as E;
}

function scrubPayload(payload: unknown, secrets: readonly string[]): unknown {
  if (typeof payload === 'string') return scrubString(payload, secrets);
  if (payload instanceof Uint8Array) return payload;
  return scrubValue(payload, secrets);
}
