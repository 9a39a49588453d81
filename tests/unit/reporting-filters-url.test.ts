// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createEventFilters } from '../../src/reporting/eventFilters';
import { withoutEnquiryForm } from '../../src/reporting/scrubEnvelope';
import { breadcrumb, errorEvent, TOKEN } from './reporting-fixtures';

/**
 * The router ignores case and the browser accepts percent-encoding, so the enquiry form answers at addresses a
 * plain `includes('/lead-capture/new/')` misses. Every place the filter looks must see through both.
 */
const filters = (pageUrl = 'https://app.example.edu/verify-certificate') =>
  createEventFilters({ secrets: () => [TOKEN], pageUrl: () => pageUrl });

const ORIGIN = 'https://app.example.edu';

/** Addresses that show the enquiry form (or name it), however they are spelled. */
const FORM_PATHS = [
  ['upper case', '/LEAD-CAPTURE/NEW/kvs-bengaluru-admissions-2026'],
  ['mixed case', '/Lead-Capture/New/kvs-bengaluru-admissions-2026'],
  ['an encoded hyphen (%2D)', '/lead%2Dcapture/new/x'],
  ['an encoded hyphen in lower-case hex (%2d)', '/lead%2dcapture/new/x'],
  ['encoded slashes (%2F)', '/lead-capture%2Fnew%2Fx'],
  ['encoded letters and case together', '/%4CEAD-capture/%6Eew/x'],
  ['double encoding (%252F)', '/lead-capture%252Fnew%252Fx'],
  ['triple encoding (%25252F)', '/lead-capture%25252Fnew%25252Fx'],
  ['a malformed escape elsewhere (%E0%A4)', '/lead%2Dcapture/new/x?q=%E0%A4'],
  ['a malformed escape in the same path (%E0%A4)', '/lead%2Dcapture/new/x%E0%A4'],
  ['dot segments', '/verify-certificate/../lead-capture/new/x'],
  ['backslashes, which the browser reads as slashes', '/lead-capture\\new\\x'],
] as const;

/** Addresses that are not the form, also when spelled oddly. */
const OTHER_PATHS = [
  ['another lead-capture page', '/LEAD-CAPTURE/form-7'],
  ['the path without a form', '/lead-capture/new'],
  ['a look-alike', '/lead-capture/newsletter/x'],
  ['a malformed escape only', '/verify-certificate?q=%E0%A4%A'],
  ['a lone percent sign', '/verify-certificate/100%'],
] as const;

describe('the enquiry form is recognised however its address is spelled', () => {
  it.each(FORM_PATHS)('drops an error event whose request URL has %s', (_, path) => {
    expect(filters().beforeSend(errorEvent('boom', { url: `${ORIGIN}${path}` }), {})).toBeNull();
  });

  it.each(FORM_PATHS)('drops a streamed span naming a page with %s, before it is sent', (_, path) => {
    const span = { items: [{ name: 'pageload', attributes: { 'url.full': { type: 'string', value: `${ORIGIN}${path}` } } }] };
    expect(withoutEnquiryForm([{}, [[{ type: 'span' }, span]]])).toBeNull();
  });

  it.each(FORM_PATHS)('drops breadcrumbs and replay frames recorded on a page with %s', (_, path) => {
    const onForm = filters(`${ORIGIN}${path}`);
    expect(onForm.beforeBreadcrumb(breadcrumb({ category: 'ui.click', message: 'input[name="email"]' }))).toBeNull();
    expect(onForm.beforeAddRecordingEvent({ type: 5, data: {} })).toBeNull();
  });

  it.each(FORM_PATHS)('drops a request to it and a navigation to or from it with %s, seen from another page', (_, path) => {
    const f = filters();
    expect(f.beforeBreadcrumb(breadcrumb({ category: 'fetch', data: { url: `/api${path}`, method: 'POST' } }))).toBeNull();
    expect(f.beforeBreadcrumb(breadcrumb({ category: 'fetch', data: { url: `${ORIGIN}/api${path}`, method: 'GET' } }))).toBeNull();
    expect(f.beforeBreadcrumb(breadcrumb({ category: 'navigation', data: { from: '/', to: path } }))).toBeNull();
    expect(f.beforeBreadcrumb(breadcrumb({ category: 'navigation', data: { from: path, to: '/' } }))).toBeNull();
  });
});

describe('other pages are still reported, and odd input never throws', () => {
  it.each(OTHER_PATHS)('keeps an event, a transaction, breadcrumbs and replay frames for %s', (_, path) => {
    const url = `${ORIGIN}${path}`;
    expect(filters().beforeSend(errorEvent('boom', { url }), {})).not.toBeNull();
    const span = [{ type: 'span' }, { items: [{ name: 'pageload', attributes: { 'url.full': { value: url } } }] }];
    expect(withoutEnquiryForm([{}, [span]])).toEqual([{}, [span]]);
    const onPage = filters(url);
    expect(onPage.beforeBreadcrumb(breadcrumb({ category: 'navigation', data: { from: '/', to: path } }))).not.toBeNull();
    expect(onPage.beforeAddRecordingEvent({ type: 5, data: {} })).not.toBeNull();
  });

  it('keeps breadcrumbs whose URL fields are not strings or are not URLs at all', () => {
    const f = filters();
    expect(f.beforeBreadcrumb(breadcrumb({ category: 'fetch', data: { url: 42, method: 'GET' } }))).not.toBeNull();
    expect(f.beforeBreadcrumb(breadcrumb({ category: 'navigation', data: { from: 'http://[bad', to: '%' } }))).not.toBeNull();
  });
});
