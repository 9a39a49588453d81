// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { certificateNumberProblem, isBlankNumber, normaliseCertificateNumber } from '../../src/machines/certificateNumber';
import { verifyCertificateMachine, type VerifyOutcome } from '../../src/machines/verifyCertificateMachine';
import { branding, certificate } from '../model/verifyFixtures';

// Look-alike characters that copy-paste, word processors and phone keyboards put into a genuine number.
describe('normaliseCertificateNumber', () => {
  it.each([
    ['non-breaking hyphen U+2011', 'KVS\u2011BLR\u20112025\u20110118', 'KVS-BLR-2025-0118'],
    ['hyphen U+2010', 'KVS\u2010BLR', 'KVS-BLR'],
    ['figure dash U+2012', 'KVS\u2012BLR', 'KVS-BLR'],
    ['en dash U+2013', 'KVS\u2013BLR', 'KVS-BLR'],
    ['em dash U+2014', 'KVS\u2014BLR', 'KVS-BLR'],
    ['horizontal bar U+2015', 'KVS\u2015BLR', 'KVS-BLR'],
    ['minus sign U+2212', 'KVS\u2212BLR', 'KVS-BLR'],
    ['small hyphen-minus U+FE63', 'KVS\uFE63BLR', 'KVS-BLR'],
    ['full-width hyphen-minus U+FF0D', 'KVS\uFF0DBLR', 'KVS-BLR'],
    ['full-width letters and digits', '\uFF2B\uFF36\uFF33\uFF0D\uFF12\uFF10\uFF12\uFF15', 'KVS-2025'],
    ['zero-width space U+200B', 'KVS-\u200BBLR', 'KVS-BLR'],
    ['zero-width non-joiner U+200C', 'KVS\u200C-BLR', 'KVS-BLR'],
    ['zero-width joiner U+200D', 'K\u200DVS-BLR', 'KVS-BLR'],
    ['word joiner U+2060', 'KVS\u2060-BLR', 'KVS-BLR'],
    ['byte-order mark U+FEFF at the start', '\uFEFFKVS-BLR', 'KVS-BLR'],
    ['zero-width characters around spaces', '\u200B  KVS-BLR \u2060', 'KVS-BLR'],
    ['no-break spaces around it', '\u00A0KVS-BLR\u00A0', 'KVS-BLR'],
    ['surrounding whitespace', ' \tKVS-BLR\n', 'KVS-BLR'],
    ['left-to-right and right-to-left marks U+200E/U+200F', '\u200EKVS-BLR-2025-0118\u200F', 'KVS-BLR-2025-0118'],
    ['a direction isolate U+2066..U+2069', '\u2066KVS-BLR\u2069', 'KVS-BLR'],
    ['direction embeddings and overrides U+202A..U+202E', '\u202AKVS\u202B-\u202DBLR\u202E\u202C', 'KVS-BLR'],
    ['soft hyphen U+00AD', 'KVS-BLR-20\u00AD25', 'KVS-BLR-2025'],
    // Found by the trust review: each looked like the genuine number and was "not found".
    ['variation selector U+FE0F', 'KVS-BLR-2025-0118\uFE0F', 'KVS-BLR-2025-0118'],
    ['tag character U+E0041', 'KVS-BLR-2025-0118\u{E0041}', 'KVS-BLR-2025-0118'],
    ['Mongolian vowel separator U+180E', 'KVS-\u180EBLR', 'KVS-BLR'],
    ['combining grapheme joiner U+034F', 'KVS\u034F-BLR', 'KVS-BLR'],
    ['Hangul filler U+3164', 'KVS-BLR\u3164', 'KVS-BLR'],
    ['Arabic letter mark U+061C', '\u061CKVS-BLR', 'KVS-BLR'],
  ])('%s', (_name, input, expected) => {
    expect(normaliseCertificateNumber(input)).toBe(expected);
  });

  it.each(['Kvs-blr-2025-0118', 'kvs-blr', 'KVS-BLR'])('keeps letter case (%j): numbers may be case-sensitive', (input) => {
    expect(normaliseCertificateNumber(input)).toBe(input);
  });

  it('full-width lower case becomes ASCII lower case, not upper', () => {
    expect(normaliseCertificateNumber('\uFF4B\uFF56\uFF53')).toBe('kvs');
  });

  it.each(['KVS 2025/0042', 'a-b_c.d', 'प्रमाण-१२', '証明書-7', 'A'.repeat(64)])('leaves an ordinary number alone: %j', (input) => {
    expect(normaliseCertificateNumber(input)).toBe(input);
  });

  // Found by review helper review-3: the page's own link (a QR code's, an e-mail's) pasted into the field was "at most
  // 64 characters" or "not found".
  it.each([
    ['https://verify.kvs.edu.in/verify-certificate?number=KVS-BLR-2025-0118', 'KVS-BLR-2025-0118'],
    ['kvs.in/verify-certificate?number=KVS-BLR-2025-0118', 'KVS-BLR-2025-0118'],
    [' https://x.in/verify-certificate?lang=hi&number=KVS%202025%2F0042#top \n', 'KVS 2025/0042'],
    ['/verify-certificate?number=KVS+2025', 'KVS 2025'],
    ['https://x.in/verify-certificate?number=%E0%A4%AA-%E0%A5%A7%E0%A5%A8', 'प-१२'],
    ['https://x.in/verify-certificate?number=KVS%E2%80%91BLR%zz', 'KVS-BLR%zz'],
    ['https://x.in/verify-certificate?number=', ''],
  ])('a pasted link to this page stands for its number: %j', (input, expected) => {
    expect(normaliseCertificateNumber(input)).toBe(expected);
  });

  it('a link without a number, or a number that only mentions one, is left as it is', () => {
    expect(normaliseCertificateNumber('https://x.in/verify-certificate')).toBe('https://x.in/verify-certificate');
    expect(normaliseCertificateNumber('KVS-number=7')).toBe('KVS-number=7');
  });

  it('a number of zero-width characters only is blank: nothing to check', () => {
    expect(isBlankNumber('\u200B\u200C\u200D\u2060\uFEFF')).toBe(true);
    expect(isBlankNumber(' \u200B ')).toBe(true);
  });

  it('the rules apply to the normalised number: zero-width characters do not count towards 64', () => {
    const padded = `${'A'.repeat(64)}\u200B\u200B`;
    expect(certificateNumberProblem(normaliseCertificateNumber(padded))).toBeNull();
    expect(certificateNumberProblem(normaliseCertificateNumber('AB\u0007C\u2011D'))).toBe('control');
  });

  it.each([
    ['DEL U+007F', 'AB\u007FC', 'control'],
    ['the first C1 control U+0080', 'AB\u0080C', 'control'],
    ['the last C1 control U+009F', 'AB\u009FC', 'control'],
    ['the no-break space after them U+00A0, inside', 'AB\u00A0C', null],
    ['line separator U+2028, inside', 'AB\u2028C', 'control'],
    ['paragraph separator U+2029, inside', 'AB\u2029C', 'control'],
    ['the last printable ASCII character ~', 'AB~C', null],
  ])('the control range ends where it should: %s', (_name, input, expected) => {
    expect(certificateNumberProblem(input)).toBe(expected);
  });
});

