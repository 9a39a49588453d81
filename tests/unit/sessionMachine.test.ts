import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../src/api/errors';
import type { User } from '../../src/api/schemas/user';
import { sessionMachine } from '../../src/machines/sessionMachine';
import type { Credentials } from '../../src/api/account';
import { eventually } from '../eventually';

/** The session machine's behaviour with fake actors: what it stores, clears and announces, and when. */
const ananya: User = { id: 'u1', username: 'admin', name: 'Ananya Iyer', email: 'a@x.in', role: 'administrator', token: 'tok-a' };
const rohit: User = { id: 'u2', username: 'staff', name: 'Rohit Deshpande', email: 'r@x.in', role: 'staff', token: 'tok-r' };

interface Fakes {
  stored?: User | null | Error;
  me?: (token: string) => Promise<User>;
  login?: (c: Credentials) => Promise<User>;
  logout?: (token: string) => Promise<unknown>;
}

function start(fakes: Fakes = {}) {
  const effects = { storeUser: vi.fn(), forgetUser: vi.fn(), clearAllStorage: vi.fn(), expired: vi.fn(), loginRequired: vi.fn() };
  const machine = sessionMachine.provide({
    actors: {
      readStoredUser: fromPromise(async () => {
        if (fakes.stored instanceof Error) throw fakes.stored;
        return fakes.stored ?? null;
      }),
      loadMe: fromPromise(({ input }: { input: { token: string } }) => (fakes.me ?? (async () => ananya))(input.token)),
      logIn: fromPromise(({ input }: { input: Credentials }) => (fakes.login ?? (async () => ananya))(input)),
      logOut: fromPromise(({ input }: { input: { token: string } }) => (fakes.logout ?? (async () => null))(input.token)),
    },
    actions: {
      storeUser: (_, params) => effects.storeUser(params.user),
      forgetUser: effects.forgetUser,
      clearAllStorage: effects.clearAllStorage,
    },
  });
  const actor = createActor(machine);
  actor.on('session.expired', effects.expired);
  actor.on('session.loginRequired', effects.loginRequired);
  actor.start();
  return { actor, effects };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('starting') && !s.hasTag('busy'));

describe('start-up', () => {
  it('with nothing stored, is signed out without asking the server', async () => {
    const me = vi.fn();
    const { actor } = start({ stored: null, me });
    expect(actor.getSnapshot().hasTag('starting')).toBe(true);
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(me).not.toHaveBeenCalled();
  });

  it('when storage throws, is signed out', async () => {
    const { actor } = start({ stored: new Error('SecurityError') });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('signedOut');
  });

  it('loads the stored user by its token and keeps the fresh copy', async () => {
    const me = vi.fn(async () => ({ ...ananya, name: 'Ananya R. Iyer' }));
    const { actor, effects } = start({ stored: ananya, me });
    await settled(actor);
    expect(me).toHaveBeenCalledWith('tok-a');
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context.user?.name).toBe('Ananya R. Iyer');
    expect(effects.storeUser).toHaveBeenCalledWith({ ...ananya, name: 'Ananya R. Iyer' });
  });

  it('continues signed in with the stored user when the server cannot be reached', async () => {
    const { actor, effects } = start({ stored: ananya, me: async () => Promise.reject(new ApiError('network', 'offline')) });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context.user).toEqual(ananya);
    expect(effects.forgetUser).not.toHaveBeenCalled();
  });

  it('forgets a stored user the server rejects (the sign-in page, where no 401 event comes)', async () => {
    const { actor, effects } = start({ stored: ananya, me: async () => Promise.reject(new ApiError('http', 'Unauthorized', 401)) });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(effects.forgetUser).toHaveBeenCalledTimes(1);
    expect(effects.clearAllStorage).not.toHaveBeenCalled();
  });
});

