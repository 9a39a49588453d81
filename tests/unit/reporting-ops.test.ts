// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { contractDrift, failureKind } from '../../src/reporting/contractDrift';
import { createEventFilters, MAX_EVENTS_PER_PAGE } from '../../src/reporting/eventFilters';
import { pathTemplate } from '../../src/reporting/pathTemplate';
import { withoutEnquiryForm } from '../../src/reporting/scrubEnvelope';
import { breadcrumb, errorEvent, TOKEN } from './reporting-fixtures';

/** What an on-call engineer needs from a report: where, which endpoint, once, and never the form. */
const PAGE = 'https://kvs-blr.example.edu/verify-certificate?number=KVS-BLR-2025-0118';
const filters = (pageUrl = PAGE, onEnterForm = vi.fn()) =>
  createEventFilters({ secrets: () => [TOKEN], pageUrl: () => pageUrl, onEnterForm });

describe('pathTemplate: paths as patterns, with no ids in them', () => {
  it.each([
    ['/api/certificate/validate-certificate/KVS-BLR-2025-0118', '/api/certificate/validate-certificate/{id}'],
    ['/api/certificate/validate-certificate/abc', '/api/certificate/validate-certificate/{id}'],
    ['/api/certificate/validate-certificate/initiate/kvs-blr.example.edu', '/api/certificate/validate-certificate/initiate/{id}'],
    ['/api/lead-capture/form/open-day', '/api/lead-capture/form/{id}'],
    ['/api/state/ka/cities', '/api/state/{id}/cities'],
    ['/api/result/download-pdf/r1', '/api/result/download-pdf/{id}'],
    ['/api/lead-capture/new/open-day', '/api/lead-capture/new/{id}'],
    ['/api/country/in/states', '/api/country/{id}/states'],
    ['/api/branch/kvs-blr.example.edu/logo', '/api/branch/{id}/logo'],
    ['/api/student/ABC/marks', '/api/student/{id}/marks'],
    ['/api/student/%ce%bb/marks', '/api/student/{id}/marks'],
    ['/api/student/4711/marks', '/api/student/{id}/marks'],
    ['/api/account/me', '/api/account/me'],
    ['/api/current-institute', '/api/current-institute'],
    ['/verify-certificate', '/verify-certificate'],
    ['/error/404', '/error/{id}'],
    ['/', '/'],
  ])('%s -> %s', (path, template) => {
    expect(pathTemplate(path)).toBe(template);
  });
});

describe('contractDrift: an answer the app could not read is a fault to report', () => {
  // As the request layer leaves it (createServices.ts, logFailure).
  const schemaFailure = (method: string, url: string, status: number | null = 200) => ({
    category: 'api',
    level: 'warning' as const,
    message: `${method} ${url} failed`,
    data: { kind: 'schema', status, message: 'The server sent an answer this app cannot read', method, url },
  });

  it('names the endpoint as a pattern, with its method and status, and no certificate number', () => {
    const report = contractDrift(schemaFailure('GET', 'https://api.example.edu/api/certificate/validate-certificate/KVS-BLR-2025-0118'));
    expect(report).toEqual({
      key: 'GET /api/certificate/validate-certificate/{id}',
      message: 'Unreadable API answer: GET /api/certificate/validate-certificate/{id}',
      tags: { api_method: 'GET', api_path: '/api/certificate/validate-certificate/{id}', api_status: '200' },
    });
    expect(JSON.stringify(report)).not.toContain('KVS');
  });

  it('gives two certificates one key, and two endpoints two', () => {
    const a = contractDrift(schemaFailure('GET', '/api/certificate/validate-certificate/A-1'));
    const b = contractDrift(schemaFailure('GET', '/api/certificate/validate-certificate/B-2'));
    const c = contractDrift(schemaFailure('GET', '/api/certificate/validate-certificate/initiate/a.example.edu'));
    expect(a?.key).toBe(b?.key);
    expect(c?.key).not.toBe(a?.key);
  });

  it('says when there was no status', () => {
    expect(contractDrift(schemaFailure('POST', '/api/account/login', null))?.tags.api_status).toBe('none');
    const { status: _status, ...noStatus } = schemaFailure('POST', '/api/account/login').data;
    expect(contractDrift({ ...schemaFailure('POST', '/api/account/login'), data: noStatus })?.tags.api_status).toBe('none');
  });

  it('names no path it cannot read as a URL, rather than the URL itself', () => {
    const report = contractDrift(schemaFailure('GET', 'http://[KVS-BLR-2025-0118'));
    expect(report?.key).toBe('GET ');
    expect(JSON.stringify(report)).not.toContain('KVS');
  });

  it('ignores every other failure: an outage is not a fault in the app (decisions.md)', () => {
    for (const kind of ['http', 'network', 'timeout', 'aborted']) {
      expect(contractDrift({ category: 'api', message: 'GET /api/account/me failed', data: { kind, status: 503, message: 'x' } })).toBeNull();
    }
    expect(contractDrift({ category: 'console', message: 'GET /api/account/me failed', data: { kind: 'schema', status: 200 } })).toBeNull();
    // Only the request layer's own breadcrumb, and only with all it needs.
    const console = { ...schemaFailure('GET', '/api/account/me'), category: 'console' };
    expect(contractDrift(console)).toBeNull();
    const { method: _method, ...noMethod } = schemaFailure('GET', '/api/account/me').data;
    expect(contractDrift({ ...schemaFailure('GET', '/api/account/me'), data: noMethod })).toBeNull();
    expect(contractDrift({ category: 'api', message: 'something else', data: { kind: 'schema', status: 200 } })).toBeNull();
    expect(contractDrift({ category: 'api', message: 'GET /x failed', data: { kind: 'schema', status: 200, method: 'GET', url: null } })).toBeNull();
  });
});

