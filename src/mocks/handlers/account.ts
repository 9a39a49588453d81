import { http, HttpResponse, type HttpHandler } from 'msw';
import type { DemoContext } from '../context';
import { branchForHost, demoInstitute, formatAddress, type DemoBranch } from '../data/institute.ts';
import { demoUsers, findDemoUser, type DemoUser } from '../data/users.ts';

// token -> user id, kept in the demo store so a reload keeps the demo session (localStorage in the browser, shared
// by its tabs).
const SESSIONS_KEY = 'account.sessions';

function publicUser(user: DemoUser, token: string) {
  const { password: _password, branchId: _branchId, ...rest } = user;
  return { ...rest, token };
}

function bearer(request: Request): string {
  const header = request.headers.get('authorization') ?? '';
  return header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
}

function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return `demo.${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

function institutePayload(branch: DemoBranch) {
  return {
    name: demoInstitute.name,
    address: formatAddress(branch.address),
    logoUrl: branch.logoUrl,
    logoDarkUrl: branch.logoDarkUrl,
    branch: { id: branch.id, code: branch.code, name: branch.name },
    preferences: branch.preferences,
    // Left out when the branch has none, as initiate does: api-contract.md's optional fields are absent, never null.
    ...(branch.primaryColor ? { primaryColor: branch.primaryColor } : {}),
  };
}

const unauthorized = () => HttpResponse.json({ success: false, data: null, message: 'Unauthorized' }, { status: 401 });

/** account/login, account/me, account/logout and current-institute (api-contract.md). */
export function accountHandlers(ctx: DemoContext): HttpHandler[] {
  const sessions = () => ctx.store.get<Record<string, string>>(SESSIONS_KEY, {});
  const userFor = (request: Request): DemoUser | null => {
    const id = sessions()[bearer(request)];
    return demoUsers.find((u) => u.id === id) ?? null;
  };

  return [
    http.post(`${ctx.api}/account/login`, async ({ request }) => {
      const body = (await request.json().catch(() => null)) as { username?: unknown; password?: unknown } | null;
      const user =
        body && typeof body.username === 'string' && typeof body.password === 'string'
          ? findDemoUser(body.username, body.password)
          : null;
      if (!user) return HttpResponse.json({ success: false, data: null, message: 'The login detail is incorrect' }, { status: 401 });
      const token = newToken();
      ctx.store.set(SESSIONS_KEY, { ...sessions(), [token]: user.id });
      return HttpResponse.json({ success: true, data: publicUser(user, token) });
    }),

    http.get(`${ctx.api}/account/me`, ({ request }) => {
      const user = userFor(request);
      return user ? HttpResponse.json({ success: true, data: publicUser(user, bearer(request)) }) : unauthorized();
    }),

    http.post(`${ctx.api}/account/logout`, ({ request }) => {
      const { [bearer(request)]: _ended, ...rest } = sessions();
      ctx.store.set(SESSIONS_KEY, rest);
      return HttpResponse.json({ success: true, data: null });
    }),

    http.get(`${ctx.api}/current-institute`, ({ request }) => {
      const token = bearer(request);
      // Signed out, it answers the default institute for the host (a public call); a stale token is a 401.
      if (token === '') return HttpResponse.json({ success: true, data: institutePayload(branchForHost(new URL(request.url).hostname)) });
      const user = userFor(request);
      if (!user) return unauthorized();
      const branch = demoInstitute.branches.find((b) => b.id === user.branchId) ?? demoInstitute.branches[0];
      return HttpResponse.json({ success: true, data: institutePayload(branch) });
    }),
  ];
}
