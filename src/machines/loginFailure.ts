import { isApiError } from '../api/errors';

/** The message ids a failed sign-in can show (literal, so the catalogue check finds each). */
export type LoginFailureId = 'auth.loginIncorrect' | 'auth.loginRefused' | 'auth.loginTooMany' | 'auth.loginConnection' | 'auth.loginServerError';

/**
 * What a failed `account/login` tells the visitor. Only the server's "no" to these details is 'The login detail is
 * incorrect' (api-contract.md: 401 or `success: false`, which account.ts turns into a 401; a 400 is the same "no"
 * to what was sent). The visitor's connection is blamed only when the request never reached the server; a server
 * that failed (5xx, no answer in time, an answer we cannot read) asks them to try again later, and a 429 to wait.
 * A 403 is a refusal of this account (locked, disabled, not allowed here), not wrong details: typing again will not
 * help, so it points to the institute's administrator. "Incorrect" needs a JSON body, the API's own word: an empty
 * or HTML 401 or 400 comes from something in front of it (a firewall, a gateway's password prompt, a proxy refusing
 * an oversized header) and says nothing about the details typed.
 */
export function loginFailureId(error: unknown): LoginFailureId {
  if (!isApiError(error)) return 'auth.loginServerError';
  if (error.kind === 'network') return 'auth.loginConnection';
  if (error.kind !== 'http') return 'auth.loginServerError';
  // 422 too: frameworks such as Laravel answer wrong credentials with a validation error on the username.
  if (error.status === 400 || error.status === 401 || error.status === 422) return error.body === 'none' ? 'auth.loginServerError' : 'auth.loginIncorrect';
  if (error.status === 403) return 'auth.loginRefused';
  if (error.status === 429) return 'auth.loginTooMany';
  return 'auth.loginServerError';
}
