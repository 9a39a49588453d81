import { afterEach, expect, it } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { fromPromise } from 'xstate';
import { createAuthEvents } from '../../src/api/authEvents';
import { ApiError } from '../../src/api/errors';
import type { Http } from '../../src/api/http';
import type { User } from '../../src/api/schemas/user';
import { readStoredUser, USER_KEY } from '../../src/api/userStore';
import { sessionMachine } from '../../src/machines/sessionMachine';
import { ServicesProvider, type Services } from '../../src/views/root/services';
import { useSession, type SessionActor } from '../../src/views/root/sessionContext';
import { SessionProvider } from '../../src/views/root/SessionProvider';
import { eventually } from '../eventually';

/**
 * Found by tests/model/properties/session.property.test.ts (Session 21), shrunk: a user stored; start-up reads it
 * and asks account/me; site data is cleared (no storage event in this tab) and the tab comes back while account/me
 * is still on its way; account/me then fails (server down). The tab only looked again when signed in, so start-up
 * went on to signed in with the user storage no longer had, and its requests went out without a token.
 */
const ananya: User = { id: 'u1', username: 'admin', name: 'Ananya Iyer', email: 'a@x.in', role: 'administrator', token: 'tok-a' };

afterEach(() => {
  cleanup();
  localStorage.clear();
});

it('storage emptied while start-up checks the stored user: coming back signs the tab out, and a failed check does not sign it in', async () => {
  localStorage.setItem(USER_KEY, JSON.stringify(ananya));
  let failMe: (error: unknown) => void = () => {};
  const machine = sessionMachine.provide({
    actors: {
      readStoredUser: fromPromise<User | null, void>(async () => readStoredUser()),
      loadMe: fromPromise<User, { token: string }>(() => new Promise((_, reject) => (failMe = reject))),
    },
    actions: { storeUser: () => {}, forgetUser: () => {}, clearAllStorage: () => {} },
  });
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
  const session = () => actor!.getSnapshot();
  await eventually(() => expect(session().value).toEqual({ starting: 'loadingUser' }));

  // As "clear site data" in the browser's settings does: this tab gets no storage event.
  localStorage.clear();
  act(() => document.dispatchEvent(new Event('visibilitychange')));
  expect(session().value).toBe('signedOut');
  expect(session().context.endReason).toBe('elsewhere');

  await act(async () => failMe(new ApiError('http', 'Service Unavailable', 503)));
  expect(session().value).toBe('signedOut');
  expect(session().context.user).toBeNull();
});
