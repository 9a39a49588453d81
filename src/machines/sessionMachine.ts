import { assign, emit, fromPromise } from 'xstate';
import { setup } from './setup';
import type { User } from '../api/schemas/user';
import { isApiError } from '../api/errors';
import type { Credentials } from '../api/account';
import { loginFailureId } from './loginFailure';
import type { EndReason, SessionContext, SessionEmitted, SessionEvent } from './sessionTypes';

/**
 * The whole session lifecycle (spec sections 4 and 6, api-contract.md "Session rules"). Pure: storage, HTTP and
 * navigation come in through `provide()` (actors and the three storage actions) or go out as emitted events:
 * `session.loginRequired` the view layer turns into navigation; `session.expired` only reports the end, since after
 * a 401 the route guard alone navigates, and only on a route that needs a user.
 * States and events are explained in docs/machines/session-notes.md.
 */
const stub = <I, O>() =>
  fromPromise<O, I>(() => Promise.reject(new Error('sessionMachine: provide this actor')));

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    emitted: {} as SessionEmitted,
  },
  actors: {
    readStoredUser: stub<void, User | null>(),
    loadMe: stub<{ token: string }, User>(),
    logIn: stub<Credentials, User>(),
    logOut: stub<{ token: string }, unknown>(),
  },
  actions: {
    // Storage effects, supplied by the view layer (src/views/root/sessionEffects.ts).
    storeUser: (_, _params: { user: User }) => {},
    forgetUser: () => {},
    clearAllStorage: () => {},
    notifyExpired: emit({ type: 'session.expired' } as const),
    notifyLoginRequired: emit({ type: 'session.loginRequired' } as const),
    signedIn: assign((_, params: { user: User }) => ({ user: params.user, loginError: null, endReason: null })),
    signedOut: assign((_, params: { reason: EndReason }) => ({ user: null, endReason: params.reason })),
    // The stored user is held while it is checked with the server; the sign-in error and end reason stay as they are.
    holdStoredUser: assign((_, params: { user: User | null }) => ({ user: params.user })),
    adoptStoredUser: assign(({ event }) => ({
      user: event.type === 'session.storageChanged' ? event.user : null,
      loginError: null,
      endReason: null,
    })),
    clearLoginError: assign({ loginError: null }),
    // Which text a failed sign-in shows (wrong details, refused, too many tries, no connection, server failure).
    loginFailed: assign((_, params: { error: unknown }) => ({ loginError: loginFailureId(params.error) })),
  },
  guards: {
    storedUserFound: (_, params: { user: User | null }) => params.user !== null,
    tokenMatches: ({ context, event }) =>
      event.type === 'session.unauthorized' && context.user !== null && event.token === context.user.token,
    storageHasUser: ({ event }) => event.type === 'session.storageChanged' && event.user !== null,
    storageCleared: ({ event }) => event.type === 'session.storageChanged' && event.user === null,
    unauthorizedError: (_, params: { error: unknown }) => isApiError(params.error) && params.error.status === 401,
  },
  delays: {
    // Sign-out must not hang on a slow server: the session ends locally after this long regardless.
    logoutTimeout: 4000,
  },
}).createMachine({
  id: 'session',
  context: { user: null, loginError: null, endReason: null },
  initial: 'starting',
  on: {
    'session.loginRequired': { actions: 'notifyLoginRequired' },
  },
  states: {
    starting: {
      tags: ['starting'],
      initial: 'readingStorage',
      states: {
        readingStorage: {
          invoke: {
            id: 'readStoredUser',
            src: 'readStoredUser',
            onDone: [
              {
                guard: { type: 'storedUserFound', params: ({ event }) => ({ user: event.output }) },
                target: 'loadingUser',
                actions: { type: 'holdStoredUser', params: ({ event }) => ({ user: event.output }) },
              },
              { target: '#session.signedOut' },
            ],
            // Storage that throws never breaks start-up: it just means nobody is signed in.
            onError: { target: '#session.signedOut' },
          },
        },
        loadingUser: {
          invoke: {
            id: 'loadMe',
            src: 'loadMe',
            input: ({ context }) => ({ token: context.user?.token ?? '' }),
            onDone: {
              target: '#session.signedIn',
              actions: [
                { type: 'signedIn', params: ({ event }) => ({ user: event.output }) },
                { type: 'storeUser', params: ({ event }) => ({ user: event.output }) },
              ],
            },
            onError: [
              {
                // Only reached on the sign-in page (http.ts: isLoginPage), where a 401 clears nothing but the stale user.
                guard: { type: 'unauthorizedError', params: ({ event }) => ({ error: event.error }) },
                target: '#session.signedOut',
                actions: [{ type: 'signedOut', params: { reason: 'expired' } }, 'forgetUser'],
              },
              // Spec: start-up continues whether or not the user loads; a server that is down keeps the stored user.
              { target: '#session.signedIn' },
            ],
          },
          on: {
            'session.unauthorized': { guard: 'tokenMatches', target: '#session.expired' },
            'session.storageChanged': [
              { guard: 'storageHasUser', target: '#session.signedIn', actions: 'adoptStoredUser' },
              { target: '#session.signedOut', actions: { type: 'signedOut', params: { reason: 'elsewhere' } } },
            ],
          },
        },
      },
    },
    signedOut: {
      tags: ['signedOut'],
      on: {
        'session.login': { target: 'signingIn', actions: 'clearLoginError' },
        'session.dismissError': { actions: 'clearLoginError' },
        'session.storageChanged': { guard: 'storageHasUser', target: 'signedIn', actions: 'adoptStoredUser' },
      },
    },
    signingIn: {
      tags: ['signedOut', 'busy'],
      invoke: {
        id: 'logIn',
        src: 'logIn',
        input: ({ event }) =>
          event.type === 'session.login' ? { username: event.username, password: event.password } : { username: '', password: '' },
        onDone: {
          target: 'signedIn',
          actions: [
            { type: 'signedIn', params: ({ event }) => ({ user: event.output }) },
            { type: 'storeUser', params: ({ event }) => ({ user: event.output }) },
          ],
        },
        onError: { target: 'signedOut', actions: { type: 'loginFailed', params: ({ event }) => ({ error: event.error }) } },
      },
      on: {
        // Signed in in another tab meanwhile: take that session, this attempt no longer matters.
        'session.storageChanged': { guard: 'storageHasUser', target: 'signedIn', actions: 'adoptStoredUser' },
      },
    },
    signedIn: {
      tags: ['signedIn'],
      on: {
        // The stored user goes as sign-out starts (the logout request carries the token from context): a reload or
        // another tab meanwhile finds nobody signed in, instead of a token the server may already have ended, which
        // would read as 'Your session has ended'.
        'session.logout': { target: 'signingOut', actions: 'forgetUser' },
        'session.unauthorized': { guard: 'tokenMatches', target: 'expired' },
        'session.storageChanged': [
          { guard: 'storageCleared', target: 'signedOut', actions: { type: 'signedOut', params: { reason: 'elsewhere' } } },
          { actions: 'adoptStoredUser' },
        ],
      },
    },
    signingOut: {
      tags: ['signedIn', 'busy'],
      invoke: {
        id: 'logOut',
        src: 'logOut',
        input: ({ context }) => ({ token: context.user?.token ?? '' }),
        // The session ends whatever the server answers (issue 3): a failed logout must not keep anyone signed in.
        onDone: { target: 'signedOut', actions: { type: 'signedOut', params: { reason: 'logout' } } },
        onError: { target: 'signedOut', actions: { type: 'signedOut', params: { reason: 'logout' } } },
      },
      after: {
        logoutTimeout: { target: 'signedOut', actions: { type: 'signedOut', params: { reason: 'logout' } } },
      },
      on: {
        // Signed in in another tab while this one waits for the server: follow it, as every signed-out state does
        // (the event comes once; waiting it out would leave this tab signed out beside a stored user).
        'session.storageChanged': { guard: 'storageHasUser', target: 'signedIn', actions: 'adoptStoredUser' },
      },
    },
    expired: {
      tags: ['signedOut'],
      // Spec section 4: the stored user is removed and all local storage cleared, once per session.
      entry: [{ type: 'signedOut', params: { reason: 'expired' } }, 'clearAllStorage', 'notifyExpired'],
      on: {
        'session.login': { target: 'signingIn', actions: 'clearLoginError' },
        'session.storageChanged': { guard: 'storageHasUser', target: 'signedIn', actions: 'adoptStoredUser' },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
