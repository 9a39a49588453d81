// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { createHandlers } from '../../src/mocks/handlers';
import { apiPattern } from '../../src/mocks/context';
import { memoryStore } from '../../src/mocks/store';
import { demoCertificates, demoResultFiles } from '../../src/mocks/data/certificates';
import { demoInstitute } from '../../src/mocks/data/institute';
import { demoUsers } from '../../src/mocks/data/users';
import {
  certificateFound,
  initiateAnswer,
  instituteAnswer,
  logoutAnswer,
  outage,
  refusal,
  resultPdfAnswer,
  userAnswer,
} from './contractSchemas';
import { DEMO_ENDPOINTS, ORIGIN, call, expectContract } from './strictContractHarness';

// The demo backend's raw answers against the strict contract (contractSchemas.ts), not the app's lenient schemas
// (mocks-contract*.test.ts): every endpoint of certificate, account and institute, every answer kind, every seed.
// Lead capture and lookups: mocks-strict-contract-leads.test.ts.
const server = setupServer(...createHandlers({ api: apiPattern('/api'), store: memoryStore() }));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const [bengaluru, pune] = demoInstitute.branches;
const signIn = (username: string, password: string) => call('account/login', { method: 'POST', body: { username, password } });

describe('strict contract: certificate verification', () => {
  it.each([
    ['localhost', bengaluru],
    ['127.0.0.1', pune],
    ['unknown.example', bengaluru],
  ])('initiate for %s answers the branding of its branch', async (host, branch) => {
    const data = expectContract(await call(`certificate/validate-certificate/initiate/${host}`), 200, initiateAnswer).data;
    expect(data.instituteName).toBe(branch.name);
  });

  it.each(demoCertificates.map((c) => [c.certificateNumber, c] as const))('validate %s answers the certificate', async (number) => {
    const answer = await call(`certificate/validate-certificate/${encodeURIComponent(number)}`);
    expect(expectContract(answer, 200, certificateFound).data.certificateNumber).toBe(number);
  });

  it('validate of an unknown number answers success:false in a 200', async () => {
    expectContract(await call('certificate/validate-certificate/NO-SUCH-1'), 200, refusal);
  });

  it('every result id of the seed downloads, and each pdf the demo holds has a certificate', async () => {
    const resultIds = demoCertificates.flatMap((c) => (c.resultId ? [c.resultId] : []));
    expect(new Set(resultIds)).toEqual(new Set(Object.keys(demoResultFiles)));
    for (const resultId of resultIds) {
      expect(expectContract(await call(`result/download-pdf/${resultId}`), 200, resultPdfAnswer).data).toMatch(/^http:\/\/demo\.test\/.+\.pdf$/);
    }
  });

  it('result/download-pdf of an unknown result is a 404 refusal', async () => {
    expectContract(await call('result/download-pdf/nope'), 404, refusal);
  });
});

describe('strict contract: account', () => {
  it.each(demoUsers.map((u) => [u.username, u] as const))('%s signs in, is loaded by token, signs out', async (_name, seed) => {
    const signedIn = expectContract(await signIn(seed.username, seed.password), 200, userAnswer).data;
    expect(signedIn).toMatchObject({ id: seed.id, username: seed.username });
    const me = expectContract(await call('account/me', { token: signedIn.token }), 200, userAnswer).data;
    expect(me).toEqual(signedIn);
    expectContract(await call('account/logout', { method: 'POST', token: signedIn.token }), 200, logoutAnswer);
    expectContract(await call('account/me', { token: signedIn.token }), 401, refusal);
  });

  it('a username typed in capitals and spaces signs in as its user', async () => {
    expectContract(await signIn(' ADMIN ', 'admin@123'), 200, userAnswer);
  });

  it.each([
    ['a wrong password', { username: 'admin', password: 'wrong-123' }],
    ['an unknown user', { username: 'nobody', password: 'admin@123' }],
    ['a body without a password', { username: 'admin' }],
    ['a body that is not JSON', 'username=admin'],
  ])('%s is a 401 refusal', async (_case, body) => {
    expectContract(await call('account/login', { method: 'POST', body }), 401, refusal);
  });

  it.each([
    ['no token', undefined],
    ['an empty bearer', ''],
    ['an unknown token', 'demo.unknown'],
  ])('account/me with %s is a 401 refusal', async (_case, token) => {
    expectContract(await call('account/me', { token }), 401, refusal);
  });

  it('account/logout without a session still answers the envelope', async () => {
    expectContract(await call('account/logout', { method: 'POST' }), 200, logoutAnswer);
  });
});

describe('strict contract: current-institute', () => {
  it.each([
    ['localhost', bengaluru],
    ['127.0.0.1', pune],
  ])('signed out on %s, it answers that host’s branch', async (host, branch) => {
    const data = expectContract(await call('current-institute', { origin: `http://${host}` }), 200, instituteAnswer).data;
    expect(data.branch.id).toBe(branch.id);
  });

  it.each(demoUsers.map((u) => [u.username, u] as const))('signed in as %s, it answers the user’s branch', async (_name, seed) => {
    const { token } = expectContract(await signIn(seed.username, seed.password), 200, userAnswer).data;
    const data = expectContract(await call('current-institute', { token }), 200, instituteAnswer).data;
    expect(data.branch.id).toBe(seed.branchId);
  });

  it('a stale token is a 401 refusal', async () => {
    expectContract(await call('current-institute', { token: 'demo.stale' }), 401, refusal);
  });
});

describe('strict contract: the demo failure switch', () => {
  it('the strict tests know every route the demo backend answers', () => {
    const routes = createHandlers({ api: apiPattern('/api'), store: memoryStore() }).map((h) => {
      const { method, path } = h.info as { method: string; path: string };
      return `${method} ${path.replace('*/api/', '')}`;
    });
    expect(routes.sort()).toEqual(DEMO_ENDPOINTS.map((e) => `${e.method} ${e.route}`).sort());
  });

  const withFailure = (failure: 'server' | 'network') =>
    server.resetHandlers(
      ...createHandlers({ api: apiPattern('/api'), store: memoryStore(), control: { latencyMs: () => 0, failure: () => failure } }),
    );

  it.each(DEMO_ENDPOINTS)('server: $method $route answers 503 with the failure body', async ({ method, path }) => {
    withFailure('server');
    expectContract(await call(path, { method, body: method === 'POST' ? {} : undefined }), 503, outage);
  });

  it.each(DEMO_ENDPOINTS)('network: $method $route fails like a dropped connection', async ({ method, path }) => {
    withFailure('network');
    await expect(fetch(`${ORIGIN}/api/${path}`, { method })).rejects.toThrow(TypeError);
  });
});