describe('signing in', () => {
  it('passes the credentials, stores the user and clears an earlier error', async () => {
    const login = vi.fn<(c: Credentials) => Promise<User>>().mockRejectedValueOnce(new ApiError('http', 'no', 401, {}, 'refusal')).mockResolvedValue(ananya);
    const { actor, effects } = start({ login });
    await settled(actor);
    actor.send({ type: 'session.login', username: 'admin', password: 'bad-one' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'session.login', username: '', password: '' })).toBe(false);
    await settled(actor);
    expect(actor.getSnapshot().context.loginError).toBe('auth.loginIncorrect');
    actor.send({ type: 'session.login', username: 'admin', password: 'admin@123' });
    expect(actor.getSnapshot().context.loginError).toBeNull();
    await settled(actor);
    expect(login).toHaveBeenLastCalledWith({ username: 'admin', password: 'admin@123' });
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(effects.storeUser).toHaveBeenCalledWith(ananya);
    // The password is never kept in the machine.
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('admin@123');
  });

  it.each([
    [new ApiError('http', 'Unauthorized', 401, {}, 'refusal'), 'auth.loginIncorrect'],
    [new ApiError('http', 'Bad request', 400, {}, 'json'), 'auth.loginIncorrect'],
    [new ApiError('http', 'Unauthorized', 401), 'auth.loginServerError'],
    [new ApiError('http', 'Forbidden', 403), 'auth.loginRefused'],
    [new ApiError('http', 'Too Many Requests', 429), 'auth.loginTooMany'],
    [new ApiError('http', 'Server error', 500), 'auth.loginServerError'],
    [new ApiError('timeout', 'No answer'), 'auth.loginServerError'],
    [new ApiError('network', 'offline'), 'auth.loginConnection'],
    [new ApiError('schema', 'unreadable', 200), 'auth.loginServerError'],
  ])('a failure of %s reads as %s', async (error, id) => {
    const { actor, effects } = start({ login: async () => Promise.reject(error) });
    await settled(actor);
    actor.send({ type: 'session.login', username: 'admin', password: 'secret1' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.loginError).toBe(id);
    expect(effects.storeUser).not.toHaveBeenCalled();
  });
});

describe('401s', () => {
  it('a burst for the stored token clears once and announces once; other tokens change nothing', async () => {
    const { actor, effects } = start({ stored: ananya });
    await settled(actor);
    actor.send({ type: 'session.unauthorized', token: 'tok-old' });
    expect(actor.getSnapshot().value).toBe('signedIn');
    for (let i = 0; i < 20; i++) actor.send({ type: 'session.unauthorized', token: 'tok-a' });
    expect(actor.getSnapshot().value).toBe('expired');
    expect(actor.getSnapshot().context).toMatchObject({ user: null, endReason: 'expired' });
    expect(effects.clearAllStorage).toHaveBeenCalledTimes(1);
    expect(effects.expired).toHaveBeenCalledTimes(1);
  });

  it('login-required is passed on to the view in any state', async () => {
    const { actor, effects } = start();
    await settled(actor);
    actor.send({ type: 'session.loginRequired' });
    expect(effects.loginRequired).toHaveBeenCalledTimes(1);
  });
});

describe('signing out', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each([
    ['answers', async () => null],
    ['fails', async () => Promise.reject(new ApiError('http', 'boom', 500))],
  ])('ends the session when account/logout %s', async (_, logout) => {
    const tokens: string[] = [];
    const { actor, effects } = start({ stored: ananya, logout: (token) => (tokens.push(token), logout()) });
    await eventually(() => expect(actor.getSnapshot().value).toBe('signedIn'));
    actor.send({ type: 'session.logout' });
    // Forgotten at once (a reload meanwhile finds nobody signed in); the logout call gets the token from the machine.
    expect(effects.forgetUser).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('signingOut');
    expect(tokens).toEqual(['tok-a']);
    await eventually(() => expect(actor.getSnapshot().value).toBe('signedOut'));
    expect(actor.getSnapshot().context).toMatchObject({ user: null, endReason: 'logout' });
    expect(effects.forgetUser).toHaveBeenCalledTimes(1);
  });

  it('does not wait for a server that never answers: the session ends after 4 s', async () => {
    const { actor, effects } = start({ stored: ananya, logout: () => new Promise(() => {}) });
    await eventually(() => expect(actor.getSnapshot().value).toBe('signedIn'));
    actor.send({ type: 'session.logout' });
    vi.advanceTimersByTime(3999);
    expect(actor.getSnapshot().value).toBe('signingOut');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('signedOut');
    // The sign-in page says "You have signed out", not "Your session has ended".
    expect(actor.getSnapshot().context).toMatchObject({ user: null, endReason: 'logout' });
    expect(effects.forgetUser).toHaveBeenCalledTimes(1);
  });
});

