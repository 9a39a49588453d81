// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupServer } from 'msw/node';
import { loadMe, login, logout } from '../../src/api/account';
import { isApiError } from '../../src/api/errors';
import { createHttp } from '../../src/api/http';
import { loadCurrentInstitute } from '../../src/api/institute';
import { apiPattern } from '../../src/mocks/context';
import { demoInstitute, formatAddress } from '../../src/mocks/data/institute';
import { demoUsers } from '../../src/mocks/data/users';
import { createHandlers } from '../../src/mocks/handlers';
import { memoryStore } from '../../src/mocks/store';
import { setupHttp } from './httpHarness';

/** The account and current-institute calls against the demo backend, through the app's own request layer. */
const server = setupServer(...createHandlers({ api: apiPattern('/api'), store: memoryStore() }));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

let token = '';
const onUnauthorized = vi.fn();
const http = createHttp({
  apiBaseUrl: '/api',
  origin: () => 'http://localhost',
  pagePath: () => '/',
  token: () => token,
  onUnauthorized,
  onLoginRequired: vi.fn(),
  logFailure: vi.fn(),
});

describe('demo sign-ins', () => {
  it('are an administrator and a staff member, each at a branch of the demo institute', () => {
    expect(demoUsers.map((u) => u.role)).toEqual(['administrator', 'staff']);
    const branches = demoInstitute.branches.map((b) => b.id);
    for (const user of demoUsers) expect(branches).toContain(user.branchId);
  });
});

describe('account calls (api-contract.md)', () => {
  it('login answers the user with a token and never the password', async () => {
    const user = await login(http, { username: ' Admin ', password: 'admin@123' });
    expect(user).toMatchObject({ id: 'usr-1001', username: 'admin', name: 'Ananya Iyer', role: 'administrator' });
    expect(user.token).toMatch(/^demo\.[0-9a-f]{48}$/);
    expect(JSON.stringify(user)).not.toContain('admin@123');
  });

  it('wrong details are an http 401 ApiError, and do not tell the session to clear anything', async () => {
    onUnauthorized.mockClear();
    const error = await login(http, { username: 'admin', password: 'Admin@123' }).catch((e: unknown) => e);
    expect(isApiError(error) && error.kind === 'http' && error.status === 401).toBe(true);
    // The request carried no token: no session to end, so the session is not even told.
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('me loads the user by token; logout ends that token', async () => {
    const user = await login(http, { username: 'staff', password: 'staff@123' });
    token = user.token;
    expect(await loadMe(http, token)).toEqual(user);
    await logout(http);
    const error = await loadMe(http, token).catch((e: unknown) => e);
    expect(isApiError(error) && error.status === 401).toBe(true);
    token = '';
  });

  it("me refused in a 200 answer is not a 401: only a 401 clears a session (spec section 9), so start-up goes on", async () => {
    const { http: refusing } = setupHttp({ respond: () => Response.json({ success: false, data: null, message: 'Unknown token' }) });
    const error = await loadMe(refusing, 'tok-1').catch((e: unknown) => e);
    expect(isApiError(error) && error.kind === 'http' && error.message === 'Unknown token').toBe(true);
    expect(isApiError(error) && error.status).toBe(200);
  });

  it('logout ends the token it is given, though storage no longer holds it (the session forgets it first)', async () => {
    const user = await login(http, { username: 'staff', password: 'staff@123' });
    token = '';
    await logout(http, undefined, user.token);
    token = user.token;
    const error = await loadMe(http, token).catch((e: unknown) => e);
    expect(isApiError(error) && error.status === 401).toBe(true);
    token = '';
  });
});

describe('current-institute', () => {
  it("answers the signed-in user's branch", async () => {
    token = (await login(http, { username: 'staff', password: 'staff@123' })).token;
    const institute = await loadCurrentInstitute(http);
    const pune = demoInstitute.branches[1];
    expect(institute).toMatchObject({
      name: demoInstitute.name,
      address: formatAddress(pune.address),
      logoUrl: `http://localhost${pune.logoUrl}`,
      logoDarkUrl: `http://localhost${pune.logoDarkUrl}`,
      branch: { id: 'br-pune', code: 'PNQ', name: pune.name },
      primaryColor: pune.primaryColor,
    });
    expect(institute.preferences.certificateInstitute).toEqual(pune.preferences.certificateInstitute);
  });

  it('answers the default institute of the host when signed out, and 401 for a stale token', async () => {
    token = '';
    expect((await loadCurrentInstitute(http)).branch.id).toBe('br-blr');
    token = 'demo.stale';
    onUnauthorized.mockClear();
    // The request layer tells the session of the 401, then asks this public path again signed out (http.ts).
    expect((await loadCurrentInstitute(http)).branch.id).toBe('br-blr');
    expect(onUnauthorized).toHaveBeenCalledWith('demo.stale');
    token = '';
  });
});
