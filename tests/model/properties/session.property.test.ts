// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type SnapshotFrom } from 'xstate';
import type { Credentials } from '../../../src/api/account';
import { ApiError } from '../../../src/api/errors';
import type { User } from '../../../src/api/schemas/user';
import { loginFailureId } from '../../../src/machines/loginFailure';
import { sessionMachine } from '../../../src/machines/sessionMachine';
import type { SessionEvent } from '../../../src/machines/sessionTypes';
import { holdsStoredUser } from '../../../src/views/root/holdsStoredUser';
import { answersDelivered, Calls, propertyOptions, Reached, steps, watchErrors, type Call } from './fakeActors';

/**
 * Adversarial event orders on the session: sign-in, sign-out, 401s for this session's token or an old one, other
 * tabs signing in and out, site data cleared behind the tab's back, the tab coming back, and the server's answers to
 * start-up, sign-in and sign-out arriving in any order, late, or failing, with time passing (SimulatedClock) for the
 * sign-out's own timeout. Browser storage is a model the storage actions write, and other tabs write too.
 *
 * After every step: signed in always has a user with a token, signed out never keeps one; a 401 for this session's
 * token ends it at once (storage cleared, "expired" told once), one for another token changes nothing; a user
 * another tab stores is followed from every settled state, and its sign-out from a signed-in one; this tab never sits
 * signed out beside a stored user, nor signed in with another user than storage holds; a sign-out ends within
 * `logoutTimeout` whatever the server does; each request goes out exactly when the session promises it.
 *
 * While the stored user is read (`starting.readingStorage`), the app's own events are held and delivered after
 * it, as SessionRunner queues the request layer's events until then; other tabs and the browser's storage do
 * nothing meanwhile: the read is synchronous inside its promise, and a storage event (a task) cannot come between
 * a promise and its callbacks.
 *
 * Mutants seen failing (each reverted): `tokenMatches` without the token comparison (an old token's 401 ends a new
 * session), `expired` without `clearAllStorage`, `signedIn` adopting no user from another tab (`adoptStoredUser`
 * dropped), `signingOut` no longer following another tab's sign-in, `storageCleared` never true, `forgetUser` dropped
 * from `session.logout`, the `logoutTimeout` after removed (a hung server keeps the tab signing out), `loadingUser`
 * ignoring a 401 for its token. Equivalent, so not caught: the `signedIn` action keeping `loginError` (every way
 * into `signingIn` clears it first, and adopting another tab's user clears it too).
 */

const credentials: Credentials[] = [
  { username: 'admin', password: 'admin@123' },
  { username: 'staff', password: 'staff@123' },
];
const FAILURES = {
  unauthorized: new ApiError('http', 'Unauthorized', 401, {}, 'refusal'),
  forbidden: new ApiError('http', 'Forbidden', 403, {}, 'refusal'),
  offline: new ApiError('network', 'Failed to fetch'),
  serverDown: new ApiError('http', 'Internal Server Error', 500),
};
type Answer = 'ok' | keyof typeof FAILURES;
const LOGOUT_TIMEOUT = 4000;

type Step =
  | { do: 'login'; as: number }
  | { do: 'logout' }
  | { do: 'dismissError' }
  | { do: 'unauthorized'; token: 'current' | 'old' | 'unknown' }
  | { do: 'loginRequired' }
  | { do: 'otherTab'; signs: 'in' | 'out' }
  /** `comeBack`: the visitor cleared it in another window and comes straight back to this tab. */
  | { do: 'siteDataCleared'; comeBack: boolean }
  | { do: 'tabReturns' }
  | { do: 'answer'; pick: number; with: Answer }
  | { do: 'wait'; ms: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ do: fc.constant('login' as const), as: fc.nat(1) }) },
  { weight: 2, arbitrary: fc.constant({ do: 'logout' as const }) },
  { weight: 1, arbitrary: fc.constant({ do: 'dismissError' as const }) },
  { weight: 2, arbitrary: fc.record({ do: fc.constant('unauthorized' as const), token: fc.constantFrom('current' as const, 'old' as const, 'unknown' as const) }) },
  { weight: 1, arbitrary: fc.constant({ do: 'loginRequired' as const }) },
  { weight: 2, arbitrary: fc.record({ do: fc.constant('otherTab' as const), signs: fc.constantFrom('in' as const, 'out' as const) }) },
  { weight: 2, arbitrary: fc.record({ do: fc.constant('siteDataCleared' as const), comeBack: fc.boolean() }) },
  { weight: 1, arbitrary: fc.constant({ do: 'tabReturns' as const }) },
  {
    weight: 6,
    arbitrary: fc.record({
      do: fc.constant('answer' as const),
      pick: fc.nat(2),
      with: fc.oneof({ weight: 3, arbitrary: fc.constant<Answer>('ok') }, { weight: 2, arbitrary: fc.constantFrom<Answer>('unauthorized', 'forbidden', 'offline', 'serverDown') }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ do: fc.constant('wait' as const), ms: fc.constantFrom(1000, 3999, 4000) }) },
);

