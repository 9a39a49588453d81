// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createIntl } from '@formatjs/intl';
import { issueCalendarDate } from '../../src/api/schemas/certificate';
import { formatIssueDate } from '../../src/views/pages/verify/issueDate';

// The rule (Session 25): "Issued on" is the calendar date the server wrote (its leading YYYY-MM-DD) when it wrote a
// date, or a time without a zone; a moment (a time with Z, UTC or an offset) is issued on the day it was in India,
// where the institutes are, whatever zone it was written in and whatever zone the page runs in.
const written = [
  '2025-03-28',
  '2025-03-28T00:00:00',
  '2025-03-28T23:59:59',
  '2025-03-28T00:00:00+05:30',
  '2025-03-28T23:30:00+05:30',
  '2025-03-28T00:00:00Z',
  '2025-03-28T18:29:00Z',
  // Midnight in India as a server in India writes it with JavaScript's toISOString(): 18:30 the day before, in UTC.
  '2025-03-27T18:30:00.000Z',
  '2025-03-27T13:00:00-11:00',
  // What databases and frameworks write: a space for the T (Safari's Date.parse has refused it), microseconds,
  // lower case (RFC 3339 allows it), an offset without its colon.
  '2025-03-28 10:00:00',
  '2025-03-28T10:00:00.000000Z',
  '2025-03-28t10:00:00z',
  '2025-03-28T10:00:00+0530',
  // Ruby's and Go's to_s / String(), Rails' TimeWithZone.
  '2025-03-28 10:00:00 +0530',
  '2025-03-28 10:00:00 UTC',
  // An offset with a one-digit hour is still an offset (not read as UTC, which would make this 29 March).
  '2025-03-28T23:00:00+5:30',
];

/** Moments that were already 29 March in India. */
const nextDayInIndia = ['2025-03-28T18:30:00Z', '2025-03-28T23:59:59.999-11:00', '2025-03-28 20:00:00 UTC', '2025-03-28T21:00:00+0100'];

describe('issue date rule', () => {
  it.each(written)('%s is 28 March 2025', (value) => {
    const date = issueCalendarDate(value)!;
    expect([date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()]).toEqual([2025, 3, 28]);
    expect(formatIssueDate(createIntl({ locale: 'en-IN' }), value)).toBe('28 March 2025');
  });

  it.each(nextDayInIndia)('%s, already 29 March in India, is 29 March 2025', (value) => {
    expect(formatIssueDate(createIntl({ locale: 'en-IN' }), value)).toBe('29 March 2025');
  });

  it('follows the active language', () => {
    expect(formatIssueDate(createIntl({ locale: 'de-DE' }), '2025-03-28T00:00:00+05:30')).toBe('28. März 2025');
    expect(formatIssueDate(createIntl({ locale: 'ja-JP' }), '2025-03-28T18:29:00Z')).toBe('2025年3月28日');
    expect(formatIssueDate(createIntl({ locale: 'en-US' }), '2025-01-01T00:00:00+05:30')).toBe('January 1, 2025');
  });

  it('does not depend on the time zone the page runs in', () => {
    // The zone as the formatter sees it: Node's ICU keeps the zone it started with whatever TZ says later, so the
    // page's zone is given to the formatter the way a browser's default would reach it.
    for (const timeZone of ['Asia/Kolkata', 'America/Los_Angeles', 'Pacific/Kiritimati']) {
      expect(written.map((v) => formatIssueDate(createIntl({ locale: 'en-IN', timeZone }), v)), timeZone).toEqual(written.map(() => '28 March 2025'));
      expect(nextDayInIndia.map((v) => formatIssueDate(createIntl({ locale: 'en-IN', timeZone }), v)), timeZone).toEqual(nextDayInIndia.map(() => '29 March 2025'));
    }
  });

  it.each(['2025-02-30', '2025-13-01', '28/03/2025', 'yesterday', '', 'on 2025-03-28', '12025-03-28', '2025-03-28garbage', '2025-03-28T', '2025-03-28T:', '2025-03-28 ...', '2025-03-28 10:00 IST', '2025-03-28/2026-03-27', '0025-03-28'])('%j is not a calendar date, and shows nothing', (value) => {
    expect(issueCalendarDate(value)).toBeNull();
    expect(formatIssueDate(createIntl({ locale: 'en-IN' }), value)).toBeNull();
  });

  // Date.UTC reads the years 0-99 as 1900-1999: a year 0025 is no issue date, never shown as 1925.
  it('a year Date.UTC would move to the 1900s shows nothing', () => {
    expect(formatIssueDate(createIntl({ locale: 'en-IN' }), '0025-03-28T00:00:00Z')).toBeNull();
  });

  it('shows nothing when there is no date', () => {
    expect(formatIssueDate(createIntl({ locale: 'en-IN' }), null)).toBeNull();
    expect(formatIssueDate(createIntl({ locale: 'en-IN' }), undefined)).toBeNull();
  });
});
