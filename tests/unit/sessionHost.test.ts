import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuthEvents } from '../../src/api/authEvents';
import { USER_KEY } from '../../src/api/userStore';
import type { SessionValue } from '../../src/views/root/sessionContext';
import { createSessionHost } from '../../src/views/root/createSessionHost';

const value = { actor: {}, goToLogin: () => {} } as unknown as SessionValue;

afterEach(() => localStorage.clear());

describe('lazy session host', () => {
  it('does not need the session for a visitor with nothing stored', () => {
    const host = createSessionHost({ authEvents: createAuthEvents() });
    expect(host.needed()).toBe(false);
  });

  it('needs the session at start when a user is stored', () => {
    localStorage.setItem(USER_KEY, '{"token":"t"}');
    expect(createSessionHost({ authEvents: createAuthEvents() }).needed()).toBe(true);
  });

  it('starts when a view asks, notifies once, and resolves with the attached session', async () => {
    const host = createSessionHost({ authEvents: createAuthEvents() });
    const listener = vi.fn();
    host.subscribe(listener);
    const ready = host.ready();
    expect(host.ready()).toBe(ready);
    expect(host.needed()).toBe(true);
    await Promise.resolve(); // subscribers are told a microtask later (never during another component's render)
    expect(listener).toHaveBeenCalledTimes(1);
    host.attach(value);
    await expect(ready).resolves.toBe(value);
  });

  it('queues auth events until the session attaches, starts it, then stops queueing', () => {
    const authEvents = createAuthEvents();
    const host = createSessionHost({ authEvents });
    const stop = host.listen();
    authEvents.emit({ type: 'login-required' });
    authEvents.emit({ type: 'unauthorized', token: 'abc' });
    expect(host.needed()).toBe(true);
    expect(host.attach(value)).toEqual([{ type: 'login-required' }, { type: 'unauthorized', token: 'abc' }]);
    authEvents.emit({ type: 'login-required' });
    expect(host.attach(value)).toEqual([]);
    stop();
  });

  it('starts when another tab changes the stored user, not for other keys', () => {
    const host = createSessionHost({ authEvents: createAuthEvents() });
    const stop = host.listen();
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme_mode' }));
    expect(host.needed()).toBe(false);
    window.dispatchEvent(new StorageEvent('storage', { key: USER_KEY }));
    expect(host.needed()).toBe(true);
    stop();
  });

  it('stops listening after cleanup', () => {
    const authEvents = createAuthEvents();
    const host = createSessionHost({ authEvents });
    host.listen()();
    authEvents.emit({ type: 'login-required' });
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(host.needed()).toBe(false);
  });
});
