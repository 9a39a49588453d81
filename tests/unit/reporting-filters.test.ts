// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { createEventFilters, shouldDropEvent } from '../../src/reporting/eventFilters';
import { FILTERED } from '../../src/reporting/scrub';
import { breadcrumb, CHUNK_LOAD_FIXTURES, errorEvent, TOKEN } from './reporting-fixtures';

const filters = (pageUrl = 'https://app.example.edu/verify-certificate') =>
  createEventFilters({ secrets: () => [TOKEN], pageUrl: () => pageUrl });

describe('beforeSend: the spec drops events from the enquiry form', () => {
  it('drops an event whose request URL (the page URL) includes /lead-capture/new/', () => {
    const event = errorEvent('Cannot read properties of undefined', { url: 'https://app.example.edu/lead-capture/new/x' });
    expect(filters().beforeSend(event, {})).toBeNull();
  });

  it('drops it with a query string and a fragment too', () => {
    const event = errorEvent('boom', { url: 'https://app.example.edu/lead-capture/new/form-7?utm_source=qr#top' });
    expect(filters().beforeSend(event, {})).toBeNull();
  });

  it('keeps an event from other lead-capture pages and from any other page', () => {
    expect(filters().beforeSend(errorEvent('boom', { url: 'https://app.example.edu/lead-capture/form-7' }), {})).not.toBeNull();
    expect(filters().beforeSend(errorEvent('boom', { url: 'https://app.example.edu/verify-certificate' }), {})).not.toBeNull();
  });

  it('keeps an event with no request at all', () => {
    expect(filters().beforeSend({ ...errorEvent('boom'), request: undefined }, {})).not.toBeNull();
  });
});

describe('beforeSend: script-chunk loading errors are dropped', () => {
  it.each(CHUNK_LOAD_FIXTURES)('drops $name', ({ event }) => {
    expect(filters().beforeSend(structuredClone(event), {})).toBeNull();
  });

  it('drops by the exception type alone (a ChunkLoadError whose text is not the usual one)', () => {
    expect(filters().beforeSend(errorEvent('Request for vendors timed out', { type: 'ChunkLoadError' }), {})).toBeNull();
  });

  it('drops by the thrown value when the event text was changed', () => {
    const event = errorEvent('Something else');
    expect(filters().beforeSend(event, { originalException: Object.assign(new Error('x'), { name: 'ChunkLoadError' }) })).toBeNull();
  });

  it('keeps ordinary errors, including ones that merely mention chunks or modules', () => {
    for (const text of ['Cannot read properties of undefined (reading "map")', 'chunk size is 3', 'Failed to fetch', 'module not ready']) {
      expect(shouldDropEvent(errorEvent(text))).toBe(false);
      expect(filters().beforeSend(errorEvent(text), {})).not.toBeNull();
    }
  });
});

describe('no token or Authorization header reaches an event', () => {
  it('scrubs the token from the message, the URL, headers, extra data and breadcrumbs', () => {
    const event = errorEvent(`Request failed with Authorization: Bearer ${TOKEN}`, {
      url: `https://app.example.edu/verify-certificate?token=${TOKEN}&number=ABC`,
    });
    event.request!.headers = { Authorization: `Bearer ${TOKEN}`, 'User-Agent': 'Mozilla/5.0' };
    event.extra = { user: JSON.stringify({ id: '1', token: TOKEN }), nested: { deeper: [`saw ${TOKEN} here`] } };
    event.breadcrumbs = [breadcrumb({ category: 'fetch', data: { url: `/api/account/me?access_token=${TOKEN}`, method: 'GET' } })];

    const sent = filters().beforeSend(event, {});
    const text = JSON.stringify(sent);
    expect(text).not.toContain(TOKEN);
    expect(sent!.request!.headers!.Authorization).toBe(FILTERED);
    expect(sent!.request!.url).toBe(`https://app.example.edu/verify-certificate?token=${FILTERED}&number=ABC`);
    expect(sent!.exception!.values![0]!.value).toBe(`Request failed with Authorization: Bearer ${FILTERED}`);
    // Useful context survives.
    expect(sent!.request!.headers!['User-Agent']).toBe('Mozilla/5.0');
    expect(text).toContain('number=ABC');
  });

  it('scrubs a token it has never seen when it looks like one (a JWT, a bearer value)', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U';
    const sent = filters().beforeSend(errorEvent(`jwt ${jwt} and bearer abc.def-ghi`), {});
    expect(JSON.stringify(sent)).not.toContain(jwt);
    expect(JSON.stringify(sent)).not.toContain('abc.def-ghi');
  });

  it('scrubs replay events, which skip beforeSend', () => {
    const replay = { type: 'replay_event' as const, urls: [`https://a.edu/x?token=${TOKEN}`] };
    expect(JSON.stringify(filters().scrubEvent(replay))).not.toContain(TOKEN);
  });
});

