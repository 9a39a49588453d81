import { test } from './support/appTest';
import { ADMIN, expect, signIn, signInFromStart, STAFF, storedUser } from './sessionHelpers';
import { gate } from './support/gate';

/** Other tabs follow the session (storage events): signing out signs out everywhere, signing in is picked up. */

test('signing out in one tab signs out the other, and signing in there is picked up here', async ({ context }) => {
  const first = await context.newPage();
  await signInFromStart(first);
  const second = await context.newPage();
  await second.goto('/?view=branch');
  await expect(second.getByRole('heading', { name: `Welcome, ${ADMIN.name}` })).toBeVisible();

  await first.getByRole('button', { name: ADMIN.name }).click();
  await first.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(first).toHaveURL('/auth/login');

  // The second tab was signed out without touching it, and keeps where it was for after sign-in.
  await expect(second).toHaveURL('/auth/login?returnTo=%2F%3Fview%3Dbranch');
  await expect(second.getByText('You were signed out in another tab or window.')).toBeVisible();

  await signIn(second, STAFF);
  await expect(second).toHaveURL('/?view=branch');
  await expect(second.getByRole('heading', { name: `Welcome, ${STAFF.name}` })).toBeVisible();

  // The first tab, still on the sign-in page, takes up the new session and goes home.
  await expect(first).toHaveURL('/');
  await expect(first.getByRole('heading', { name: `Welcome, ${STAFF.name}` })).toBeVisible();
});

test('a 401 that clears storage in one tab signs out the other', async ({ context }) => {
  const first = await context.newPage();
  await signInFromStart(first);
  const second = await context.newPage();
  await second.goto('/');
  await expect(second.getByRole('heading', { name: `Welcome, ${ADMIN.name}` })).toBeVisible();

  await first.route('**/api/current-institute', (route) => route.fulfill({ status: 401, json: { message: 'Unauthorized' } }));
  await first.reload();
  await expect(first).toHaveURL('/auth/login');
  expect(await storedUser(first)).toBeNull();
  await expect(second).toHaveURL('/auth/login');
});

test('a sign-in in another tab while this tab waits for its sign-out is followed here, and the old token is still ended', async ({ context, request }) => {
  // The sign-out's 4 s wait must not run out before the other tab signs in, however slow this machine is (running
  // out would make this tab follow the stored user anyway, the fix or not): the context's clock is paused meanwhile.
  await context.clock.install();
  const first = await context.newPage();
  await signInFromStart(first);
  const oldToken = JSON.parse((await storedUser(first))!).token as string;
  const { release, released: held } = gate();
  const logouts: string[] = [];
  await first.route('**/api/account/logout', async (route) => {
    logouts.push(route.request().headers()['authorization'] ?? '');
    await held;
    await route.continue();
  });
  await first.getByRole('button', { name: ADMIN.name }).click();
  await first.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect.poll(() => logouts).toEqual([`Bearer ${oldToken}`]);
  await context.clock.pauseAt((await first.evaluate(() => Date.now())) + 1000);

  // The server is slow; meanwhile Rohit signs in in a second tab, which stores his user (as the app does).
  const answer = await request.post('/api/account/login', { data: { username: STAFF.username, password: STAFF.password } });
  const rohit = JSON.stringify((await answer.json()).data);
  const second = await context.newPage();
  await second.goto('/error/404');
  await second.evaluate((user) => window.localStorage.setItem('user', user), rohit);

  // Before the fix this tab ignored it while signing out, and ended on the sign-in page beside Rohit's session.
  await expect(first).toHaveURL('/');
  await expect(first.getByRole('heading', { name: `Welcome, ${STAFF.name}` })).toBeVisible();
  // Once the wait would have run out, this tab is still Rohit's.
  await context.clock.runFor(5000);
  await expect(first).toHaveURL('/');
  await expect(first.getByRole('heading', { name: `Welcome, ${STAFF.name}` })).toBeVisible();
  expect(await storedUser(first)).toBe(rohit);
  // The held sign-out still reaches the server: it was never aborted.
  const answered = first.waitForResponse('**/api/account/logout');
  release();
  expect((await answered).ok()).toBe(true);
});

const COMING_BACK = [
  ['shown again', () => document.dispatchEvent(new Event('visibilitychange'))],
  ['restored from the back-forward cache', () => window.dispatchEvent(new Event('pageshow'))],
  ['focused', () => window.dispatchEvent(new Event('focus'))],
] as const;

for (const [how, comeBack] of COMING_BACK) {
  test(`storage emptied behind the tab’s back (no storage event here) signs it out when the tab is ${how}`, async ({ page }) => {
    await signInFromStart(page);
    await page.goto('/?view=branch');
    await expect(page.getByRole('heading', { name: `Welcome, ${ADMIN.name}` })).toBeVisible();

    // As "clear site data" in the browser's settings does: this tab gets no storage event.
    await page.evaluate(() => window.localStorage.clear());
    await expect(page.getByRole('heading', { name: `Welcome, ${ADMIN.name}` })).toBeVisible();

    await page.evaluate(comeBack);
    await expect(page).toHaveURL('/auth/login?returnTo=%2F%3Fview%3Dbranch');
    await expect(page.getByText('You were signed out in another tab or window.')).toBeVisible();
  });
}

test('coming back to a tab whose session is still stored changes nothing', async ({ page }) => {
  await signInFromStart(page);
  await page.evaluate(() => {
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('pageshow'));
  });
  await expect(page.getByRole('heading', { name: `Welcome, ${ADMIN.name}` })).toBeVisible();
  expect(await storedUser(page)).not.toBeNull();
});
