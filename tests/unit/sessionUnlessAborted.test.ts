// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { accountActors } from '../../src/api/account';
import type { Http } from '../../src/api/http';
import { unlessAborted } from '../../src/api/unlessAborted';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a stopped request never comes back to the session', () => {
  it('passes answers and failures through while the signal is live', async () => {
    const live = new AbortController().signal;
    await expect(unlessAborted(live, Promise.resolve(1))).resolves.toBe(1);
    await expect(unlessAborted(live, Promise.reject(new Error('503')))).rejects.toThrow('503');
  });

  it.each([
    ['an answer', () => Promise.resolve(1)],
    ['a failure', () => Promise.reject(new Error('Request aborted'))],
  ])('swallows %s that arrives after the abort', async (_, work) => {
    const controller = new AbortController();
    let settled = false;
    void unlessAborted(controller.signal, work().finally(() => controller.abort())).then(
      () => (settled = true),
      () => (settled = true),
    );
    controller.abort();
    await tick();
    expect(settled).toBe(false);
  });
});

describe('account actors when the session stops waiting', () => {
  function httpRecordingSignals() {
    const signals: Array<AbortSignal | undefined> = [];
    const http = { request: (options: { signal?: AbortSignal }) => (signals.push(options.signal), new Promise(() => {})) };
    return { http: http as unknown as Http, signals };
  }

  it('a sign-in is aborted when its actor stops', () => {
    const { http, signals } = httpRecordingSignals();
    const actor = createActor(accountActors(http).logIn, { input: { username: 'admin', password: 'admin@123' } }).start();
    actor.stop();
    expect(signals[0]?.aborted).toBe(true);
  });

  it('a sign-out request goes on after its actor stops (4 s passed, or another tab signed in): the old token still ends', () => {
    const { http, signals } = httpRecordingSignals();
    const actor = createActor(accountActors(http).logOut, { input: { token: 'tok-a' } }).start();
    actor.stop();
    expect(signals).toHaveLength(1);
    expect(signals[0]?.aborted ?? false).toBe(false);
  });
});
