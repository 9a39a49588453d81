import { test } from '@playwright/test';
import { ADMIN, expect, passwordField, signIn, signInButton, signInFromStart, storedUser, usernameField } from './sessionHelpers';

/** Sign-in, the guard and sign-out on the production build against the demo backend (issue 3). */

test('the guard sends a signed-out visitor to sign in and brings them back to the page they asked for', async ({ page }) => {
  await page.goto('/?from=mail#branch');
  await expect(page).toHaveURL('/auth/login?returnTo=%2F%3Ffrom%3Dmail%23branch');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await signIn(page, ADMIN);
  await expect(page).toHaveURL('/?from=mail#branch');
  await expect(page.getByRole('heading', { name: `Welcome, ${ADMIN.name}` })).toBeVisible();
});

test('a return path that leaves the app is ignored', async ({ page }) => {
  await signInFromStart(page);
  for (const returnTo of ['//evil.example/x', 'https://evil.example/', 'javascript:alert(1)', '/\\evil.example', '/..//evil.example', '/auth/login']) {
    await page.goto(`/auth/login?returnTo=${encodeURIComponent(returnTo)}`);
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: `Welcome, ${ADMIN.name}` })).toBeVisible();
  }
});

test('signing in stores the user with its token and shows the home screen with the institute', async ({ page }) => {
  await signInFromStart(page);
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
});

test('wrong details say "The login detail is incorrect" and keep the visitor on the sign-in page', async ({ page }) => {
  await page.goto('/auth/login');
  await signIn(page, { username: 'admin', password: 'wrong-password' });
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText('The login detail is incorrect');
  await expect(alert.locator('..')).toBeFocused();
  await expect(page).toHaveURL('/auth/login');
  expect(await storedUser(page)).toBeNull();
});

test('an answer of success:false with HTTP 200 is also an incorrect login', async ({ page }) => {
  await page.route('**/api/account/login', (route) => route.fulfill({ json: { success: false, data: null, message: 'nope' } }));
  await page.goto('/auth/login');
  await signIn(page, ADMIN);
  await expect(page.getByRole('alert')).toHaveText('The login detail is incorrect');
});

test('a server that cannot be reached is not called an incorrect login', async ({ page }) => {
  await page.route('**/api/account/login', (route) => route.fulfill({ status: 503, json: { message: 'down' } }));
  await page.goto('/auth/login');
  await signIn(page, ADMIN);
  await expect(page.getByRole('alert')).toHaveText('Signing in is not possible right now. Check your connection and try again.');
});

test('the form checks its fields, focuses the first problem, and sends nothing until they pass', async ({ page }) => {
  let logins = 0;
  await page.route('**/api/account/login', (route) => {
    logins += 1;
    return route.continue();
  });
  await page.goto('/auth/login');
  await expect(usernameField(page)).toBeFocused();
  await signInButton(page).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expect(usernameField(page)).toBeFocused();
  await expect(usernameField(page)).toHaveAttribute('aria-invalid', 'true');

  await usernameField(page).fill('ad min');
  await passwordField(page).fill('abc');
  await passwordField(page).press('Enter');
  await expect(page.getByText('Username is not valid')).toBeVisible();
  await expect(page.getByText('Password minimum length is 6')).toBeVisible();
  await expect(usernameField(page)).toBeFocused();

  await usernameField(page).fill('admin');
  await expect(page.getByText('Username is not valid')).toHaveCount(0);
  await passwordField(page).press('Enter');
  await expect(passwordField(page)).toBeFocused();
  expect(logins).toBe(0);
});

test('show password reveals what was typed, and the button is disabled while signing in', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/account/login', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/auth/login');
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
});

test('sign out calls account/logout, forgets the user and lands on the sign-in page', async ({ page }) => {
  await signInFromStart(page);
  const logout = page.waitForRequest((r) => r.url().endsWith('/api/account/logout') && r.method() === 'POST');
  await page.getByRole('button', { name: ADMIN.name }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  expect((await logout).headers()['authorization']).toMatch(/^Bearer demo\./);
  await expect(page).toHaveURL('/auth/login');
  await expect(page.getByRole('status').filter({ hasText: 'You have signed out.' })).toBeVisible();
  expect(await storedUser(page)).toBeNull();
});

test('sign out clears the session even when account/logout fails', async ({ page }) => {
  await signInFromStart(page);
  await page.route('**/api/account/logout', (route) => route.fulfill({ status: 500, json: { message: 'boom' } }));
  await page.getByRole('button', { name: ADMIN.name }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/auth/login');
  expect(await storedUser(page)).toBeNull();
  await page.goto('/');
  await expect(page).toHaveURL('/auth/login');
});

test('the auth area has only the sign-in page: other /auth paths are unknown', async ({ page }) => {
  for (const path of ['/auth', '/auth/register', '/auth/login/extra']) {
    await page.goto(path);
    await expect(page).toHaveURL('/error/404');
  }
});

test('the sign-in page offers the language and theme menus', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByText('Benutzername ist erforderlich')).toBeVisible();
  await page.getByRole('group').getByRole('radio').nth(1).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});
