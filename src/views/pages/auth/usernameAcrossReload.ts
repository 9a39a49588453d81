/**
 * A sign-in whose code is gone with a deploy reloads the page once (SignInPage's submit). The username crosses
 * that reload in this tab's sessionStorage, so the new page has it filled in and asks only for the password,
 * which is never stored. Taken once: a later visit to the page starts empty.
 */
const KEY = 'signin-username-after-update';

export function keepUsernameAcrossReload(username: string) {
  try {
    window.sessionStorage.setItem(KEY, username);
  } catch {
    // Without storage the reloaded page starts empty: the visitor types the username again.
  }
}

export function takeUsernameAfterReload(): string | null {
  try {
    const username = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    return username;
  } catch {
    return null;
  }
}
