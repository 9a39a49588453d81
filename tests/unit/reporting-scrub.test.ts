import { describe, expect, it } from 'vitest';
import { FILTERED, scrubString, scrubValue } from '../../src/reporting/scrub';
import { TOKEN } from './reporting-fixtures';

describe('scrubString', () => {
  it.each([
    ['a bearer header value', `Authorization: Bearer ${TOKEN}`, `Authorization: Bearer ${FILTERED}`],
    ['a bare Authorization value', 'authorization=abc123xyz; path=/', `authorization=${FILTERED}; path=/`],
    ['a Basic credential', 'Authorization: Basic dXNlcjpwYXNzd29yZA==', `Authorization: Basic ${FILTERED}`],
    ['a bearer value in prose', 'sent bearer abc.def-ghi to the API', `sent bearer ${FILTERED} to the API`],
    ['a token query parameter', '/x?token=abc&page=2', `/x?token=${FILTERED}&page=2`],
    ['an access_token fragment parameter', '/cb#access_token=abc', `/cb#access_token=${FILTERED}`],
    ['a JSON token field in a string', '{"name":"A","token":"abc\\"def"}', `{"name":"A","token":"${FILTERED}"}`],
    ['a JWT anywhere', 'id eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl end', `id ${FILTERED} end`],
  ])('removes %s', (_name, input, expected) => {
    expect(scrubString(input)).toBe(expected);
  });

  it('removes the known token wherever it is, whatever surrounds it', () => {
    expect(scrubString(`x${TOKEN}y and ${TOKEN}`, [TOKEN])).toBe(`x${FILTERED}y and ${FILTERED}`);
  });

  it('does not filter twice ("Bearer [Filtered]" stays readable)', () => {
    expect(scrubString(`Authorization: Bearer ${TOKEN}`, [TOKEN])).toBe(`Authorization: Bearer ${FILTERED}`);
  });

  it('leaves ordinary text alone, including words like token and basic', () => {
    const text = 'Token refresh failed: basic information missing (GET /api/student?page=2)';
    expect(scrubString(text)).toBe(text);
  });

  it('ignores secrets too short to be told from ordinary words', () => {
    expect(scrubString('a b c', ['a'])).toBe('a b c');
  });
});

describe('scrubValue', () => {
  it('filters values under secret keys at any depth, in arrays too, and keeps the rest', () => {
    const value = {
      headers: { Authorization: 'Bearer x', cookie: 'sid=1', Accept: 'application/json' },
      list: [{ token: 'abc', name: 'n' }],
      user: { password: 'p', refresh_token: 'r', accessToken: 's', email: 'e@x' },
      empty: { token: '' },
    };
    expect(scrubValue(value)).toEqual({
      headers: { Authorization: FILTERED, cookie: FILTERED, Accept: 'application/json' },
      list: [{ token: FILTERED, name: 'n' }],
      user: { password: FILTERED, refresh_token: FILTERED, accessToken: FILTERED, email: 'e@x' },
      empty: { token: '' },
    });
  });

  it('survives cycles', () => {
    const value: Record<string, unknown> = { message: `t=${TOKEN}` };
    value.self = value;
    expect(() => scrubValue(value, [TOKEN])).not.toThrow();
    expect(value.message).toBe(`t=${FILTERED}`);
  });

  it('leaves numbers, booleans and null as they are', () => {
    expect(scrubValue({ a: 1, b: true, c: null })).toEqual({ a: 1, b: true, c: null });
  });
});
