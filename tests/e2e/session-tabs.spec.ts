import { test } from './support/appTest';
import { ADMIN, expect, signIn, signInFromStart, STAFF, storedUser } from './sessionHelpers';

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
