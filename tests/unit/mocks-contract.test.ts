// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupServer } from 'msw/node';
import { createHttp } from '../../src/api/http';
import { initiateVerification, validateCertificate } from '../../src/api/certificate';
import { resultPdfUrl } from '../../src/api/result';
import { certificateSchema, initiateAnswer, resultPdfAnswer, validateCertificateAnswer } from '../../src/api/schemas/certificate';
import { createHandlers } from '../../src/mocks/handlers';
import { demoCertificates } from '../../src/mocks/data/certificates';
import { demoInstitute } from '../../src/mocks/data/institute';
import { apiPattern } from '../../src/mocks/context';
import { memoryStore } from '../../src/mocks/store';

// The demo backend's answers must parse with the app's own schemas; any request no handler answers is an error.
const ORIGIN = 'http://demo.test';
const server = setupServer(...createHandlers({ api: apiPattern('/api'), store: memoryStore() }));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const http = createHttp({
  apiBaseUrl: '/api',
  origin: () => ORIGIN,
  pagePath: () => '/verify-certificate',
  token: () => '',
  onUnauthorized: vi.fn(),
  onLoginRequired: vi.fn(),
  logFailure: vi.fn(),
});

const getJson = async (path: string) => (await fetch(`${ORIGIN}/api/${path}`)).json();

describe('demo backend: certificate calls (api-contract.md)', () => {
  it.each([
    ['localhost', demoInstitute.branches[0]],
    ['127.0.0.1', demoInstitute.branches[1]],
  ])('initiate answers the branding of %s', async (host, branch) => {
    expect(initiateAnswer.safeParse(await getJson(`certificate/validate-certificate/initiate/${host}`)).success).toBe(true);
    const branding = await initiateVerification(http, host);
    // Made absolute against the API base, here on the page's own origin.
    expect(branding.logoUrl).toBe(`${ORIGIN}${branch.logoUrl}`);
    expect(branding.logoDarkUrl).toBe(`${ORIGIN}${branch.logoDarkUrl}`);
    expect(branding.primaryColor).toBe(branch.primaryColor);
    expect(branding.preferences.certificateInstitute).toEqual(branch.preferences.certificateInstitute);
  });

  it('the two branches look different', () => {
    const [a, b] = demoInstitute.branches;
    expect(a.logoUrl).not.toBe(b.logoUrl);
    expect(a.preferences).not.toEqual(b.preferences);
    expect(a.preferences.certificateInstitute.certificateVerificationFooterNote).toMatch(/<a href="https:/);
  });

  it.each(demoCertificates.map((c) => [c.certificateNumber, c] as const))('validates demo certificate %s', async (number, seed) => {
    const raw = await getJson(`certificate/validate-certificate/${encodeURIComponent(number)}`);
    expect(validateCertificateAnswer.safeParse(raw).success).toBe(true);
    const answer = await validateCertificate(http, number);
    expect(answer.found).toBe(true);
    if (!answer.found) return;
    expect(certificateSchema.parse(answer.certificate).certificateNumber).toBe(number);
    expect(answer.certificate.type).toBe(seed.type);
    if (answer.certificate.fileUrl) expect(answer.certificate.fileUrl).toMatch(/^http:\/\/demo\.test\/demo\/.+\.pdf$/);
  });

  it('the seed covers every case the page handles', () => {
    const auto = demoCertificates.find((c) => c.type === 'Auto' && c.grade && c.resultNumber && c.issuedDate && c.resultId);
    const manual = demoCertificates.find((c) => c.type === 'Manual' && c.filePath);
    const bare = demoCertificates.find((c) => !c.grade && !c.resultNumber && !c.issuedDate && !c.resultId && !c.filePath);
    const awkward = demoCertificates.find((c) => c.certificateNumber.includes(' ') && c.certificateNumber.includes('/'));
    expect([auto, manual, bare, awkward].every(Boolean)).toBe(true);
  });

  it('an unknown number answers success:false, which the app reads as not found', async () => {
    const raw = await getJson('certificate/validate-certificate/NO-SUCH-1');
    expect(validateCertificateAnswer.parse(raw)).toMatchObject({ success: false, data: null });
    await expect(validateCertificate(http, 'NO-SUCH-1')).resolves.toEqual({ found: false });
  });

  it('result/download-pdf answers a pdf URL for each Auto certificate, and 404 for an unknown result', async () => {
    for (const c of demoCertificates.filter((x) => x.resultId)) {
      expect(resultPdfAnswer.safeParse(await getJson(`result/download-pdf/${c.resultId}`)).success).toBe(true);
      await expect(resultPdfUrl(http, c.resultId!)).resolves.toBe(`${ORIGIN}/demo/result-${c.resultId}.pdf`);
    }
    expect((await fetch(`${ORIGIN}/api/result/download-pdf/nope`)).status).toBe(404);
  });
});

describe('demo backend: failure switch and latency (first, fall-through handler)', () => {
  function withControl(failure: 'off' | 'server' | 'network', latencyMs = 0) {
    server.resetHandlers(
      ...createHandlers({ api: '*/api', store: memoryStore(), control: { latencyMs: () => latencyMs, failure: () => failure } }),
    );
  }

  it('off: answers come from the area handlers', async () => {
    withControl('off');
    await expect(validateCertificate(http, 'KVS-2024-0777')).resolves.toMatchObject({ found: true });
  });

  it('server: every API call answers 503, which the app treats as a failure, not as not found', async () => {
    withControl('server');
    expect((await fetch(`${ORIGIN}/api/certificate/validate-certificate/KVS-2024-0777`)).status).toBe(503);
    await expect(validateCertificate(http, 'KVS-2024-0777')).rejects.toMatchObject({ kind: 'http', status: 503 });
  });

  it('network: every API call fails like a dropped connection', async () => {
    withControl('network');
    await expect(validateCertificate(http, 'KVS-2024-0777')).rejects.toMatchObject({ kind: 'network' });
  });
});
