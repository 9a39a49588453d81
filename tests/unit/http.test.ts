// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { busyStore } from '../../src/api/busy';
import { ApiError } from '../../src/api/errors';
import { anyData } from '../../src/api/schemas/envelope';
import { eventually } from '../eventually';
import { dataSchema, neverAnswers, setupHttp } from './httpHarness';

const setup = setupHttp;

const header = (init: RequestInit, name: string) => new Headers(init.headers).get(name);

afterEach(() => expect(busyStore.count()).toBe(0));

describe('request layer', () => {
  it('sends the stored token as a bearer header to the API base', async () => {
    const { http, calls } = setup();
    await expect(http.request({ path: 'account/me', schema: dataSchema })).resolves.toEqual({ success: true, data: { name: 'x' } });
    expect(calls[0]!.url).toBe('https://a.edu/api/account/me');
    expect(header(calls[0]!.init, 'Authorization')).toBe('Bearer tok-1');
  });

  it('tells the API the reader\'s language, and no one else', async () => {
    const { http, calls } = setup({ language: () => 'de-DE' });
    await http.request({ path: 'lead-capture/new/f1', method: 'POST', body: {}, schema: dataSchema });
    await http.request({ path: 'https://cdn.example.com/file.pdf', schema: dataSchema });
    expect(header(calls[0]!.init, 'Accept-Language')).toBe('de-DE');
    expect(header(calls[1]!.init, 'Accept-Language')).toBeNull();
  });

  it('sends an empty bearer when signed out (spec section 7)', async () => {
    const { http, calls } = setup({ token: () => '' });
    await http.request({ path: 'certificate/validate-certificate/X', schema: dataSchema });
    expect(header(calls[0]!.init, 'Authorization')).toBe('Bearer');
  });

  it.each(['https://a.edu/apix/y', 'https://a.edu.evil.com/api/x', 'https://a.edu@evil.com/api/x', 'https://cdn.example.com/file.pdf'])(
    'never sends the token to %s',
    async (url) => {
      const { http, calls } = setup();
      await http.request({ path: url, schema: dataSchema });
      expect(header(calls[0]!.init, 'Authorization')).toBeNull();
    },
  );

  it('passes on the body message of a failed response and logs it', async () => {
    const { http, deps } = setup({ respond: () => Response.json({ message: 'Roll number taken' }, { status: 409, statusText: 'Conflict' }) });
    const error = await http.request({ path: 'student/', method: 'POST', body: {}, schema: dataSchema }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 409, message: 'Roll number taken' });
    expect(deps.logFailure).toHaveBeenCalledTimes(1);
  });

  it('falls back to the status text when the body has no message', async () => {
    const { http } = setup({ respond: () => new Response('<html>oops</html>', { status: 502, statusText: 'Bad Gateway' }) });
    await expect(http.request({ path: 'account/me', schema: dataSchema })).rejects.toMatchObject({ kind: 'http', status: 502, message: 'Bad Gateway' });
  });

  it('keeps the field errors of a 422', async () => {
    const { http } = setup({
      respond: () => Response.json({ message: 'Invalid', errors: { email: 'Email is not valid' } }, { status: 422 }),
    });
    await expect(http.request({ path: 'lead-capture/new/f', method: 'POST', body: {}, schema: dataSchema })).rejects.toMatchObject({
      status: 422,
      fieldErrors: { email: 'Email is not valid' },
    });
  });

  it('turns a body that does not fit its schema into a schema error, never a crash', async () => {
    for (const body of ['{"success":true,"data":{"name":42}}', 'not json', '']) {
      const { http } = setup({ respond: () => new Response(body, { status: 200 }) });
      await expect(http.request({ path: 'account/me', schema: dataSchema })).rejects.toMatchObject({ kind: 'schema' });
    }
  });

  it('never sends cookies to an API on another origin: the bearer token is the only credential', async () => {
    const { http, calls } = setup({ apiBaseUrl: 'https://api.kvs.test/api' });
    await http.request({ path: 'account/me', schema: dataSchema });
    expect(calls[0]!.url).toBe('https://api.kvs.test/api/account/me');
    expect(calls[0]!.init.credentials).toBe('same-origin');
  });

  it('reads an empty success (a 204 to a sign-out) as no data, for the schema to accept', async () => {
    for (const status of [200, 204]) {
      const { http } = setup({ respond: () => new Response(status === 204 ? null : '', { status }) });
      await expect(http.request({ method: 'POST', path: 'account/logout', schema: anyData }), `HTTP ${status}`).resolves.toBeNull();
    }
  });

  it('reports a network failure as such', async () => {
    const { http } = setup({ respond: () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(http.request({ path: 'account/me', schema: dataSchema })).rejects.toMatchObject({ kind: 'network' });
  });

  it('reads a success whose body never finished (the connection dropped) as a network failure with its status, not an unreadable answer', async () => {
    const cutOff = () => {
      const body = new ReadableStream({ start: (controller) => controller.error(new TypeError('network error')) });
      return new Response(body, { status: 201 });
    };
    const { http, deps } = setup({ respond: cutOff });
    await expect(http.request({ method: 'POST', path: 'lead-capture/new/x', schema: dataSchema })).rejects.toMatchObject({
      kind: 'network',
      status: 201,
      offline: false,
    });
    expect(deps.logFailure).toHaveBeenCalledWith(expect.objectContaining({ kind: 'network' }), expect.anything());
  });

  it('honours abort signals and does not log an abort as a failure', async () => {
    const controller = new AbortController();
    const { http, deps } = setup({ respond: neverAnswers });
    const pending = http.request({ path: 'account/me', schema: dataSchema, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
    expect(deps.logFailure).not.toHaveBeenCalled();
  });

  it('still ends the session and logs a 401 whose body was being read when the caller gave up', async () => {
    const controller = new AbortController();
    // The status has arrived; the body streams until the request's signal ends it.
    const { http, deps, calls } = setup({
      respond: (_url, init) =>
        new Response(
          new ReadableStream({
            start(stream) {
              init.signal!.addEventListener('abort', () => stream.error(new DOMException('Aborted', 'AbortError')));
            },
          }),
          { status: 401, statusText: 'Unauthorized' },
        ),
    });
    const pending = http.request({ path: 'student/', schema: dataSchema, signal: controller.signal });
    // Once fetch has answered, the layer reads the body within the same macrotask (only microtasks in between).
    await eventually(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
    expect(deps.onUnauthorized).toHaveBeenCalledWith('tok-1');
    expect(deps.logFailure).toHaveBeenCalledWith(expect.objectContaining({ kind: 'http', status: 401 }), {
      method: 'GET',
      url: 'https://a.edu/api/student/',
    });
  });

  it('tells the session about a 401 with the token the request carried', async () => {
    const { http, deps } = setup({ respond: () => new Response('', { status: 401, statusText: 'Unauthorized' }) });
    await expect(http.request({ path: 'student/', schema: dataSchema })).rejects.toMatchObject({ status: 401 });
    expect(deps.onUnauthorized).toHaveBeenCalledWith('tok-1');
  });

  it('asks a public path once more without the token when a dead token got a 401, after telling the session', async () => {
    const { http, deps, calls } = setup({
      pagePath: () => '/verify-certificate',
      respond: (_url, init) =>
        header(init, 'Authorization') === 'Bearer' ? Response.json({ success: true, data: { name: 'x' } }) : new Response('', { status: 401 }),
    });
    await expect(http.request({ path: 'certificate/validate-certificate/X', schema: dataSchema })).resolves.toEqual({ success: true, data: { name: 'x' } });
    expect(calls.map((call) => header(call.init, 'Authorization'))).toEqual(['Bearer tok-1', 'Bearer']);
    expect(deps.onUnauthorized).toHaveBeenCalledWith('tok-1');
    expect(deps.logFailure).toHaveBeenCalledTimes(1);
  });

  it.each(['student/', 'account/me'])('does not ask %s again without the token: its 401 is the answer', async (path) => {
    const { http, calls } = setup({ pagePath: () => '/verify-certificate', respond: () => new Response('', { status: 401 }) });
    await expect(http.request({ path, schema: dataSchema })).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
  });

  it('asks a public path without the token only once: a 401 to the signed-out visitor is the answer', async () => {
    const { http, calls } = setup({ pagePath: () => '/verify-certificate', respond: () => new Response('', { status: 401 }) });
    await expect(http.request({ path: 'lead-capture/form/f1', schema: dataSchema })).rejects.toMatchObject({ status: 401 });
    expect(calls.map((call) => header(call.init, 'Authorization'))).toEqual(['Bearer tok-1', 'Bearer']);
  });

  it("does not report a 401 to a request that carried no token: a public visitor's has no session to end", async () => {
    const { http, deps } = setup({ token: () => '', pagePath: () => '/verify-certificate', respond: () => new Response('', { status: 401 }) });
    await expect(http.request({ path: 'certificate/validate-certificate/X', schema: dataSchema })).rejects.toMatchObject({ status: 401 });
    expect(deps.onUnauthorized).not.toHaveBeenCalled();
    expect(deps.logFailure).toHaveBeenCalledWith(expect.objectContaining({ status: 401 }), expect.anything());
  });

  it('does not report a 401 on the sign-in page (wrong details are not an expired session)', async () => {
    const { http, deps } = setup({ pagePath: () => '/auth/login', respond: () => new Response('', { status: 401 }) });
    await expect(http.request({ path: 'account/login', method: 'POST', body: {}, schema: dataSchema })).rejects.toMatchObject({ status: 401 });
    expect(deps.onUnauthorized).not.toHaveBeenCalled();
  });

  it.each(['/auth/login/', '/auth/login//'])('does not report a 401 on the sign-in page with a trailing slash (%s)', async (pagePath) => {
    const { http, deps } = setup({ pagePath: () => pagePath, respond: () => new Response('', { status: 401 }) });
    await expect(http.request({ path: 'account/me', schema: dataSchema })).rejects.toMatchObject({ status: 401 });
    expect(deps.onUnauthorized).not.toHaveBeenCalled();
  });

  it('reports a 401 on a page that only looks like the sign-in page (/auth/loginx)', async () => {
    const { http, deps } = setup({ pagePath: () => '/auth/loginx', respond: () => new Response('', { status: 401 }) });
    await expect(http.request({ path: 'account/me', schema: dataSchema })).rejects.toMatchObject({ status: 401 });
    expect(deps.onUnauthorized).toHaveBeenCalledWith('tok-1');
  });

  it('sends a signed-out request from the sign-in page with a trailing slash (exempt from the redirect)', async () => {
    const { http, deps, calls } = setup({
      token: () => '',
      pagePath: () => '/auth/login/',
      respond: () => Response.json({ success: true, data: { name: 'x' } }),
    });
    await http.request({ path: 'student/', schema: dataSchema });
    expect(calls).toHaveLength(1);
    expect(deps.onLoginRequired).not.toHaveBeenCalled();
  });

  it('does not send a signed-out request that needs a session; it asks for sign-in instead', async () => {
    const { http, deps, calls } = setup({ token: () => '', pagePath: () => '/error/404' });
    await expect(http.request({ path: 'student/', schema: dataSchema })).rejects.toMatchObject({ kind: 'login-required' });
    expect(calls).toHaveLength(0);
    expect(deps.onLoginRequired).toHaveBeenCalledTimes(1);
  });

  it('matches the sign-in rule on the path under the API base, not on the base itself', async () => {
    for (const path of ['student/', 'https://a.edu/institute/api/student/']) {
      const { http, deps, calls } = setup({ apiBaseUrl: 'https://a.edu/institute/api', token: () => '', pagePath: () => '/error/404' });
      await expect(http.request({ path, schema: dataSchema })).rejects.toMatchObject({ kind: 'login-required' });
      expect(calls).toHaveLength(0);
      expect(deps.onLoginRequired).toHaveBeenCalledTimes(1);
    }
    const { http, calls } = setup({ apiBaseUrl: 'https://a.edu/institute/api', token: () => '', pagePath: () => '/error/404' });
    await http.request({ path: 'institute/1', schema: dataSchema });
    expect(calls.map((c) => c.url)).toEqual(['https://a.edu/institute/api/institute/1']);
  });

  it('ends the session only for a 401 from the API: not for a 403, not for a 401 from another server', async () => {
    const { http, deps } = setup({ respond: (url) => new Response('', { status: String(url).includes('/api/') ? 403 : 401 }) });
    await expect(http.request({ path: 'student/', schema: dataSchema })).rejects.toMatchObject({ status: 403 });
    await expect(http.request({ path: 'https://cdn.example.com/file.pdf', schema: dataSchema })).rejects.toMatchObject({ status: 401 });
    expect(deps.onUnauthorized).not.toHaveBeenCalled();
  });

  it('sends a signed-out request to another server from a staff page: the sign-in rule is for API paths', async () => {
    const { http, deps, calls } = setup({ token: () => '', pagePath: () => '/students' });
    await http.request({ path: 'https://cdn.example.com/student/file.pdf', schema: dataSchema });
    expect(calls).toHaveLength(1);
    expect(deps.onLoginRequired).not.toHaveBeenCalled();
  });

  it('asks for JSON whatever the caller passes, and names a content type only for a body', async () => {
    const { http, calls } = setup();
    await http.request({ path: 'account/me', headers: { Accept: 'text/html' }, schema: dataSchema });
    await http.request({ path: 'lead-capture/new/f1', method: 'POST', body: {}, schema: dataSchema });
    expect(header(calls[0]!.init, 'Accept')).toBe('application/json');
    expect(header(calls[0]!.init, 'Content-Type')).toBeNull();
    expect(header(calls[1]!.init, 'Content-Type')).toBe('application/json');
  });

  it('never sends a protocol-relative path under the API base with the token', async () => {
    const { http, calls } = setup();
    // Not a URL of its own (no scheme to resolve it with): refused before anything is sent.
    await expect(http.request({ path: '//evil.example/x', schema: dataSchema })).rejects.toBeInstanceOf(TypeError);
    expect(calls).toEqual([]);
  });

  it('counts a request in the busy indicator while it runs, unless the skip list says not to', async () => {
    let seen = -1;
    const { http } = setup({
      respond: () => {
        seen = busyStore.count();
        return Response.json({ success: true, data: { name: 'x' } });
      },
    });
    await http.request({ path: 'account/me', schema: dataSchema });
    expect(seen).toBe(1);
    await http.request({ path: 'state/', schema: dataSchema });
    expect(seen).toBe(0);
  });
});