describe('signing out while another tab signs in', () => {
  it('follows the user the other tab stored while the server is still asked to end the old token', async () => {
    const { actor, effects } = start({ stored: ananya, logout: () => new Promise(() => {}) });
    await eventually(() => expect(actor.getSnapshot().value).toBe('signedIn'));
    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().value).toBe('signingOut');
    // Another tab saw the sign-out, and Rohit signed in there before this tab's server answered.
    actor.send({ type: 'session.storageChanged', user: rohit });
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context).toEqual({ user: rohit, loginError: null, endReason: null });
    expect(effects.storeUser).not.toHaveBeenCalledWith(rohit);
  });

  it('ignores a storage clear meanwhile: the sign-out ends as it would have', async () => {
    const { actor } = start({ stored: ananya, logout: async () => null });
    await eventually(() => expect(actor.getSnapshot().value).toBe('signedIn'));
    actor.send({ type: 'session.logout' });
    actor.send({ type: 'session.storageChanged', user: null });
    expect(actor.getSnapshot().value).toBe('signingOut');
    await eventually(() => expect(actor.getSnapshot().value).toBe('signedOut'));
    expect(actor.getSnapshot().context).toMatchObject({ user: null, endReason: 'logout' });
  });
});

describe('other tabs', () => {
  it('follow a sign-out and a sign-in made elsewhere, without writing storage themselves', async () => {
    const { actor, effects } = start({ stored: ananya });
    await settled(actor);
    effects.storeUser.mockClear();
    actor.send({ type: 'session.storageChanged', user: null });
    expect(actor.getSnapshot().context).toMatchObject({ user: null, endReason: 'elsewhere' });
    actor.send({ type: 'session.storageChanged', user: rohit });
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context.user).toEqual(rohit);
    // Signed in again: no notice of the earlier ending is left to show.
    expect(actor.getSnapshot().context.endReason).toBeNull();
    expect(effects.storeUser).not.toHaveBeenCalled();
    expect(effects.forgetUser).not.toHaveBeenCalled();
  });

  it('a sign-out elsewhere during start-up wins over the answer that comes later', async () => {
    let answer!: (u: User) => void;
    const { actor, effects } = start({ stored: ananya, me: () => new Promise<User>((resolve) => (answer = resolve)) });
    await waitFor(actor, (s) => s.matches({ starting: 'loadingUser' }));
    actor.send({ type: 'session.storageChanged', user: null });
    answer(ananya);
    await Promise.resolve();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.endReason, 'the sign-in page says it ended in another tab').toBe('elsewhere');
    expect(effects.storeUser).not.toHaveBeenCalled();
  });

  it('another tab switching to another user makes this tab that user too, never one user shown with another token', async () => {
    const { actor, effects } = start({ stored: ananya });
    await settled(actor);
    effects.storeUser.mockClear();
    actor.send({ type: 'session.storageChanged', user: rohit });
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context.user).toEqual(rohit);
    expect(effects.storeUser, 'the other tab wrote it').not.toHaveBeenCalled();
  });

  it('a sign-in made in another tab while this one signs in wins; this attempt no longer matters', async () => {
    let answer!: (u: User) => void;
    const { actor, effects } = start({ login: () => new Promise<User>((resolve) => (answer = resolve)) });
    await settled(actor);
    actor.send({ type: 'session.login', username: 'admin', password: 'admin@123' });
    expect(actor.getSnapshot().value).toBe('signingIn');
    actor.send({ type: 'session.storageChanged', user: rohit });
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context.user).toEqual(rohit);
    answer(ananya);
    await Promise.resolve();
    expect(actor.getSnapshot().context.user, 'the abandoned attempt does not overwrite it').toEqual(rohit);
    expect(effects.storeUser).not.toHaveBeenCalled();
  });

  it('dismissing a sign-in error takes it away', async () => {
    const { actor } = start({ login: async () => Promise.reject(new ApiError('http', 'Unauthorized', 401, {}, 'refusal')) });
    await settled(actor);
    actor.send({ type: 'session.login', username: 'admin', password: 'wrong-1' });
    await settled(actor);
    expect(actor.getSnapshot().context.loginError).toBe('auth.loginIncorrect');
    actor.send({ type: 'session.dismissError' });
    expect(actor.getSnapshot().context.loginError).toBeNull();
  });

  it('after an expired session, signing in here or in another tab leaves no ending to announce', async () => {
    const { actor } = start({ stored: ananya });
    await settled(actor);
    actor.send({ type: 'session.unauthorized', token: 'tok-a' });
    expect(actor.getSnapshot().context.endReason).toBe('expired');
    actor.send({ type: 'session.storageChanged', user: rohit });
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context).toMatchObject({ user: rohit, endReason: null });

    actor.send({ type: 'session.unauthorized', token: 'tok-r' });
    expect(actor.getSnapshot().context.endReason).toBe('expired');
    actor.send({ type: 'session.login', username: 'admin', password: 'admin@123' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context).toMatchObject({ user: ananya, endReason: null, loginError: null });
  });
});
