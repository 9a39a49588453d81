import { afterEach, describe, expect, it, vi } from 'vitest';
// A path, not the package name: the app's build aliases the package to its no-parser version.
import { parse } from '../../node_modules/@formatjs/icu-messageformat-parser/index.js';
import { createAppIntl } from '../../src/i18n/intl';
import { loadLanguage, readStoredLanguage } from '../../src/i18n/loadLanguage';
import type { Messages } from '../../src/i18n/loadMessages';

const compile = (texts: Record<string, string>): Messages =>
  Object.fromEntries(Object.entries(texts).map(([id, text]) => [id, parse(text)]));

afterEach(() => localStorage.clear());

describe('formatting', () => {
  it('formats English numbers as en-IN: 1234567.5 shows as 12,34,567.50', () => {
    const en = compile({ 'common.total': 'Total {amount, number, amount}' });
    const intl = createAppIntl('en', en, en, false);
    expect(intl.formatNumber(1234567.5, { format: 'amount' })).toBe('12,34,567.50');
    expect(intl.formatMessage({ id: 'common.total' }, { amount: 1234567.5 })).toBe('Total 12,34,567.50');
    expect(intl.formatNumber(1234567.5)).toBe('12,34,567.5');
  });

  it('formats dates in English as en-IN (day before month) and in each language by its own rules', () => {
    const date = new Date(Date.UTC(2026, 2, 5, 12));
    const en = createAppIntl('en', {}, {}, false);
    const de = createAppIntl('de', {}, {}, false);
    expect(en.formatDate(date, { timeZone: 'UTC' })).toBe('5/3/2026');
    expect(de.formatDate(date, { timeZone: 'UTC' })).toBe('5.3.2026');
    expect(de.formatNumber(1234567.5, { format: 'amount' })).toBe('1.234.567,50');
  });

  it('reads named date formats, ISO strings, plurals, selects and dates inside messages', () => {
    const en = compile({
      'x.count': '{n, plural, =0 {No enquiries} one {# enquiry} other {# enquiries}}',
      'x.who': '{role, select, admin {Administrator} other {Staff}}',
      'x.on': 'Issued on {when, date, day}',
    });
    const intl = createAppIntl('en', en, en, false);
    expect(intl.formatDate('2026-03-05T12:00:00Z', { format: 'day', timeZone: 'UTC' })).toBe('5 Mar 2026');
    expect(intl.formatDate(new Date(Date.UTC(2026, 2, 5)), { dateStyle: 'long', timeZone: 'UTC' })).toBe('5 March 2026');
    expect(intl.formatMessage({ id: 'x.count' }, { n: 0 })).toBe('No enquiries');
    expect(intl.formatMessage({ id: 'x.count' }, { n: 1 })).toBe('1 enquiry');
    expect(intl.formatMessage({ id: 'x.count' }, { n: 100000 })).toBe('1,00,000 enquiries');
    expect(intl.formatMessage({ id: 'x.who' }, { role: 'admin' })).toBe('Administrator');
    expect(intl.formatMessage({ id: 'x.who' }, { role: 'teacher' })).toBe('Staff');
    // A date inside a message is formatted in the machine's own zone: noon there is 5 March everywhere.
    expect(intl.formatMessage({ id: 'x.on' }, { when: new Date(2026, 2, 5, 12) })).toBe('Issued on 5 Mar 2026');
  });
});

describe('a missing message', () => {
  const english = compile({ 'verify.title': 'Verify a certificate', 'verify.hello': 'Hello {name}' });
  const chinese = compile({ 'verify.title': '验证证书' });

  it('falls back to English, never the id, and is reported once in development', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const intl = createAppIntl('zh', chinese, english, true);
    expect(intl.formatMessage({ id: 'verify.title' })).toBe('验证证书');
    expect(intl.formatMessage({ id: 'verify.hello' }, { name: 'Asha' })).toBe('Hello Asha');
    expect(intl.formatMessage({ id: 'verify.hello' }, { name: 'Ravi' })).toBe('Hello Ravi');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain('"verify.hello" has no zh translation');
  });

  it('shows nothing rather than the id when no catalogue has it, and says so in development', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const intl = createAppIntl('de', {}, english, true);
    expect(intl.formatMessage({ id: 'verify.nowhere' })).toBe('');
    expect(intl.$t({ id: 'verify.nowhere' })).toBe('');
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([expect.stringContaining('"verify.nowhere" is in no catalogue')]);
  });

  it('shows nothing rather than the id when a value the message needs is left out', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const intl = createAppIntl('en', english, english, true);
    expect(intl.formatMessage({ id: 'verify.hello' })).toBe('');
  });

  it('is not reported in production', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const intl = createAppIntl('fr', {}, english, false);
    expect(intl.formatMessage({ id: 'verify.title' })).toBe('Verify a certificate');
    expect(intl.formatMessage({ id: 'verify.gone' })).toBe('');
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('catalogues', () => {
  it('load one language and English for fallback, compiled to ICU AST at build time', async () => {
    const ja = await loadLanguage('ja');
    expect(ja.language).toBe('ja');
    expect(ja.messages['menu.language']).toEqual([{ type: 0, value: '言語' }]);
    expect(ja.english['menu.language']).toEqual([{ type: 0, value: 'Language' }]);
    const en = await loadLanguage('en');
    expect(en.english).toBe(en.messages);
  });

  it('start from the saved choice, or English when nothing valid is saved', () => {
    expect(readStoredLanguage()).toBe('en');
    localStorage.setItem('language', 'fr');
    expect(readStoredLanguage()).toBe('fr');
    localStorage.setItem('language', 'klingon');
    expect(readStoredLanguage()).toBe('en');
  });
});
