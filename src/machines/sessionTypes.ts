import type { Credentials } from '../api/account';
import type { User } from '../api/schemas/user';

/** The types of sessionMachine (src/machines/sessionMachine.ts), apart so the machine file stays readable. */

/** Why the last session ended; the guard drops the return path after a deliberate sign-out. */
export type EndReason = 'logout' | 'expired' | 'elsewhere' | null;

export interface SessionContext {
  user: User | null;
  /** A message id (one of loginFailure.ts's LoginFailureId), never translated text. */
  loginError: string | null;
  endReason: EndReason;
}

export type SessionEvent =
  | ({ type: 'session.login' } & Credentials)
  | { type: 'session.logout' }
  /** The sign-in form refused a new attempt before sending it: the last attempt's verdict no longer applies. */
  | { type: 'session.dismissError' }
  /** A 401 answered to a request that carried `token` (from the request layer). */
  | { type: 'session.unauthorized'; token: string }
  /** A signed-out request that must go to the sign-in page (from the request layer). */
  | { type: 'session.loginRequired' }
  /** Another tab changed the stored user; `user` is what storage holds now. */
  | { type: 'session.storageChanged'; user: User | null };

export type SessionEmitted = { type: 'session.expired' } | { type: 'session.loginRequired' };
