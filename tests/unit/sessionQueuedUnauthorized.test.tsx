import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { createAuthEvents } from '../../src/api/authEvents';
import type { User } from '../../src/api/schemas/user';
import { readStoredUser, writeStoredUser } from '../../src/api/userStore';
import type { Services } from '../../src/views/root/services';
import { renderInSessionHost } from './sessionHostHarness';
import { useSession } from '../../src/views/root/sessionContext';
import { setupHttp } from './httpHarness';
import { eventually } from '../eventually';

/**
 * a 401 the request layer reports before the session's lazy code runs is queued by the host and handed
 * to the actor as soon as it starts, while it is still reading the stored user (`starting.readingStorage`), a state
 * that ignores `session.unauthorized`. The one report of a dead token is lost; if the check of the stored user
 * (`account/me`) then fails for another reason (a 503, a timeout), the tab carries on signed in with that token.
 */
// The session's chunk arrives when the test says so: otherwise it could arrive before the 401 is sent whenever the
// module was already transformed for another file, and the queue this test is about would not be used.
const chunk = vi.hoisted(() => {
  let open = () => {};
  const arrived = new Promise<void>((resolve) => (open = resolve));
  return { arrived, open: () => open() };
});
vi.mock('../../src/views/root/SessionProvider', async (importOriginal) => {
  await chunk.arrived;
  return importOriginal();
});

const ananya: User = { id: 'u1', username: 'admin', name: 'Ananya Iyer', email: 'a@x.in', role: 'administrator', token: 'tok-a' };

function State() {
  const { actor } = useSession();
  const value = useSelector(actor, (s) => JSON.stringify(s.value));
  return <p data-testid="state">{value}</p>;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('a 401 reported while the session code loads', () => {
  it('ends the session even when the start-up check of the stored user fails for another reason', async () => {
    writeStoredUser(ananya);
    const authEvents = createAuthEvents();
    // account/me is briefly unavailable: start-up keeps the stored user (spec), unless a 401 already refused it.
    const { http } = setupHttp({
      pagePath: () => '/verify-certificate',
      respond: () => new Response('busy', { status: 503 }),
    });
    const services = { config: {}, http, authEvents } as unknown as Services;
    let view!: ReturnType<typeof renderInSessionHost>;
    await act(async () => {
      view = renderInSessionHost(services, <State />);
    });
    // A stored user: the host started loading the session's chunk at once. Before it runs, a public page's request
    // with the stored token gets a 401 (the token was ended on the server): the host queues it.
    expect(view.queryByTestId('state')).toBeNull();
    authEvents.emit({ type: 'unauthorized', token: 'tok-a' });
    chunk.open();
    await eventually(() => expect(view.getByTestId('state').textContent).not.toContain('starting'));
    expect(view.getByTestId('state').textContent).toBe('"expired"');
    expect(readStoredUser()).toBeNull();
  });
});
