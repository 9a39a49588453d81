import { act } from '@testing-library/react';
import type * as z from 'zod/mini';
import type { AuthEvents } from '../../../src/api/authEvents';
import { ApiError, isApiError } from '../../../src/api/errors';
import type { Http } from '../../../src/api/http';
import { isLoginPage } from '../../../src/api/requestRules';
import type { User } from '../../../src/api/schemas/user';
import { storedToken } from '../../../src/api/userStore';
import { answersDelivered, type Call, type Calls } from './fakeActors';

/**
 * Shared by the rendered-page properties that run the real session (signInPage, staffShell): a request layer
 * (`http.request`) whose answers the test gives, in any order, as the real one would give them. Not a test file.
 */

export const ananya: User = { id: 'u1', username: 'admin', name: 'Ananya Iyer', email: 'a@x.in', role: 'administrator', token: 'tok-a' };
export const ravi: User = { id: 'u2', username: 'ravi', name: 'Ravi Rao', email: 'r@x.in', role: 'staff', token: 'tok-r' };

/** What the real request layer throws for each kind of failure. */
export const FAILURES = {
  wrong: new ApiError('http', 'Unauthorized', 401, {}, 'refusal'),
  bare401: new ApiError('http', 'Unauthorized', 401, {}, 'none'),
  locked: new ApiError('http', 'Forbidden', 403, {}, 'json'),
  tooMany: new ApiError('http', 'Too Many Requests', 429, {}, 'json'),
  server: new ApiError('http', 'Internal Server Error', 500),
  unreadable: new ApiError('schema', 'The server sent an answer this app cannot read', 200),
  offline: new ApiError('network', 'Failed to fetch', null, {}, 'none', true),
  unreached: new ApiError('network', 'Failed to fetch'),
  timeout: new ApiError('timeout', 'No answer within 30000 ms'),
};
/** `ok`: the data; `refusal200`: `success: false` in a 200; otherwise the failure. */
export type Answer = 'ok' | 'refusal200' | keyof typeof FAILURES;

export interface RequestOptions {
  method?: string;
  path: string;
  body?: unknown;
  signal?: AbortSignal;
  /** The bearer token the request carried (http.ts: the call's own, or the stored user's at request time). */
  token?: string;
  schema: z.ZodMiniType;
}

/**
 * A request layer whose every request waits until the test answers it (recorded in `calls` under its path). As
 * http.ts does, a 401 for a request that carried a token, from any page but the sign-in page, is reported to
 * `authEvents` (the session decides whether it ends anything), late answers included.
 */
export function fakeHttp(calls: Calls, authEvents?: AuthEvents): Http {
  const request = (options: RequestOptions) => {
    const token = options.token ?? storedToken();
    return calls.wait(options.path, { ...options, token }, options.signal).catch((error: unknown) => {
      if (isApiError(error) && error.status === 401 && token && !isLoginPage(window.location.pathname)) {
        authEvents?.emit({ type: 'unauthorized', token });
      }
      throw error;
    });
  };
  return { request, resolve: <T>(href: T) => href } as unknown as Http;
}

/** Settles a request as the real request layer would: a body the schema reads, or its ApiError. */
export function settleWith(call: Call, answer: Answer, data: unknown) {
  const options = call.input as RequestOptions;
  if (answer === 'ok') call.resolve(options.schema.parse({ success: true, data }));
  else if (answer === 'refusal200') call.resolve(options.schema.parse({ success: false, data: null, message: 'Refused' }));
  else call.reject(FAILURES[answer]);
}

/** Lets answers, the lazy session's notifications and React's renders all land. */
export async function settle() {
  await act(async () => {
    for (let i = 0; i < 4; i++) await answersDelivered();
  });
}
