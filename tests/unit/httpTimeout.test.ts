// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { busyStore } from '../../src/api/busy';
import { loadMe, ME_TIMEOUT_MS } from '../../src/api/account';
import { ApiError } from '../../src/api/errors';
import { DEFAULT_TIMEOUT_MS, requestDeadline } from '../../src/api/requestDeadline';
import { dataSchema, neverAnswers, setupHttp } from './httpHarness';

// Fake timers only: no test here waits on the wall clock.
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  expect(busyStore.count()).toBe(0);
});

/** Attach the expectation before the clock moves, so the rejection is never unhandled. */
const outcome = (promise: Promise<unknown>) => promise.then(() => 'resolved', (e: unknown) => e);

describe('request deadline', () => {
  it('ends a request the server never answers after 30 s, as a logged timeout, never as aborted', async () => {
    expect(DEFAULT_TIMEOUT_MS, 'docs/api.md: 30 s by default').toBe(30_000);
    const { http, deps } = setupHttp({ respond: neverAnswers });
    const result = outcome(http.request({ path: 'lead-capture/new/f', method: 'POST', body: {}, schema: dataSchema }));
    expect(busyStore.count()).toBe(1);
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
    expect(busyStore.count()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'timeout', status: null });
    expect(deps.logFailure).toHaveBeenCalledWith(expect.objectContaining({ kind: 'timeout' }), {
      method: 'POST',
      url: 'https://a.edu/api/lead-capture/new/f',
    });
    // The busy bar is off again (checked in afterEach too).
    expect(busyStore.count()).toBe(0);
  });

  it('gives account/me 8 s, not 30: signed-in pages wait on it at start-up, which then goes on with the stored user', async () => {
    expect(ME_TIMEOUT_MS).toBe(8_000);
    const { http } = setupHttp({ respond: neverAnswers });
    const result = outcome(loadMe(http, 'tok'));
    await vi.advanceTimersByTimeAsync(ME_TIMEOUT_MS - 1);
    expect(busyStore.count()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toMatchObject({ kind: 'timeout' });
  });

  it('takes a per-call deadline over the default, and a default from the deps over 30 s', async () => {
    const { http } = setupHttp({ respond: neverAnswers, timeoutMs: 10_000 });
    const perCall = outcome(http.request({ path: 'account/me', schema: dataSchema, timeoutMs: 500 }));
    const fromDeps = outcome(http.request({ path: 'account/me', schema: dataSchema }));
    await vi.advanceTimersByTimeAsync(500);
    expect(await perCall).toMatchObject({ kind: 'timeout' });
    let settled = false;
    void fromDeps.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(9_499);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await fromDeps).toMatchObject({ kind: 'timeout' });
  });

  it('still ends a fetch that ignores its abort signal', async () => {
    const { http } = setupHttp({ respond: () => new Promise<Response>(() => {}) });
    const result = outcome(http.request({ path: 'account/me', schema: dataSchema, timeoutMs: 1000 }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(await result).toMatchObject({ kind: 'timeout' });
  });

  it('ends a body that stops arriving after a 200 as a timeout', async () => {
    const stalled = new ReadableStream({ start: (c) => c.enqueue(new TextEncoder().encode('{"success":')) });
    const { http } = setupHttp({ respond: () => new Response(stalled, { status: 200 }) });
    const result = outcome(http.request({ path: 'account/me', schema: dataSchema, timeoutMs: 1000 }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(await result).toMatchObject({ kind: 'timeout' });
  });

  it('keeps a failure status whose body stalls: the server has answered no', async () => {
    const stalled = new ReadableStream({ start: (c) => c.enqueue(new TextEncoder().encode('{"mess')) });
    const { http } = setupHttp({ respond: () => new Response(stalled, { status: 503, statusText: 'Service Unavailable' }) });
    const result = outcome(http.request({ path: 'account/me', schema: dataSchema, timeoutMs: 1000 }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(await result).toMatchObject({ kind: 'http', status: 503, message: 'Service Unavailable' });
  });

  it('reports the caller giving up as aborted, not logged, even once the deadline has also passed', async () => {
    const controller = new AbortController();
    const { http, deps } = setupHttp({ respond: neverAnswers });
    const result = outcome(http.request({ path: 'account/me', schema: dataSchema, signal: controller.signal, timeoutMs: 1000 }));
    controller.abort();
    await vi.advanceTimersByTimeAsync(1000);
    expect(await result).toMatchObject({ kind: 'aborted' });
    expect(deps.logFailure).not.toHaveBeenCalled();
  });

  it('a caller that gave up after the deadline passed still reads as aborted (nothing to show), not a timeout', async () => {
    const controller = new AbortController();
    const deadline = requestDeadline(controller.signal, 1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(deadline.signal.aborted).toBe(true);
    expect(deadline.reason()).toBe('timeout');
    controller.abort();
    expect(deadline.reason()).toBe('aborted');
    deadline.dispose();
  });

  it('a caller that gave up before asking ends the request at once, as aborted, with no deadline left running', async () => {
    const controller = new AbortController();
    controller.abort();
    const deadline = requestDeadline(controller.signal, 1000);
    expect(deadline.signal.aborted).toBe(true);
    expect(deadline.reason()).toBe('aborted');
    await expect(deadline.race(new Promise(() => {}))).rejects.toBe(controller.signal.reason);
    deadline.dispose();
    expect(vi.getTimerCount()).toBe(0);

    const { http, deps } = setupHttp();
    expect(await outcome(http.request({ path: 'account/me', schema: dataSchema, signal: controller.signal }))).toMatchObject({ kind: 'aborted' });
    expect(deps.logFailure).not.toHaveBeenCalled();
  });

  it('leaves no timer behind once a request settles in time', async () => {
    const { http } = setupHttp();
    await expect(http.request({ path: 'account/me', schema: dataSchema })).resolves.toEqual({ success: true, data: { name: 'x' } });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('sets no deadline for a deadline of 0 either (never an instant timeout)', async () => {
    const { http } = setupHttp({
      respond: () => new Promise((resolve) => setTimeout(() => resolve(Response.json({ success: true, data: { name: 'x' } })), 10)),
    });
    const result = outcome(http.request({ path: 'account/me', schema: dataSchema, timeoutMs: 0 }));
    await vi.advanceTimersByTimeAsync(10);
    expect(await result).toBe('resolved');
  });

  it('sets no deadline when the call asks for none (Infinity)', async () => {
    const { http } = setupHttp({ respond: neverAnswers });
    const controller = new AbortController();
    const result = outcome(http.request({ path: 'account/me', schema: dataSchema, signal: controller.signal, timeoutMs: Infinity }));
    expect(vi.getTimerCount()).toBe(0);
    controller.abort();
    expect(await result).toMatchObject({ kind: 'aborted' });
  });
});
