import { expect as baseExpect, type Page } from '@playwright/test';

/**
 * The machine these tests run on is shared and slow at times: how long an expect waits is set once, in
 * playwright.config.ts (a hang guard, never a speed assertion). Re-exported so the session specs keep one import.
 */
export const expect = baseExpect;

/** Demo sign-ins (src/mocks/data/users.ts). */
export const ADMIN = { username: 'admin', password: 'admin@123', name: 'Ananya Iyer' };
export const STAFF = { username: 'staff', password: 'staff@123', name: 'Rohit Deshpande' };

export const usernameField = (page: Page) => page.getByRole('textbox', { name: 'Username' });
export const passwordField = (page: Page) => page.getByLabel('Password', { exact: true });
export const signInButton = (page: Page) => page.getByRole('button', { name: 'Sign in' });

/** Fills the sign-in form and presses Enter in the password field (Enter submits). */
export async function signIn(page: Page, who: { username: string; password: string } = ADMIN) {
  await usernameField(page).fill(who.username);
  await passwordField(page).fill(who.password);
  await passwordField(page).press('Enter');
}

/** Opens the sign-in page, signs in as the administrator and waits for the home screen. */
export async function signInFromStart(page: Page) {
  await page.goto('/auth/login');
  await signIn(page, ADMIN);
  await expect(page.getByRole('heading', { name: `Welcome, ${ADMIN.name}` })).toBeVisible();
}

export async function storedUser(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('user'));
}

/**
 * Counts what the 401 rules must do once: localStorage.clear() calls, history moves to /auth/login and the
 * 'app:storage-cleared' events. Installed before the app's code runs; counts survive client-side navigation.
 */
export async function installSessionCounters(page: Page) {
  await page.addInitScript(() => {
    const counts = { clears: 0, loginNavigations: 0, storageCleared: 0 };
    (window as unknown as { __counts: typeof counts }).__counts = counts;
    const clear = Storage.prototype.clear;
    Storage.prototype.clear = function (this: Storage) {
      if (this === window.localStorage) counts.clears += 1;
      return clear.call(this);
    };
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (data: unknown, unused: string, url?: string | URL | null) => {
        if (url && String(url).includes('/auth/login')) counts.loginNavigations += 1;
        return original(data, unused, url);
      };
    }
    window.addEventListener('app:storage-cleared', () => (counts.storageCleared += 1));
  });
}

export async function sessionCounts(page: Page) {
  return page.evaluate(() => (window as unknown as { __counts: Record<string, number> }).__counts);
}
