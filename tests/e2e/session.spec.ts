import { type Route } from '@playwright/test';
import { test } from './support/appTest';
import { ADMIN, expect, passwordField, signIn, signInButton, storedUser, usernameField } from './sessionHelpers';
import { gate } from './support/gate';

/**
 * Sign-in, the guard and sign-out on the production build against the demo backend (issue 3). Cases share a page
 * where they only differ in the login answer (a fresh page costs seconds on the shared machine); consecutive login
 * answers show different texts, so each assertion can only pass on its own answer.
 */

test('the sign-in form: field checks, each kind of login answer, show password, then the signed-in home and sign out', async ({ page }) => {
  let logins = 0;
  let answer: ((route: Route) => Promise<void>) | null = null;
  await page.route('**/api/account/login', (route) => {
    logins += 1;
    return answer ? answer(route) : route.fallback();
  });
  await page.goto('/auth/login');

  // The form checks its fields, focuses the first problem, and sends nothing until they pass.
  await expect(usernameField(page)).toBeFocused();
  await signInButton(page).click();
  await expect(page.getByText('Username is required', { exact: true })).toBeVisible();
  await expect(page.getByText('Password is required', { exact: true })).toBeVisible();
  await expect(usernameField(page)).toBeFocused();
  await expect(usernameField(page)).toHaveAttribute('aria-invalid', 'true');
  await usernameField(page).fill('ad min');
  await passwordField(page).fill('abc');
  await passwordField(page).press('Enter');
  await expect(page.getByText('Username is not valid', { exact: true })).toBeVisible();
  await expect(page.getByText('Password minimum length is 6', { exact: true })).toBeVisible();
  await expect(usernameField(page)).toBeFocused();
  await usernameField(page).fill('admin');
  await expect(page.getByText('Username is not valid')).toHaveCount(0);
  await passwordField(page).press('Enter');
  await expect(passwordField(page)).toBeFocused();
  expect(logins).toBe(0);

  // Wrong details say "The login detail is incorrect" and keep the visitor on the sign-in page.
  await signIn(page, { username: 'admin', password: 'wrong-password' });
  const alert = page.getByRole('alert');
  await expect(alert, 'wrong details').toHaveText('The login detail is incorrect');
  await expect(alert.locator('..')).toBeFocused();
  await expect(page).toHaveURL('/auth/login');
  expect(await storedUser(page)).toBeNull();

  // A server that cannot be reached is not called an incorrect login.
  answer = (route) => route.fulfill({ status: 503, json: { message: 'down' } });
  await signIn(page, ADMIN);
  await expect(alert, 'HTTP 503').toHaveText('Signing in is not possible right now. Please try again in a few minutes.');

  // An answer of success:false with HTTP 200 is also an incorrect login.
  answer = (route) => route.fulfill({ json: { success: false, data: null, message: 'nope' } });
  await signIn(page, ADMIN);
  await expect(alert, 'HTTP 200 with success:false').toHaveText('The login detail is incorrect');

  // Show password reveals what was typed, and the button is disabled while signing in.
  const { release, released: held } = gate();
  answer = async (route) => {
    await held;
    await route.fallback();
  };
  await usernameField(page).fill(ADMIN.username);
  await passwordField(page).fill(ADMIN.password);
  const toggle = page.getByRole('button', { name: 'Show password' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(passwordField(page)).toHaveAttribute('type', 'text');
  await passwordField(page).press('Enter');
  await expect(signInButton(page)).toBeDisabled();
  await expect(signInButton(page)).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(page).toHaveURL('/');

  // Signing in stores the user with its token and shows the home screen with the institute.
  await expect(page.getByRole('heading', { name: `Welcome, ${ADMIN.name}` })).toBeVisible();
  const user = JSON.parse((await storedUser(page)) ?? 'null');
  expect(user).toMatchObject({ username: 'admin', name: ADMIN.name, role: 'administrator' });
  expect(user.token).toMatch(/^demo\./);
  const banner = page.getByRole('banner');
  await expect(banner.getByText('Kaveri Vidya Sansthan', { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('42, 2nd Floor, Brigade Arcade, 80 Feet Road, Koramangala 4th Block, Bengaluru, Karnataka 560034')).toBeVisible();
  // A reload keeps the session: start-up loads the user by token.
  await page.reload();
  await expect(page.getByRole('heading', { name: `Welcome, ${ADMIN.name}` })).toBeVisible();

  // A return path that leaves the app is ignored.
  for (const returnTo of ['//evil.example/x', 'https://evil.example/', 'javascript:alert(1)', '/\\evil.example', '/..//evil.example', '/auth/login']) {
    await page.goto(`/auth/login?returnTo=${encodeURIComponent(returnTo)}`);
    await expect(page, `returnTo ${returnTo}`).toHaveURL('/');
    await expect(page.getByRole('heading', { name: `Welcome, ${ADMIN.name}` }), `returnTo ${returnTo}`).toBeVisible();
  }

  // Sign out calls account/logout, forgets the user and lands on the sign-in page.
  const logout = page.waitForRequest((r) => r.url().endsWith('/api/account/logout') && r.method() === 'POST');
  await page.getByRole('button', { name: ADMIN.name }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  expect((await logout).headers()['authorization']).toMatch(/^Bearer demo\./);
  await expect(page).toHaveURL('/auth/login');
  await expect(page.getByText('You have signed out.')).toBeVisible();
  // Said with the field that takes focus as the page opens: a live region born with its text is not reliably heard.
  await expect(page.getByRole('textbox', { name: 'Username' })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription('You have signed out.');
  expect(await storedUser(page)).toBeNull();
});

test('the guard returns to the page asked for; sign out works when account/logout fails; /auth paths; the menus', async ({ page }) => {
  // The guard sends a signed-out visitor to sign in and brings them back to the page they asked for.
  await page.goto('/?from=mail#branch');
  await expect(page).toHaveURL('/auth/login?returnTo=%2F%3Ffrom%3Dmail%23branch');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await signIn(page, ADMIN);
  await expect(page).toHaveURL('/?from=mail#branch');
  await expect(page.getByRole('heading', { name: `Welcome, ${ADMIN.name}` })).toBeVisible();

  // Sign out clears the session even when account/logout fails.
  await page.route('**/api/account/logout', (route) => route.fulfill({ status: 500, json: { message: 'boom' } }));
  await page.getByRole('button', { name: ADMIN.name }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/auth/login');
  expect(await storedUser(page)).toBeNull();
  await page.goto('/');
  await expect(page).toHaveURL('/auth/login');

  // The auth area has only the sign-in page: other /auth paths are unknown.
  for (const path of ['/auth', '/auth/register', '/auth/login/extra']) {
    await page.goto(path);
    await expect(page, `${path} is unknown`).toHaveURL('/error/404');
  }

  // The sign-in page offers the language and theme menus (last: the choices are saved for the rest of the visit).
  await page.goto('/auth/login');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByText('Benutzername ist erforderlich')).toBeVisible();
  await page.getByRole('group').getByRole('radio').nth(1).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});
