import type { SnapshotFrom } from 'xstate';
import type { SessionMachine } from '../../machines/sessionMachine';

/**
 * Whether the session holds a user that browser storage should still have: signed in (or signing out), and also
 * while start-up checks the stored user with the server (`starting.loadingUser`), which goes on to signed in with
 * that user if the server fails. When the tab comes back to storage emptied behind its back (site data cleared,
 * eviction: no storage event in this tab), such a session follows it as another tab's sign-out
 * (SessionProvider). Missing `loadingUser` here let a tab that came back during start-up be signed in afterwards
 * with a user storage no longer had, its requests going out without a token (found by
 * tests/model/properties/session.property.test.ts).
 */
export function holdsStoredUser(snapshot: SnapshotFrom<SessionMachine>): boolean {
  return snapshot.hasTag('signedIn') || snapshot.matches({ starting: 'loadingUser' });
}
