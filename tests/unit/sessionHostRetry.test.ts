// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createAuthEvents } from '../../src/api/authEvents';
import type { SessionValue } from '../../src/views/root/sessionContext';
import { createSessionHost } from '../../src/views/root/createSessionHost';

const value = { actor: {}, goToLogin: () => {} } as unknown as SessionValue;
const chunkGone = new TypeError('Failed to fetch dynamically imported module: /assets/SessionProvider.js');
const target = new EventTarget() as unknown as Window;

describe('a session whose code fails to load', () => {
  it('rejects ready() with the error, says it failed, and retry() starts a fresh attempt that can succeed', async () => {
    const host = createSessionHost({ authEvents: createAuthEvents() }, target);
    const listener = vi.fn();
    host.subscribe(listener);
    const first = host.ready();
    host.fail(chunkGone);
    await expect(first).rejects.toBe(chunkGone);
    expect(host.failed()).toBe(true);
    expect(host.current()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);

    const second = host.retry();
    expect(second).not.toBe(first);
    expect(host.failed()).toBe(false);
    expect(host.attempt()).toBe(1);
    expect(host.ready()).toBe(second);
    host.attach(value);
    await expect(second).resolves.toBe(value);
    expect(host.current()).toBe(value);
  });

  it('retry() without a failure is ready(): no new attempt', () => {
    const host = createSessionHost({ authEvents: createAuthEvents() }, target);
    const ready = host.ready();
    expect(host.retry()).toBe(ready);
    expect(host.attempt()).toBe(0);
  });

  it('a failure nobody waits on is not an unhandled rejection, and one after the session runs is ignored', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const host = createSessionHost({ authEvents: createAuthEvents() }, target);
      void host.ready();
      host.fail(chunkGone);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();

      const running = createSessionHost({ authEvents: createAuthEvents() }, target);
      const ready = running.ready();
      running.attach(value);
      running.fail(chunkGone);
      expect(running.failed()).toBe(false);
      await expect(ready).resolves.toBe(value);
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('another tab changing the stored user after a failure tries again, so this tab can still follow it', () => {
    const events = new EventTarget();
    const host = createSessionHost({ authEvents: createAuthEvents() }, events as unknown as Window);
    const stop = host.listen();
    void host.ready();
    host.fail(chunkGone);
    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'user' }));
    expect(host.failed()).toBe(false);
    expect(host.attempt()).toBe(1);
    expect(host.needed()).toBe(true);
    stop();
  });

  it('a 401 or signed-out staff request after a failure tries again too, and is delivered once the session runs', async () => {
    const authEvents = createAuthEvents();
    const host = createSessionHost({ authEvents }, target);
    const stop = host.listen();
    void host.ready();
    host.fail(chunkGone);
    authEvents.emit({ type: 'login-required' });
    expect(host.failed()).toBe(false);
    expect(host.attach(value)).toEqual([{ type: 'login-required' }]);
    stop();
  });
});
