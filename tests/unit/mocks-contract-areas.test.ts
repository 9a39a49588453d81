// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupServer } from 'msw/node';
import { createHttp } from '../../src/api/http';
import { loadMe, login, logout } from '../../src/api/account';
import { loadCurrentInstitute } from '../../src/api/institute';
import { fetchLeadForm } from '../../src/api/leadCapture';
import { instituteSchema } from '../../src/api/schemas/institute';
import { createHandlers } from '../../src/mocks/handlers';
import { demoInstitute } from '../../src/mocks/data/institute';
import { memoryStore } from '../../src/mocks/store';

// Issue 8: the whole demo backend answers what the app's own schemas accept, across areas, with the control
// handler in front (as in the browser, with zero latency and the failure switch off).
const server = setupServer(
  ...createHandlers({ api: '*/api', store: memoryStore(), control: { latencyMs: () => 0, failure: () => 'off' } }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

let token = '';
const http = createHttp({
  apiBaseUrl: '/api',
  origin: () => 'http://localhost:5173',
  pagePath: () => '/auth/login',
  token: () => token,
  onUnauthorized: vi.fn(),
  onLoginRequired: vi.fn(),
  logFailure: vi.fn(),
});

describe('demo backend across areas', () => {
  it('sign in as the demo administrator, load the user and the institute, sign out', async () => {
    const user = await login(http, { username: 'admin', password: 'admin@123' });
    token = user.token;
    await expect(loadMe(http, token)).resolves.toMatchObject({ username: 'admin', token });
    const institute = await loadCurrentInstitute(http);
    expect(instituteSchema.safeParse(institute).success).toBe(true);
    expect(demoInstitute.branches.map((b) => `http://localhost:5173${b.logoUrl}`)).toContain(institute.logoUrl);
    await logout(http);
    await expect(loadMe(http, token)).rejects.toMatchObject({ status: 401 });
    token = '';
  });

  it('signed out, current-institute answers the branch of the host', async () => {
    const institute = await loadCurrentInstitute(http);
    expect(institute.logoUrl).toBe(`http://localhost:5173${demoInstitute.branches[0].logoUrl}`);
  });

  it('the public enquiry form of the demo parses', async () => {
    const form = await fetchLeadForm(http, 'kvs-bengaluru-admissions-2026');
    expect(form.courses.length).toBeGreaterThan(0);
  });
});
