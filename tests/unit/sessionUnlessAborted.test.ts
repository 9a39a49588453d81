// @vitest-environment node
import { describe, expect, it } from 'vitest';
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
