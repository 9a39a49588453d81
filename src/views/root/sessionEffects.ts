import { fromPromise } from 'xstate';
import { accountActors } from '../../api/account';
import type { Http } from '../../api/http';
import type { User } from '../../api/schemas/user';
import { clearAllStorage, readStoredUser, removeStoredUser, writeStoredUser } from '../../api/userStore';
import { sessionMachine } from '../../machines/sessionMachine';
import { STORAGE_CLEARED_EVENT } from './ThemeProvider';

/** The session machine wired to the real request layer and browser storage. */
export function liveSessionMachine(http: Http) {
  return sessionMachine.provide({
    actors: {
      ...accountActors(http),
      readStoredUser: fromPromise<User | null, void>(async () => readStoredUser()),
    },
    actions: {
      storeUser: (_, params) => writeStoredUser(params.user),
      forgetUser: () => removeStoredUser(),
      clearAllStorage: () => {
        clearAllStorage();
        // The theme provider saves the display mode again: a display preference is not session data.
        window.dispatchEvent(new Event(STORAGE_CLEARED_EVENT));
      },
    },
  });
}
