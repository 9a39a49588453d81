import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { fromPromise } from 'xstate';
import { createAuthEvents } from '../../src/api/authEvents';
import { ApiError } from '../../src/api/errors';
import type { Http } from '../../src/api/http';
import type { User } from '../../src/api/schemas/user';
import { readStoredUser, writeStoredUser } from '../../src/api/userStore';
import { sessionMachine, type SessionMachine } from '../../src/machines/sessionMachine';
import { ServicesProvider, type Services } from '../../src/views/root/services';
import { useSession, type SessionActor } from '../../src/views/root/sessionContext';
import { SessionProvider } from '../../src/views/root/SessionProvider';

/**
 * Site data cleared in the browser's settings (or evicted) fires no storage event in the open tab: the session
 * looks again whenever the tab comes back, and follows an empty store as it follows another tab's sign-out.
 * The real provider and session machine run; the account calls are fakes, storage is jsdom's.
 */
const ananya: User = { id: 'u1', username: 'admin', name: 'Ananya Iyer', email: 'a@x.in', role: 'administrator', token: 'tok-a' };

/** Renders the real provider around `machine`; returns the session's snapshot reader. */
function renderTab(machine: SessionMachine) {
  const services: Services = { config: {} as Services['config'], http: {} as Http, authEvents: createAuthEvents() };
  let actor: SessionActor | null = null;
  function Probe() {
    actor = useSession().actor;
    return null;
  }
  render(
    <ServicesProvider services={services}>
      <SessionProvider machine={machine}>
        <Probe />
      </SessionProvider>
    </ServicesProvider>,
  );
  return () => actor!.getSnapshot();
}

async function signedInTab() {
  writeStoredUser(ananya);
  const session = renderTab(
    sessionMachine.provide({
      actors: {
        readStoredUser: fromPromise<User | null, void>(async () => ananya),
        loadMe: fromPromise<User, { token: string }>(async () => ananya),
      },
    }),
  );
  await waitFor(() => expect(session().value).toBe('signedIn'));
  return session;
}

const COMING_BACK = [
  ['shown again', () => document.dispatchEvent(new Event('visibilitychange'))],
  ['restored from the back-forward cache', () => window.dispatchEvent(new Event('pageshow'))],
  ['focused', () => window.dispatchEvent(new Event('focus'))],
] as const;

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('storage emptied behind the tab’s back', () => {
  it.each(COMING_BACK)('signs the tab out, as another tab’s sign-out does, when it is %s', async (_, comeBack) => {
    const session = await signedInTab();
    localStorage.clear();
    expect(session().value).toBe('signedIn');
    act(comeBack);
    expect(session().value).toBe('signedOut');
    expect(session().context.endReason).toBe('elsewhere');
    expect(session().context.user).toBeNull();
  });

  it('changes nothing when the tab comes back with its session still stored', async () => {
    const session = await signedInTab();
    for (const [, comeBack] of COMING_BACK) act(comeBack);
    expect(session().value).toBe('signedIn');
    expect(session().context.user).toEqual(ananya);
  });

  /**
   * Found by tests/model/properties/session.property.test.ts (Session 21), shrunk: a user stored; start-up reads it
   * and asks account/me; site data is cleared and the tab comes back while account/me is still on its way;
   * account/me then fails (server down). The tab only looked again when signed in, so start-up went on to signed
   * in with the user storage no longer had, and its requests went out without a token.
   */
  it('while start-up checks the stored user: coming back signs the tab out, and a failed check does not sign it in', async () => {
    writeStoredUser(ananya);
    let failMe: (error: unknown) => void = () => {};
    const session = renderTab(
      sessionMachine.provide({
        actors: {
          readStoredUser: fromPromise<User | null, void>(async () => readStoredUser()),
          loadMe: fromPromise<User, { token: string }>(() => new Promise((_, reject) => (failMe = reject))),
        },
        actions: { storeUser: () => {}, forgetUser: () => {}, clearAllStorage: () => {} },
      }),
    );
    await waitFor(() => expect(session().value).toEqual({ starting: 'loadingUser' }));

    localStorage.clear();
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(session().value).toBe('signedOut');
    expect(session().context.endReason).toBe('elsewhere');

    await act(async () => failMe(new ApiError('http', 'Service Unavailable', 503)));
    expect(session().value).toBe('signedOut');
    expect(session().context.user).toBeNull();
  });
});
