import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { createAuthEvents, type AuthEvent } from '../../src/api/authEvents';
import type { User } from '../../src/api/schemas/user';
import { readStoredUser, writeStoredUser } from '../../src/api/userStore';
import type { SessionHost } from '../../src/views/root/createSessionHost';
import { SessionRunner } from '../../src/views/root/SessionProvider';
import type { SessionValue } from '../../src/views/root/sessionContext';
import { ServicesProvider, type Services } from '../../src/views/root/services';
import { eventually } from '../eventually';
import { setupHttp } from './httpHarness';

/**
 * The 401 the host queued while the session's code loaded is handed to the actor only once it has read the stored
 * user (`starting.readingStorage` ignores it): not when anything else happens meanwhile, and not lost when the
 * runner renders again before then.
 */
const ananya: User = { id: 'u1', username: 'admin', name: 'Ananya Iyer', email: 'a@x.in', role: 'administrator', token: 'tok-a' };

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** A host that queued one 401 for the stored token, handed over once, as createSessionHost does. */
function hostWithQueued401() {
  let queue: AuthEvent[] | null = [{ type: 'unauthorized', token: 'tok-a' }];
  let session: SessionValue | null = null;
  const host = {
    attach(value: SessionValue) {
      session = value;
      const queued = queue ?? [];
      queue = null;
      return queued;
    },
  } as unknown as SessionHost;
  return { host, state: () => JSON.stringify(session?.actor.getSnapshot().value) };
}

function setup() {
  writeStoredUser(ananya);
  // account/me is briefly unavailable: start-up would keep the stored user, unless the 401 refused it.
  const { http } = setupHttp({ respond: () => new Response('busy', { status: 503 }) });
  const authEvents = createAuthEvents();
  const services = { config: {}, http, authEvents } as unknown as Services;
  const { host, state } = hostWithQueued401();
  const tree = () => (
    <ServicesProvider services={services}>
      <SessionRunner host={host} />
    </ServicesProvider>
  );
  return { authEvents, state, tree };
}

describe('the queued 401, while the session reads the stored user', () => {
  it('is not handed over early because another event reached the actor meanwhile', async () => {
    const { authEvents, state, tree } = setup();
    render(tree());
    expect(state()).toBe('{"starting":"readingStorage"}');
    // A signed-out staff request of this page meanwhile goes straight to the actor, which ignores it while it reads.
    authEvents.emit({ type: 'login-required' });
    await eventually(() => expect(state()).not.toContain('starting'));
    expect(state()).toBe('"expired"');
    expect(readStoredUser()).toBeNull();
  });

  it('is not lost when the runner renders again meanwhile (the visitor moved to another page)', async () => {
    const { state, tree } = setup();
    const view = render(tree());
    expect(state()).toBe('{"starting":"readingStorage"}');
    view.rerender(tree());
    await eventually(() => expect(state()).not.toContain('starting'));
    expect(state()).toBe('"expired"');
  });
});
