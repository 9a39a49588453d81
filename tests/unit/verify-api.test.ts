// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createHttp } from '../../src/api/http';
import { certificatePath, validateCertificate, initiateVerification } from '../../src/api/certificate';
import { resultPdfUrl } from '../../src/api/result';
import { safeHttpUrl } from '../../src/api/schemas/certificate';
import { certificateNumberProblem, isBlankNumber } from '../../src/machines/certificateNumber';

function httpAnswering(respond: (url: string) => Response | Promise<Response>, apiBaseUrl = '/api') {
  const urls: string[] = [];
  const http = createHttp({
    apiBaseUrl,
    origin: () => 'https://verify.kvs.test',
    pagePath: () => '/verify-certificate',
    token: () => '',
    onUnauthorized: vi.fn(),
    onLoginRequired: vi.fn(),
    logFailure: vi.fn(),
    fetch: (async (input: URL) => {
      urls.push(String(input));
      return respond(String(input));
    }) as typeof fetch,
  });
  return { http, urls };
}

const valid = { certificateNumber: 'A', studentName: 'S', courseName: 'C', instituteName: 'I', instituteAddress: 'Addr', type: 'Auto' };

describe('certificate number rules (api-contract.md, Conventions)', () => {
  it.each(['', '   ', '\t \n'])('%j is blank: nothing to check and nothing to say (spec: while empty nothing is shown)', (input) => {
    expect(isBlankNumber(input)).toBe(true);
  });

  it.each(['A', ' . ', '..'])('%j is not blank', (input) => {
    expect(isBlankNumber(input)).toBe(false);
  });

  it.each([
    ['.', 'dots'],
    ['..', 'dots'],
    ['A'.repeat(65), 'tooLong'],
    ['AB\u0000C', 'control'],
    ['AB\u0007C', 'control'],
    ['AB\u001fC', 'control'],
    ['AB\u007fC', 'control'],
    ['AB\u0085C', 'control'],
    ['AB\u009fC', 'control'],
  ])('refuses %j as %s', (input, problem) => {
    expect(certificateNumberProblem(input)).toBe(problem);
  });

  // The edges of the control ranges: a space, a tilde and a no-break space are ordinary characters.
  it.each(['A'.repeat(64), '...', 'KVS 2025/0042', 'a-b_c.d', 'प्रमाण-१२', '証明書-7', 'A~B', 'A\u00a0B'])('accepts %j', (input) => {
    expect(certificateNumberProblem(input)).toBeNull();
  });

  it('counts characters, not UTF-16 units, for the 64 limit', () => {
    expect(certificateNumberProblem('😀'.repeat(64))).toBeNull();
  });

  it('sends the number as one encoded path segment', () => {
    expect(certificatePath('A B/1')).toBe('certificate/validate-certificate/A%20B%2F1');
    expect(certificatePath('../x?y#z')).toBe('certificate/validate-certificate/..%2Fx%3Fy%23z');
  });
});