describe('failureKind: which failures handed to the reporter are faults', () => {
  const none = new Set<string>();

  it('anything but an ApiError is a bug', () => {
    expect(failureKind(new TypeError('x is undefined'), none)).toBe('bug');
    expect(failureKind('a rejected reason', none)).toBe('bug');
    expect(failureKind(undefined, none)).toBe('bug');
  });

  it("a request's failure is the server's or the network's, whatever it says", () => {
    for (const kind of ['network', 'timeout', 'http', 'aborted', 'login-required'] as const) {
      expect(failureKind(new ApiError(kind, 'The answer is about another certificate'), none)).toBe('request');
    }
  });

  it('an answer an API module could not use is one to report, unless the request layer logged it (it reported it)', () => {
    const answer = new ApiError('schema', 'The answer is about another certificate');
    expect(failureKind(answer, none)).toBe('answer');
    expect(failureKind(answer, new Set(['The server sent an answer this app cannot read']))).toBe('answer');
    expect(failureKind(new ApiError('schema', 'The server sent an answer this app cannot read', 200), new Set(['The server sent an answer this app cannot read']))).toBe('request');
  });
});

describe('withoutEnquiryForm: nothing that names the form leaves, whatever its kind', () => {
  const errorItem = [{ type: 'event' }, { message: 'boom', request: { url: 'https://a.edu/verify-certificate' } }];
  const session = [{ type: 'session' }, { sid: '1', status: 'ok' }];

  it('drops a replay recording of the form, sent as text, and keeps the other items', () => {
    const recording = [{ type: 'replay_recording' }, '{"segment_id":0}\n[{"type":2,"data":{"href":"/lead-capture/new/x"}}]'];
    expect(withoutEnquiryForm([{ event_id: '1' }, [session, recording]])).toEqual([{ event_id: '1' }, [session]]);
  });

  it('drops a replay event that lists the form among its URLs, and one sent as bytes', () => {
    const replayEvent = [{ type: 'replay_event' }, { urls: ['https://a.edu/LEAD-CAPTURE/NEW/x?utm_source=n'] }];
    const bytes = [{ type: 'replay_recording' }, new TextEncoder().encode('[{"href":"/lead-capture/new/x"}]')];
    expect(withoutEnquiryForm([{}, [replayEvent, bytes]])).toBeNull();
  });

  it('sends nothing when the envelope header names it (a trace that started on the form)', () => {
    expect(withoutEnquiryForm([{ trace: { transaction: '/lead-capture/new/x' } }, [errorItem]])).toBeNull();
  });

  it('leaves other envelopes as they are', () => {
    const envelope = [{ event_id: '1' }, [errorItem, session]];
    expect(withoutEnquiryForm(envelope)).toEqual(envelope);
    expect(withoutEnquiryForm('not an envelope')).toBe('not an envelope');
  });

  it('does not send what it cannot read (a cycle)', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(withoutEnquiryForm([{}, [[{ type: 'event' }, cyclic]]])).toBeNull();
  });
});

