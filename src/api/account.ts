import * as z from 'zod/mini';
import { fromPromise } from 'xstate';
import type { Http } from './http';
import { ApiError } from './errors';
import { anyData, envelope } from './schemas/envelope';
import { userSchema, type User } from './schemas/user';
import { unlessAborted } from './unlessAborted';

/** The account calls of api-contract.md: sign in, load the user by token at start-up, sign out. */

const loginAnswer = envelope(userSchema);
// `account/me` may leave the token out (the caller already has it); everything else must be a User.
const meAnswer = envelope(z.looseObject({ ...userSchema.shape, token: z.optional(z.string()) }));
const logoutAnswer = envelope(anyData);

export interface Credentials {
  username: string;
  password: string;
}

export async function login(http: Http, credentials: Credentials, signal?: AbortSignal): Promise<User> {
  const answer = await http.request({ method: 'POST', path: 'account/login', body: credentials, signal, schema: loginAnswer });
  // The contract allows "wrong details" as `success: false` with HTTP 200: the same outcome as a 401.
  if (!answer.success) throw new ApiError('http', answer.message || 'The login detail is incorrect', 401, {}, 'refusal');
  // A success without the user is an answer we cannot use: never "incorrect" for details that may be right.
  if (!answer.data) throw new ApiError('schema', 'A success without data', 200);
  return answer.data;
}

/**
 * How long start-up waits for `account/me` before going on with the stored user, as after any other failure: a
 * signed-in page waits on this call, and the 30 s default kept staff on "Loading…" at every page load while the
 * server hung (resilience review). A slow phone's small answer still fits.
 */
export const ME_TIMEOUT_MS = 8_000;

export async function loadMe(http: Http, token: string, signal?: AbortSignal): Promise<User> {
  const answer = await http.request({ path: 'account/me', signal, schema: meAnswer, timeoutMs: ME_TIMEOUT_MS });
  // A refusal in a 200 answer is not a 401, and only a 401 clears a session (spec section 9): start-up goes on
  // with the stored user, as after any other failure, and the next call's 401 ends a token that is really dead.
  if (!answer.success || !answer.data) throw new ApiError('http', answer.message || 'No user for this token', 200);
  const user = { ...answer.data, token: answer.data.token || token };
  return userSchema.parse(user);
}

/** `token`: the one to end; the session forgets the stored user as sign-out starts, before this request is sent. */
export async function logout(http: Http, signal?: AbortSignal, token?: string): Promise<void> {
  await http.request({ method: 'POST', path: 'account/logout', signal, token, schema: logoutAnswer });
}

/**
 * fromPromise actors for sessionMachine.provide(). Sign-in and loading the user pass the actor's abort signal on;
 * sign-out does not: the session stops waiting for it after 4 s, or when another tab signs in, but the server
 * should still hear that the old token is done with (the request keeps its own deadline).
 */
export function accountActors(http: Http) {
  return {
    logIn: fromPromise<User, Credentials>(({ input, signal }) => unlessAborted(signal, login(http, input, signal))),
    loadMe: fromPromise<User, { token: string }>(({ input, signal }) => unlessAborted(signal, loadMe(http, input.token, signal))),
    logOut: fromPromise<unknown, { token: string }>(({ input, signal }) => unlessAborted(signal, logout(http, undefined, input.token))),
  };
}