describe('beforeBreadcrumb', () => {
  it('scrubs an Authorization header and the token from a breadcrumb', () => {
    const crumb = breadcrumb({
      category: 'xhr',
      message: `sent ${TOKEN}`,
      data: { url: '/api/student', request_headers: { Authorization: `Bearer ${TOKEN}` } },
    });
    const kept = filters().beforeBreadcrumb(crumb);
    expect(kept).not.toBeNull();
    expect(JSON.stringify(kept)).not.toContain(TOKEN);
    expect((kept!.data!.request_headers as Record<string, string>).Authorization).toBe(FILTERED);
  });

  // Sentry's console breadcrumb holds the very values the app logged (data.arguments), before the console prints
  // them: scrubbing them in place rewrote the app's own objects (a user record's token, an error's field messages)
  // and what the developer's console showed.
  it("scrubs a copy of a console breadcrumb's arguments and leaves the app's own values as they were", () => {
    const record = { id: '1', token: TOKEN, fieldErrors: { password: 'at least 8 characters' } };
    const args: unknown[] = [`saving with Bearer ${TOKEN}`, record];
    const crumb = breadcrumb({ category: 'console', level: 'warning', message: 'saving', data: { arguments: args, logger: 'console' } });
    const kept = filters().beforeBreadcrumb(crumb);
    expect(JSON.stringify(kept)).not.toContain(TOKEN);
    expect(args).toEqual([`saving with Bearer ${TOKEN}`, { id: '1', token: TOKEN, fieldErrors: { password: 'at least 8 characters' } }]);
  });

  it('leaves an error the app logged untouched (Sentry copies it into an event, where beforeSend scrubs it)', () => {
    const error = new ApiError('http', 'Refused', 422, { password: 'at least 8 characters' });
    const kept = filters().beforeBreadcrumb(breadcrumb({ category: 'console', level: 'error', message: 'Refused', data: { arguments: [error] } }));
    expect(error.fieldErrors).toEqual({ password: 'at least 8 characters' });
    expect((kept!.data!.arguments as unknown[])[0]).toBe(error);
  });

  it('drops breadcrumbs recorded on the enquiry form', () => {
    const onLeadPage = filters('https://app.example.edu/lead-capture/new/x');
    expect(onLeadPage.beforeBreadcrumb(breadcrumb({ category: 'ui.click', message: 'form > input[name="email"]' }))).toBeNull();
  });

  it('drops a request to it and a navigation from or to it, seen from another page', () => {
    const f = filters();
    expect(f.beforeBreadcrumb(breadcrumb({ category: 'fetch', data: { url: '/api/lead-capture/new/x', method: 'POST' } }))).toBeNull();
    expect(f.beforeBreadcrumb(breadcrumb({ category: 'navigation', data: { from: '/lead-capture/new/x', to: '/' } }))).toBeNull();
    expect(f.beforeBreadcrumb(breadcrumb({ category: 'navigation', data: { from: '/', to: '/lead-capture/new/x' } }))).toBeNull();
    expect(f.beforeBreadcrumb(breadcrumb({ category: 'navigation', data: { from: '/', to: '/verify-certificate' } }))).not.toBeNull();
  });

  it('drops a console breadcrumb of a chunk-load error and keeps other console output', () => {
    const f = filters();
    expect(f.beforeBreadcrumb(breadcrumb({ category: 'console', level: 'error', message: 'TypeError: Importing a module script failed.' }))).toBeNull();
    expect(f.beforeBreadcrumb(breadcrumb({ category: 'console', level: 'error', message: 'Uncaught TypeError: x is undefined' }))).not.toBeNull();
    // Only console output is the failure itself: a click on a button that says so is what the visitor did.
    expect(f.beforeBreadcrumb(breadcrumb({ category: 'ui.click', message: 'button "Loading chunk 4 failed. Try again"' }))).not.toBeNull();
  });

  it('drops replay frames recorded on the enquiry form and scrubs the rest', () => {
    expect(filters('https://a.edu/lead-capture/new/x').beforeAddRecordingEvent({ type: 5, data: {} })).toBeNull();
    const frame = filters().beforeAddRecordingEvent({ type: 5, data: { payload: { description: `GET /x?token=${TOKEN}` } } });
    expect(JSON.stringify(frame)).not.toContain(TOKEN);
  });
});

describe('a failing dependency never breaks the pipeline', () => {
  it('sends the event when the token cannot be read', () => {
    const f = createEventFilters({
      secrets: () => {
        throw new Error('storage blocked');
      },
      pageUrl: () => 'https://a.edu/',
    });
    expect(f.beforeSend(errorEvent('boom'), {})).not.toBeNull();
  });
});