type Snapshot = SnapshotFrom<typeof sessionMachine>;

let tokens = 0;
const userFor = (username: string, origin: string): User => {
  tokens += 1;
  return { id: `u-${username}`, username, name: username, email: `${username}@x.in`, role: 'staff', token: `tok-${origin}-${tokens}` };
};

async function run(initiallyStored: boolean, commands: Step[], reached: Reached) {
  const calls = new Calls();
  const clock = new SimulatedClock();
  // Browser storage (key `user`), as this tab's storage actions and other tabs leave it.
  const storage = { user: initiallyStored ? userFor('admin', 'stored') : null } as { user: User | null };
  const effects = { cleared: 0, expired: 0, loginRequired: 0 };
  const machine = sessionMachine.provide({
    actors: {
      readStoredUser: calls.fake<User | null, void>('readStoredUser'),
      loadMe: calls.fake<User, { token: string }>('loadMe'),
      logIn: calls.fake<User, Credentials>('logIn'),
      logOut: calls.fake<unknown, { token: string }>('logOut'),
    },
    actions: {
      storeUser: (_, params: { user: User }) => void (storage.user = params.user),
      forgetUser: () => void (storage.user = null),
      clearAllStorage: () => {
        storage.user = null;
        effects.cleared += 1;
      },
    },
  });
  const actor = createActor(machine, { clock });
  const errors = watchErrors(actor);
  actor.on('session.expired', () => void (effects.expired += 1));
  actor.on('session.loginRequired', () => void (effects.loginRequired += 1));
  actor.start();
  // readStoredUser reads storage when it starts (the real one is synchronous inside its promise).
  const read = storage.user;
  const answers = new Map<number, { output?: unknown; error?: unknown }>();
  const seenTokens: string[] = [];
  // Held while the stored user is read (see above), then delivered in order.
  const held: SessionEvent[] = [];
  // Site data cleared without an event in this tab, not yet noticed (the tab has not come back).
  let unnoticedClear = false;
  let signingOutFor: number | null = null;
  let expectedLoginRequired = 0;

  const deliver = (event: SessionEvent) => {
    const before = actor.getSnapshot();
    const sent = { logIn: calls.of('logIn').length, logOut: calls.of('logOut').length };
    const expiredBefore = effects.expired;
    actor.send(event);
    const after = actor.getSnapshot();
    const user = before.context.user;
    // A 401 for this session's token ends it at once; for any other token it changes nothing.
    if (event.type === 'session.unauthorized') {
      const ends = user !== null && event.token === user.token && (before.matches('signedIn') || before.matches({ starting: 'loadingUser' }));
      if (ends) {
        expect(after.value).toBe('expired');
        expect(storage.user).toBeNull();
        expect(effects.expired).toBe(expiredBefore + 1);
        reached.note('expired by 401');
      } else {
        expect({ value: after.value, context: after.context }).toEqual({ value: before.value, context: before.context });
      }
    }
    // Another tab's sign-in is followed from every settled state; its sign-out from a signed-in (or loading) one.
    if (event.type === 'session.storageChanged' && event.user !== null) {
      expect(after.value).toBe('signedIn');
      expect(after.context.user).toEqual(event.user);
      reached.note(`followed a sign-in from ${JSON.stringify(before.value)}`);
    }
    if (event.type === 'session.storageChanged' && event.user === null && (before.matches('signedIn') || before.matches({ starting: 'loadingUser' }))) {
      expect(after.value).toBe('signedOut');
      expect(after.context.endReason).toBe('elsewhere');
      reached.note('followed a sign-out');
    }
    // Sign-in asks the server only from a signed-out state, once, with the credentials typed.
    const signsIn = event.type === 'session.login' && (before.matches('signedOut') || before.matches('expired'));
    expect(calls.of('logIn').length).toBe(sent.logIn + (signsIn ? 1 : 0));
    if (signsIn) expect(calls.latest('logIn')!.input).toEqual({ username: event.username, password: event.password });
    // Sign-out asks once, with the session's token, and the stored user goes at once.
    const signsOut = event.type === 'session.logout' && before.matches('signedIn');
    expect(calls.of('logOut').length).toBe(sent.logOut + (signsOut ? 1 : 0));
    if (signsOut) {
      expect(calls.latest('logOut')!.input).toEqual({ token: user!.token });
      expect(storage.user).toBeNull();
    }
    if (event.type === 'session.loginRequired') expectedLoginRequired += 1;
  };

  const check = (s: Snapshot) => {
    expect(errors).toEqual([]);
    expect(s.status).toBe('active');
    const tags = ['starting', 'signedIn', 'signedOut'].filter((t) => s.hasTag(t));
    expect(tags).toHaveLength(1);
    const user = s.context.user;
    if (s.hasTag('signedOut')) expect(user).toBeNull();
    if (s.hasTag('signedIn')) expect(user?.token).toMatch(/^tok-/);
    if (s.matches('signedIn')) {
      expect(s.context.loginError).toBeNull();
      // Signed in as the user storage holds (other tabs and reloads see the same), unless storage was emptied
      // behind this tab's back and the tab has not come back since.
      if (storage.user === null) expect(unnoticedClear).toBe(true);
      else expect(storage.user.token).toBe(user!.token);
    }
    // Never signed out beside a stored user: a reload would sign in what this tab says is signed out.
    if (s.matches('signedOut') || s.matches('expired')) expect(storage.user).toBeNull();
    expect(effects.expired).toBe(effects.cleared);
    expect(effects.loginRequired).toBe(expectedLoginRequired);
    for (const kind of ['readStoredUser', 'loadMe', 'logIn', 'logOut']) expect(calls.inFlight(kind).length).toBeLessThanOrEqual(1);
    // Never stuck: each state has its way on.
    if (s.matches('signedOut') || s.matches('expired')) expect(s.can({ type: 'session.login', ...credentials[0]! })).toBe(true);
    if (s.matches('signedIn')) expect(s.can({ type: 'session.logout' })).toBe(true);
    if (s.matches('signingIn')) expect(calls.inFlight('logIn')).toHaveLength(1);
    if (s.matches({ starting: 'loadingUser' })) expect(calls.inFlight('loadMe')).toHaveLength(1);
    // A sign-out ends within logoutTimeout, whatever the server does.
    if (s.matches('signingOut')) expect(signingOutFor).not.toBeNull();
    if (signingOutFor !== null && signingOutFor >= LOGOUT_TIMEOUT) expect(s.matches('signingOut')).toBe(false);
    if (s.context.user) seenTokens.push(s.context.user.token);
  };

  check(actor.getSnapshot());
  for (const command of commands) {
    const before = actor.getSnapshot();
    const reading = before.matches({ starting: 'readingStorage' });
    let event: SessionEvent | null = null;
    switch (command.do) {
      case 'login':
        event = { type: 'session.login', ...credentials[command.as]! };
        break;
      case 'logout':
        event = { type: 'session.logout' };
        break;
      case 'dismissError':
        event = { type: 'session.dismissError' };
        break;
      case 'unauthorized': {
        // While reading, the session's token is the stored user's (the one the request layer sent).
        const current = reading ? read?.token : before.context.user?.token;
        const old = seenTokens.find((t) => t !== current);
        const token = command.token === 'current' ? current : command.token === 'old' ? old : 'tok-unknown';
        if (token !== undefined) event = { type: 'session.unauthorized', token };
        break;
      }
      case 'loginRequired':
        event = { type: 'session.loginRequired' };
        break;
      case 'otherTab':
        if (reading) break;
        storage.user = command.signs === 'in' ? userFor('staff', 'tab') : null;
        unnoticedClear = false;
        event = { type: 'session.storageChanged', user: storage.user };
        break;
      case 'siteDataCleared':
      case 'tabReturns':
        if (command.do === 'siteDataCleared') {
          if (reading) break;
          if (storage.user !== null) unnoticedClear = true;
          storage.user = null;
          if (!command.comeBack) break;
        }
        // SessionProvider's own check when the tab is shown again (holdsStoredUser), storage emptied meanwhile.
        if (holdsStoredUser(before) && storage.user === null) event = { type: 'session.storageChanged', user: null };
        unnoticedClear = false;
        break;
      case 'answer': {
        const call = calls.pickAny(command.pick) as Call<unknown, unknown> | undefined;
        if (!call) break;
        const late = call.signal.aborted;
        if (command.with === 'ok') {
          const output =
            call.actor === 'readStoredUser'
              ? read
              : call.actor === 'loadMe'
                ? { ...read!, name: 'Fresh name' }
                : call.actor === 'logIn'
                  ? userFor((call.input as Credentials).username, 'login')
                  : null;
          answers.set(call.seq, { output });
          call.resolve(output);
        } else {
          // A read that fails is storage that throws or holds garbage, which the real reader removed as it read
          // (so not what another tab has written since).
          if (call.actor === 'readStoredUser' && storage.user === read) storage.user = null;
          answers.set(call.seq, { error: FAILURES[command.with] });
          call.reject(FAILURES[command.with]);
        }
        await answersDelivered();
        const after = actor.getSnapshot();
        if (late) {
          expect({ value: after.value, context: after.context }).toEqual({ value: before.value, context: before.context });
          reached.note('late answer');
        }
        if (!late && call.actor === 'logIn' && command.with !== 'ok') expect(after.context.loginError).toBe(loginFailureId(FAILURES[command.with]));
        if (!late && call.actor === 'logIn' && command.with === 'ok') reached.note('signed in');
        if (!late && call.actor === 'loadMe' && command.with === 'unauthorized') expect(storage.user).toBeNull();
        break;
      }
      case 'wait':
        clock.increment(command.ms);
        if (signingOutFor !== null) signingOutFor += command.ms;
        break;
    }
    if (event && reading) held.push(event);
    else if (event) deliver(event);
    if (!actor.getSnapshot().matches({ starting: 'readingStorage' })) held.splice(0).forEach(deliver);
    const after = actor.getSnapshot();
    // A tab that comes back to emptied storage keeps no user it would go on with (nor sign in with one later).
    const cameBack = command.do === 'tabReturns' || (command.do === 'siteDataCleared' && command.comeBack && !reading);
    if (cameBack && storage.user === null) {
      expect(after.matches('signedIn') || after.matches({ starting: 'loadingUser' })).toBe(false);
      reached.note(`came back to emptied storage in ${JSON.stringify(before.value)}`);
    }
    if (!after.matches('signingOut')) signingOutFor = null;
    else signingOutFor ??= 0;
    check(after);
    reached.note(JSON.stringify(after.value));
  }
  actor.stop();
}

describe('sessionMachine under adversarial event orders', () => {
  it('ends on a 401 for its token only, follows other tabs, never signs in without a token or out beside a stored user', async () => {
    const reached = new Reached();
    await fc.assert(
      fc.asyncProperty(fc.boolean(), steps(step), (stored, commands) => run(stored, commands, reached)),
      {
        ...propertyOptions(),
        // Coming back to emptied storage while start-up checks the stored user is a window of one request, which
        // about one seed in six missed (the self-check below then failed): this run always reaches it first.
        examples: [[true, [{ do: 'answer', pick: 0, with: 'ok' }, { do: 'siteDataCleared', comeBack: true }]]],
      },
    );
    const states = ['{"starting":"readingStorage"}', '{"starting":"loadingUser"}', '"signedOut"', '"signingIn"', '"signedIn"', '"signingOut"', '"expired"'];
    const more = ['expired by 401', 'followed a sign-out', 'late answer', 'signed in', 'followed a sign-in from "signingOut"', 'followed a sign-in from "signingIn"'];
    const cameBack = ['"signedIn"', '{"starting":"loadingUser"}'].map((state) => `came back to emptied storage in ${state}`);
    expect(reached.missing([...states, ...more, ...cameBack])).toEqual([]);
  });
});
