import type { Page, Route } from '@playwright/test';
import { test } from './support/appTest';
import { ADMIN, expect, signIn, storedUser } from './sessionHelpers';

/**
 * What a failed sign-in says: only a request that never reached the server blames the visitor's connection; a
 * server failure asks to try later, a 429 to wait, a 403 points to the administrator (src/machines/loginFailure.ts).
 */

const SERVER = 'Signing in is not possible right now. Please try again in a few minutes.';

async function answerLogin(page: Page, answer: (route: Route) => Promise<void>) {
  await page.unroute('**/api/account/login');
  await page.route('**/api/account/login', answer);
}

async function expectFailure(page: Page, text: string) {
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText(text);
  // Said where the visitor is: focus moves to the message, and nobody is signed in.
  await expect(alert.locator('..')).toBeFocused();
  await expect(page).toHaveURL('/auth/login');
  expect(await storedUser(page)).toBeNull();
}

test('a server failure (500, 502, 503) asks to try again later, without blaming the connection', async ({ page }) => {
  await page.goto('/auth/login');
  for (const status of [500, 502, 503]) {
    await answerLogin(page, (route) => route.fulfill({ status, json: { success: false, message: 'down' } }));
    await signIn(page, ADMIN);
    await expectFailure(page, SERVER);
    await expect(page.getByRole('alert'), `HTTP ${status}`).not.toContainText('connection');
  }
});

test("a 401 or 400 that is not the API's JSON (a firewall's or gateway's page) is a server failure, not wrong details", async ({ page }) => {
  await page.goto('/auth/login');
  for (const [status, body] of [[401, ''], [400, '<html><body><h1>400 Bad Request</h1>Request Header Or Cookie Too Large</body></html>']] as const) {
    await answerLogin(page, (route) => route.fulfill({ status, contentType: body ? 'text/html' : 'text/plain', body }));
    await signIn(page, ADMIN);
    await expectFailure(page, SERVER);
  }
  // The API's own 401 is the "no" to these details (spec section 5's text).
  await answerLogin(page, (route) => route.fulfill({ status: 401, json: { success: false, data: null, message: 'The login detail is incorrect' } }));
  await signIn(page, ADMIN);
  await expectFailure(page, 'The login detail is incorrect');
});

test('a 429 says there were too many attempts', async ({ page }) => {
  await page.goto('/auth/login');
  await answerLogin(page, (route) => route.fulfill({ status: 429, json: { success: false, message: 'Too Many Requests' } }));
  await signIn(page, ADMIN);
  await expectFailure(page, 'Too many sign-in attempts. Please wait a few minutes and try again.');
});

test('a 403 is a refused account, not wrong details', async ({ page }) => {
  await page.goto('/auth/login');
  await answerLogin(page, (route) => route.fulfill({ status: 403, json: { success: false, message: 'Account locked' } }));
  await signIn(page, ADMIN);
  await expectFailure(page, 'This account cannot sign in right now. Contact your institute’s administrator.');
});

test('a request that never reaches the server asks to check the connection', async ({ page }) => {
  await page.goto('/auth/login');
  await answerLogin(page, (route) => route.abort('internetdisconnected'));
  await signIn(page, ADMIN);
  await expectFailure(page, 'Signing in is not possible right now. Check your connection and try again.');
});

test('an attempt the form refuses before sending takes the last attempt’s message away', async ({ page }) => {
  await page.goto('/auth/login');
  await signIn(page, { username: 'admin', password: 'wrongpass' });
  await expectFailure(page, 'The login detail is incorrect');
  // The next attempt has problems of its own: nothing is sent, and the old verdict is no longer about it.
  await page.getByRole('textbox', { name: 'Username' }).fill('');
  await page.getByLabel('Password', { exact: true }).fill('abc');
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByText('Password minimum length is 6')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'The login detail is incorrect' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Username' })).toBeFocused();
  // A real attempt after that says its own verdict again.
  await signIn(page, { username: 'admin', password: 'wrongpass' });
  await expectFailure(page, 'The login detail is incorrect');
});

// Leaving the password showed its problem and pushed Sign in 30 px down between press and release: the first click
// was lost (nothing sent, nothing said). The press no longer takes focus, and the submit shows every problem.
test('one click on Sign in after typing a short password is a submit: the problems show and focus goes to the first', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByLabel('Password', { exact: true }).fill('abc');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Username')).toBeFocused();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByText('Password minimum length is 6')).toBeVisible();
});

// Some browsers and password managers fill the fields in without an input event.
test('values filled in without an input event are the ones sent', async ({ page }) => {
  const logins: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/account/login') && r.method() === 'POST') logins.push(r.postData() ?? '');
  });
  await page.goto('/auth/login');
  await page.getByLabel('Username').evaluate((el: HTMLInputElement, value) => (el.value = value), ADMIN.username);
  await page.getByLabel('Password', { exact: true }).evaluate((el: HTMLInputElement, value) => (el.value = value), ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/');
  expect(logins).toHaveLength(1);
  expect(JSON.parse(logins[0]!)).toMatchObject({ username: ADMIN.username, password: ADMIN.password });
});