describe('validateCertificate', () => {
  it('success:true with data is found', async () => {
    const record = { ...valid, certificateNumber: 'KVS 2025/0042' };
    const { http, urls } = httpAnswering(() => Response.json({ success: true, data: record }));
    await expect(validateCertificate(http, 'KVS 2025/0042')).resolves.toEqual({ found: true, certificate: record });
    expect(urls).toEqual(['https://verify.kvs.test/api/certificate/validate-certificate/KVS%202025%2F0042']);
  });

  // Only the API's own 404, its envelope saying no, is its answer "not found".
  it.each([
    ['{ success:false, data:null, message }', { success: false, data: null, message: 'Certificate not found' }],
    ['{ success:false }', { success: false }],
  ])('HTTP 404 with the JSON body %s is not found', async (_name, body) => {
    await expect(validateCertificate(httpAnswering(() => Response.json(body, { status: 404 })).http, 'X')).resolves.toEqual({ found: false });
  });

  // A 404 that is not the API's envelope (a proxy's or web server's page for a wrong API address, or a framework's
  // JSON for a route the server lacks) is no answer about the certificate at all.
  it.each([
    ['an nginx HTML page', () => new Response('<html><head><title>404 Not Found</title></head><body><center><h1>404 Not Found</h1></center><hr><center>nginx</center></body></html>', { status: 404, headers: { 'content-type': 'text/html' } })],
    ['an empty body', () => new Response('', { status: 404 })],
    ['plain text', () => new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain' } })],
    ['a JSON string', () => Response.json('Not Found', { status: 404 })],
    ['a JSON array', () => Response.json([], { status: 404 })],
    ['JSON null', () => new Response('null', { status: 404, headers: { 'content-type': 'application/json' } })],
    ['broken JSON', () => new Response('{"success":', { status: 404, headers: { 'content-type': 'application/json' } })],
  ])('HTTP 404 with %s is a failed check, never not found', async (_name, respond) => {
    await expect(validateCertificate(httpAnswering(respond).http, 'X')).rejects.toMatchObject({ kind: 'http', status: 404, body: 'none' });
  });

  it.each([
    ["Laravel's { message } for a route it lacks", { message: 'Not Found' }],
    ["FastAPI's { detail }", { detail: 'Not Found' }],
    ["Spring Boot's error object", { timestamp: '2026-11-27T07:00:00Z', status: 404, error: 'Not Found', path: '/api/certificate/x' }],
    ['{}', {}],
    ['success true', { success: true, data: null }],
    ['success as a string', { success: 'false' }],
  ])('HTTP 404 with %s is a failed check, never not found', async (_name, body) => {
    await expect(validateCertificate(httpAnswering(() => Response.json(body, { status: 404 })).http, 'X')).rejects.toMatchObject({ kind: 'http', status: 404, body: 'json' });
  });

  // The contract: success:false means "Certificate not found." whatever data holds (or lacks).
  it.each([
    ['data null', { success: false, data: null }],
    ['no data key, with a message', { success: false, message: 'Not found' }],
    ['no data key, no message', { success: false }],
    ['data {}', { success: false, data: {} }],
    ['a partial certificate as data', { success: false, data: { certificateNumber: 'X' } }],
    ['a string as data', { success: false, data: 'revoked', message: null }],
  ])('success:false with %s is not found', async (_name, body) => {
    await expect(validateCertificate(httpAnswering(() => Response.json(body)).http, 'X')).resolves.toEqual({ found: false });
  });

  it.each([
    ['a 500', () => Response.json({ message: 'x' }, { status: 500 }), 'http'],
    ['a 403', () => new Response('', { status: 403 }), 'http'],
    ['malformed JSON', () => new Response('{"success":', { status: 200 }), 'schema'],
    ['wrong types', () => Response.json({ success: true, data: { ...valid, studentName: 5 } }), 'schema'],
    ['an unreadable date', () => Response.json({ success: true, data: { ...valid, issuedDate: 'yesterday' } }), 'schema'],
    ['a date with words after it', () => Response.json({ success: true, data: { ...valid, issuedDate: '2025-03-28 or later' } }), 'schema'],
    ['success:true without data', () => Response.json({ success: true, data: null }), 'schema'],
    ['success:true with no data key', () => Response.json({ success: true }), 'schema'],
    ['success:true with data {}', () => Response.json({ success: true, data: {} }), 'schema'],
    ['an impossible date', () => Response.json({ success: true, data: { ...valid, issuedDate: '2025-02-30' } }), 'schema'],
    // A real calendar date at its start, but no date the browser can read as a whole.
    ['a date with words after it', () => Response.json({ success: true, data: { ...valid, issuedDate: '2025-03-28 or later' } }), 'schema'],
    ['success missing', () => Response.json({ data: null, message: 'Not found' }), 'schema'],
    ['success as a string', () => Response.json({ success: 'false', data: null }), 'schema'],
    ['a JSON array', () => Response.json([]), 'schema'],
    ['an HTML page', () => new Response('<html>proxy</html>', { status: 200, headers: { 'content-type': 'text/html' } }), 'schema'],
    ['an empty body', () => new Response('', { status: 200 }), 'schema'],
    ['the network', () => Promise.reject(new TypeError('Failed to fetch')), 'network'],
  ])('%s is a failure, never not found', async (_name, respond, kind) => {
    // The number asked is the record's ('A'): asking for another, every record would be refused for its number
    // alone, and the rows about dates and types could not fail (a mutation audit found exactly that).
    await expect(validateCertificate(httpAnswering(respond as () => Response).http, 'A')).rejects.toMatchObject({ kind });
  });

  // A green "Valid" over blanks would look genuine while saying nothing: an answer that cannot be read.
  it.each(['certificateNumber', 'studentName', 'courseName', 'instituteName', 'instituteAddress', 'type'])(
    'success:true with a blank, spaces-only or invisible-only %s is a failed check, never valid',
    async (field) => {
      // The last five were accepted by a hand-made list (trust review): Hangul filler, variation selector, combining
      // grapheme joiner, Mongolian vowel separator, tag character.
      for (const blank of ['', '   ', '\t\n', '\u200B', '\u200D\u200C', '\u2060', '\u202A \u202C', '\u3164', '\uFE0F', '\u034F', '\u180E', '\u{E0041}']) {
        const answer = () => Response.json({ success: true, data: { ...valid, [field]: blank } });
        await expect(validateCertificate(httpAnswering(answer).http, 'A'), JSON.stringify(blank)).rejects.toMatchObject({ kind: 'schema' });
      }
    },
  );

  it('success:true with every required text blank is a failed check', async () => {
    const data = { certificateNumber: '', studentName: '', courseName: '', instituteName: '', instituteAddress: '', type: '' };
    await expect(validateCertificate(httpAnswering(() => Response.json({ success: true, data })).http, 'A')).rejects.toMatchObject({ kind: 'schema' });
  });

  it('a record for another number is a failed check; the same number in other case or spacing is found', async () => {
    const answering = (certificateNumber: string) => httpAnswering(() => Response.json({ success: true, data: { ...valid, certificateNumber } })).http;
    await expect(validateCertificate(answering('OTHER-999'), 'KVS-BLR-2025-0118')).rejects.toMatchObject({ kind: 'schema' });
    await expect(validateCertificate(answering('KVS-BLR-2025-0119'), 'KVS-BLR-2025-0118')).rejects.toMatchObject({ kind: 'schema' });
    // Punctuation is part of the number: AB-1-23 is not AB-12-3.
    await expect(validateCertificate(answering('AB-1-23'), 'AB-12-3')).rejects.toMatchObject({ kind: 'schema' });
    await expect(validateCertificate(answering('KVS/BLR/2025/0118'), 'KVS-BLR-2025-0118')).rejects.toMatchObject({ kind: 'schema' });
    for (const written of ['KVS-BLR-2025-0118', 'kvs-blr-2025-0118', ' KVS-BLR-2025-0118 ', '\uFF2B\uFF36\uFF33-BLR-2025-0118']) {
      await expect(validateCertificate(answering(written), 'KVS-BLR-2025-0118'), written).resolves.toMatchObject({ found: true });
    }
  });

  it('accepts null for the optional fields', async () => {
    const data = { ...valid, grade: null, resultNumber: null, issuedDate: null, resultId: null, fileUrl: null };
    await expect(validateCertificate(httpAnswering(() => Response.json({ success: true, data })).http, 'A')).resolves.toMatchObject({ found: true });
  });

  it('reads an issue date as a database writes it (a space for the T, microseconds) in every browser alike', async () => {
    for (const issuedDate of ['2025-03-28 10:00:00', '2025-03-28T10:00:00.000000Z']) {
      const data = { ...valid, issuedDate };
      await expect(validateCertificate(httpAnswering(() => Response.json({ success: true, data })).http, 'A'), issuedDate).resolves.toMatchObject({ found: true, certificate: { issuedDate } });
    }
  });

  it('reads an empty or blank issue date as absent, as many servers write "no date"', async () => {
    for (const issuedDate of ['', '  ']) {
      const data = { ...valid, issuedDate };
      await expect(validateCertificate(httpAnswering(() => Response.json({ success: true, data })).http, 'A'), JSON.stringify(issuedDate)).resolves.toMatchObject({ found: true });
    }
  });
});

describe('branding and result pdf', () => {
  it('asks for the branding of the host, encoded', async () => {
    const branding = { logoUrl: '/l.svg', instituteName: 'I', preferences: { certificateInstitute: { certificateVerificationPageShowCertificate: true, certificateVerificationPageShowResult: false, certificateVerificationFooterNote: null } } };
    const { http, urls } = httpAnswering(() => Response.json({ success: true, data: branding }));
    await expect(initiateVerification(http, 'localhost')).resolves.toEqual({ ...branding, logoUrl: 'https://verify.kvs.test/l.svg' });
    expect(urls[0]).toBe('https://verify.kvs.test/api/certificate/validate-certificate/initiate/localhost');
  });

  it('a branch without a logo, or whose server leaves the null note out, keeps the rest of its branding', async () => {
    const prefs = { certificateVerificationPageShowCertificate: true, certificateVerificationPageShowResult: true };
    for (const logoUrl of [null, undefined]) {
      const branding = { logoUrl, instituteName: 'I', preferences: { certificateInstitute: prefs } };
      const { http } = httpAnswering(() => Response.json({ success: true, data: branding }));
      await expect(initiateVerification(http, 'localhost')).resolves.toMatchObject({ instituteName: 'I', preferences: { certificateInstitute: prefs } });
    }
    // Still refused: a branding without its buttons' preferences says nothing the page can rely on.
    const { http } = httpAnswering(() => Response.json({ success: true, data: { logoUrl: '/l.svg', instituteName: 'I', preferences: { certificateInstitute: {} } } }));
    await expect(initiateVerification(http, 'localhost')).rejects.toMatchObject({ kind: 'schema' });
  });

  it('result pdf: the file URL, or a failure when the server says no', async () => {
    await expect(resultPdfUrl(httpAnswering(() => Response.json({ success: true, data: '/demo/r.pdf' })).http, 'r 1')).resolves.toBe('https://verify.kvs.test/demo/r.pdf');
    await expect(resultPdfUrl(httpAnswering(() => Response.json({ success: false, data: null })).http, 'r1')).rejects.toMatchObject({ name: 'ApiError', kind: 'http' });
  });

  // A URL in an answer is read against the API's address, as a relative reference in any document is: an API on
  // another origin that answers `/files/r.pdf` means its own file, not the page's (which would download the app's
  // index.html as the result pdf without a word).
  it('logo and file URLs are made absolute against an API base on another origin; absolute, blank and odd ones are kept', async () => {
    const certificate = { ...valid, fileUrl: '/files/c.pdf' };
    const answers: Record<string, unknown> = {
      'certificate/validate-certificate/A': { success: true, data: certificate },
      'result/download-pdf/r1': { success: true, data: 'files/r1.pdf' },
      'certificate/validate-certificate/initiate/kvs.test': {
        success: true,
        data: { logoUrl: '//cdn.kvs.test/l.svg', logoDarkUrl: '/brand/d.svg', instituteName: 'I', preferences: { certificateInstitute: { certificateVerificationPageShowCertificate: true, certificateVerificationPageShowResult: true, certificateVerificationFooterNote: null } } },
      },
    };
    const { http } = httpAnswering((url) => Response.json(answers[url.replace('https://api.kvs.test/v1/', '')]), 'https://api.kvs.test/v1');
    await expect(validateCertificate(http, 'A')).resolves.toMatchObject({ found: true, certificate: { fileUrl: 'https://api.kvs.test/files/c.pdf' } });
    await expect(resultPdfUrl(http, 'r1')).resolves.toBe('https://api.kvs.test/v1/files/r1.pdf');
    await expect(initiateVerification(http, 'kvs.test')).resolves.toMatchObject({ logoUrl: 'https://cdn.kvs.test/l.svg', logoDarkUrl: 'https://api.kvs.test/brand/d.svg' });
    expect(http.resolve('https://files.kvs.test/c.pdf')).toBe('https://files.kvs.test/c.pdf');
    expect(http.resolve('  ')).toBe('  ');
    expect(http.resolve(null)).toBeNull();
    expect(http.resolve(undefined)).toBeUndefined();
    // Left for the view's checks (safeHttpUrl) to refuse: never turned into an http(s) link here.
    expect(safeHttpUrl(http.resolve('javascript:alert(1)'))).toBeNull();
    expect(http.resolve('http://[bad')).toBe('http://[bad');
  });

  it('only http(s) file URLs are ever linked', () => {
    expect(safeHttpUrl('https://kvs.test/c.pdf')).toBe('https://kvs.test/c.pdf');
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('data:text/html,x')).toBeNull();
    expect(safeHttpUrl('/relative.pdf')).toBeNull();
    expect(safeHttpUrl('/relative.pdf', 'https://kvs.test/verify-certificate?number=1')).toBe('https://kvs.test/relative.pdf');
    expect(safeHttpUrl('javascript:alert(1)', 'https://kvs.test/')).toBeNull();
    expect(safeHttpUrl(' \t', 'https://kvs.test/verify-certificate')).toBeNull();
    expect(safeHttpUrl(null)).toBeNull();
  });
});
