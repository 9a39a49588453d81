import { test } from './support/appTest';
import { ADMIN, expect, signInFromStart, storedUser } from './sessionHelpers';

/**
 * A slow sign-out: the stored user goes as sign-out starts (sessionMachine: session.logout / forgetUser), and the
 * logout request still carries the token it ends. A reload meanwhile finds nobody signed in, instead of a token the
 * server has already ended, which read as 'Your session has ended. Please sign in again.'.
 */
test('reloading while account/logout is slow does not say the session ended', async ({ page }) => {
  await signInFromStart(page);
  const token = (JSON.parse((await storedUser(page))!) as { token: string }).token;

  // The server ends the token at once but its answer is slow (it never comes before the reload).
  let sentAuthorization: string | undefined;
  const ended = new Promise<void>((resolve) => {
    void page.route('**/api/account/logout', async (route) => {
      sentAuthorization = route.request().headers()['authorization'];
      await route.fetch();
      resolve();
    });
  });

  await page.getByRole('button', { name: ADMIN.name }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await ended;
  expect(sentAuthorization).toBe(`Bearer ${token}`);
  expect(await storedUser(page)).toBeNull();

  await page.reload();
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText('Your session has ended. Please sign in again.')).toHaveCount(0);
  expect(await storedUser(page)).toBeNull();
});