describe('beforeSend: where it happened, and not too often', () => {
  it('tags the route as a pattern and the host, and names the transaction after the page', () => {
    const event = filters().beforeSend(errorEvent('boom', { url: PAGE }), {});
    expect(event?.tags).toMatchObject({ route: '/verify-certificate', host: 'kvs-blr.example.edu' });
    expect(event?.transaction).toBe('/verify-certificate');
  });

  it('tags a page with an id in its path by its pattern, without the id, and the host without its port', () => {
    const event = filters('https://kvs-blr.example.edu:8443/student/4711/marks').beforeSend(errorEvent('boom', { url: PAGE }), {});
    expect(event?.tags).toMatchObject({ route: '/student/{id}/marks', host: 'kvs-blr.example.edu' });
    expect(event?.transaction).toBe('/student/{id}/marks');
  });

  it("keeps the event's own tags (how it was caught) beside the place", () => {
    const caught = { ...errorEvent('boom', { url: PAGE }), tags: { mechanism: 'boot' } };
    expect(filters().beforeSend(caught, {})?.tags).toEqual({ mechanism: 'boot', route: '/verify-certificate', host: 'kvs-blr.example.edu' });
  });

  it('leaves the place alone when the page address cannot be read', () => {
    const f = createEventFilters({
      secrets: () => [TOKEN],
      pageUrl: () => {
        throw new Error('no location');
      },
    });
    const event = f.beforeSend({ ...errorEvent('boom', { url: PAGE }), transaction: '/verify-certificate' }, {});
    expect(event).not.toBeNull();
    expect(event?.transaction).toBe('/verify-certificate');
    expect(event?.tags).toBeUndefined();
  });

  it('keeps a report from a page opened from the form, without the Referer that names it', () => {
    const opened = errorEvent('boom', { url: PAGE });
    opened.request!.headers = { Referer: 'https://kvs-blr.example.edu/lead-capture/new/open-day?utm_source=n', 'User-Agent': 'x' };
    const event = filters().beforeSend(opened, {});
    expect(event?.request?.headers).toEqual({ 'User-Agent': 'x' });
    expect(withoutEnquiryForm([{}, [[{ type: 'event' }, event]]])).not.toBeNull();
    // However the header's name is written.
    const lowerCase = errorEvent('boom', { url: PAGE });
    lowerCase.request!.headers = { referer: 'https://kvs-blr.example.edu/lead-capture/new/open-day', 'user-agent': 'x' };
    expect(filters().beforeSend(lowerCase, {})?.request?.headers).toEqual({ 'user-agent': 'x' });
    const fromElsewhere = errorEvent('boom', { url: PAGE });
    expect(filters().beforeSend(fromElsewhere, {})?.request?.headers).toMatchObject({ Referer: 'https://app.example.edu/' });
  });

  it('sends at most ten error events per page load', () => {
    const f = filters();
    const sent = Array.from({ length: 13 }, (_, i) => f.beforeSend(errorEvent(`boom ${i}`), {}));
    expect(sent.filter(Boolean)).toHaveLength(10);
    expect(sent.slice(10)).toEqual([null, null, null]);
  });

  it('does not count what it drops', () => {
    const f = filters();
    for (let i = 0; i < MAX_EVENTS_PER_PAGE; i += 1) f.beforeSend(errorEvent('x', { url: 'https://a.edu/lead-capture/new/x' }), {});
    expect(f.beforeSend(errorEvent('kept'), {})).not.toBeNull();
  });
});

describe('beforeBreadcrumb: the way to the form, and repeated lines', () => {
  it('stops recording when the app moves to the form, and only then', () => {
    const onEnterForm = vi.fn();
    const f = filters(PAGE, onEnterForm);
    f.beforeBreadcrumb(breadcrumb({ category: 'navigation', data: { from: '/lead-capture/new/x', to: '/error/404' } }));
    f.beforeBreadcrumb(breadcrumb({ category: 'fetch', data: { url: '/api/lead-capture/new/x' } }));
    f.beforeBreadcrumb(breadcrumb({ category: 'ui.click', message: 'a', data: { to: '/lead-capture/new/x' } }));
    expect(onEnterForm).not.toHaveBeenCalled();
    f.beforeBreadcrumb(breadcrumb({ category: 'navigation', data: { from: '/verify-certificate', to: '/Lead-Capture/new/x' } }));
    expect(onEnterForm).toHaveBeenCalledTimes(1);
  });

  it("drops the request layer's console line, which repeats its api breadcrumb, and keeps other console output", () => {
    const f = filters();
    expect(f.beforeBreadcrumb(breadcrumb({ category: 'console', message: '[api] GET /api/account/me failed: Down' }))).toBeNull();
    expect(f.beforeBreadcrumb(breadcrumb({ category: 'console', message: 'Warning: [api] is a word here' }))).not.toBeNull();
    expect(f.beforeBreadcrumb(breadcrumb({ category: 'api', message: 'GET /api/account/me failed' }))).not.toBeNull();
  });
});