describe('the check sends and shows the normalised number', () => {
  function start() {
    const asked: string[] = [];
    const machine = verifyCertificateMachine.provide({
      actors: {
        loadBranding: fromPromise(async () => branding),
        validateCertificate: fromPromise<VerifyOutcome, { number: string }>(async ({ input }) => {
          asked.push(input.number);
          return { found: true, certificate, checkedAt: '2025-01-01T00:00:00Z' };
        }),
        downloadResult: fromPromise<string | null, { resultId: string }>(async () => null),
      },
    });
    return { actor: createActor(machine).start(), asked };
  }

  it('a pasted number with non-breaking hyphens is checked as ASCII', async () => {
    const { actor, asked } = start();
    actor.send({ type: 'certificate.submit', number: ' KVS\u2011BLR\u20112025\u20110118\u200B' });
    await waitFor(actor, (s) => s.matches({ check: 'valid' }));
    expect(asked).toEqual(['KVS-BLR-2025-0118']);
    expect(actor.getSnapshot().context.number).toBe('KVS-BLR-2025-0118');
  });

  it('the same number in look-alike characters is the same number: nothing is sent again', async () => {
    const { actor, asked } = start();
    actor.send({ type: 'certificate.submit', number: 'KVS-BLR-2025-0118' });
    await waitFor(actor, (s) => s.matches({ check: 'valid' }));
    actor.send({ type: 'certificate.submit', number: 'ＫＶＳ\u2013BLR\u20132025\u20130118' });
    expect(actor.getSnapshot().matches({ check: 'valid' })).toBe(true);
    expect(asked).toEqual(['KVS-BLR-2025-0118']);
  });

  it('zero-width characters alone are a blank number: nothing is sent and nothing shown', () => {
    const { actor, asked } = start();
    actor.send({ type: 'certificate.submit', number: '\u200B\uFEFF' });
    expect(actor.getSnapshot().matches({ check: 'idle' })).toBe(true);
    expect(asked).toEqual([]);
  });
});
