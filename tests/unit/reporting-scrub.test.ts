// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FILTERED, scrubString, scrubValue } from '../../src/reporting/scrub';
import { scrubEnvelope } from '../../src/reporting/scrubEnvelope';
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
    ['a password query parameter', '/auth/login?username=a&password=hunter22', `/auth/login?username=a&password=${FILTERED}`],
    ['a JSON password field in a string', '{"username":"a","password":"hunter22"}', `{"username":"a","password":"${FILTERED}"}`],
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

  it('ignores secrets too short to be told from ordinary words, from 6 characters on it does not', () => {
    expect(scrubString('a b c', ['a'])).toBe('a b c');
    expect(scrubString('abcde x', ['abcde'])).toBe('abcde x');
    expect(scrubString('k9x2qz x', ['k9x2qz'])).toBe(`${FILTERED} x`);
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
    const scrubbed = scrubValue(value, [TOKEN]);
    expect(scrubbed.message).toBe(`t=${FILTERED}`);
    expect(scrubbed.self).toBe(scrubbed);
  });

  it('returns a scrubbed copy and leaves what it was given as it was', () => {
    const value = { headers: { Authorization: `Bearer ${TOKEN}` }, list: [`t=${TOKEN}`] };
    const scrubbed = scrubValue(value, [TOKEN]);
    expect(scrubbed).toEqual({ headers: { Authorization: FILTERED }, list: [`t=${FILTERED}`] });
    expect(value).toEqual({ headers: { Authorization: `Bearer ${TOKEN}` }, list: [`t=${TOKEN}`] });
  });

  it("does not go into objects that are not plain records (an Error, a DOM node, a class's instance): they are not its own", () => {
    class Session {
      token = TOKEN;
    }
    const error = Object.assign(new Error('x'), { token: TOKEN });
    const value = { error, session: new Session() };
    const scrubbed = scrubValue(value, [TOKEN]);
    expect(scrubbed.error).toBe(error);
    expect(error.token).toBe(TOKEN);
    expect(scrubbed.session.token).toBe(TOKEN);
  });

  it('filters the headers that carry keys, and goes deep enough for a real event (10 levels)', () => {
    expect(scrubValue({ 'X-Auth-Token': 'k1', 'x-api-key': 'k2', 'X-Request-Id': 'r1' })).toEqual({ 'X-Auth-Token': FILTERED, 'x-api-key': FILTERED, 'X-Request-Id': 'r1' });
    let nested: Record<string, unknown> = { token: 'deep-secret' };
    for (let i = 0; i < 10; i += 1) nested = { level: nested };
    expect(JSON.stringify(scrubValue(nested))).not.toContain('deep-secret');
  });

  it('leaves numbers, booleans and null as they are', () => {
    expect(scrubValue({ a: 1, b: true, c: null })).toEqual({ a: 1, b: true, c: null });
  });
});

describe('scrubEnvelope: the last gate before the network', () => {
  it('scrubs every item type: objects, JSON text of a replay recording, and headers', () => {
    const recording = `{"segment_id":0}\n[{"type":4,"data":{"href":"https://a.edu/x?token=${TOKEN}"}},{"type":2,"data":{"attributes":{"href":"https://a.edu/x?token=${TOKEN}#main"}}}]`;
    const envelope = [
      { event_id: 'e1', trace: { public_key: 'pk' } },
      [
        [{ type: 'replay_event' }, { urls: [`https://a.edu/x?token=${TOKEN}`] }],
        [{ type: 'replay_recording', length: recording.length }, recording],
        [{ type: 'span' }, { items: [{ attributes: { 'url.full': { value: `https://a.edu/api/x?access_token=${TOKEN}` } } }] }],
      ],
    ];
    const sent = scrubEnvelope(envelope, [TOKEN]);
    expect(JSON.stringify(sent)).not.toContain(TOKEN);
    const sentRecording = (sent[1] as unknown[][])[1]![1] as string;
    // Still one JSON header line and a valid JSON recording after it.
    const [header = '', body = ''] = sentRecording.split('\n');
    expect(JSON.parse(header)).toEqual({ segment_id: 0 });
    expect(JSON.parse(body)[1].data.attributes.href).toBe(`https://a.edu/x?token=${FILTERED}#main`);
    expect(sent[0]).toEqual({ event_id: 'e1', trace: { public_key: 'pk' } });
  });

  it("scrubs the envelope's own header (a transaction name may be an address)", () => {
    const sent = scrubEnvelope([{ event_id: 'e2', trace: { transaction: `/x?token=${TOKEN}` } }, []], [TOKEN]);
    expect(JSON.stringify(sent[0])).not.toContain(TOKEN);
  });

  it('passes binary payloads and odd shapes through untouched', () => {
    const bytes = new Uint8Array([1, 2, 3]);
    expect((scrubEnvelope([{}, [[{ type: 'attachment' }, bytes]]], [TOKEN])[1] as unknown[][])[0]![1]).toBe(bytes);
    expect(scrubEnvelope('not an envelope', [TOKEN])).toBe('not an envelope');
  });
});
