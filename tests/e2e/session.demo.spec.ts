import { test } from './support/appTest';
import { expect, signIn, STAFF } from './sessionHelpers';

/** `npm start` as a developer sees it: the in-browser demo backend signs in, and a reload keeps the session. */
test('the demo staff member signs in, sees their branch, keeps the session on reload and signs out', async ({ page }) => {
  // React's development build says so when a view suspends with use() and then renders without it (the session).
  const conditionalUse: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('did not call use()')) conditionalUse.push(message.text());
  });
  await page.goto('/');
  await expect(page).toHaveURL('/auth/login');
  await signIn(page, STAFF);
  await expect(page.getByRole('heading', { name: `Welcome, ${STAFF.name}` })).toBeVisible();
  await expect(page.getByText('Kaveri Vidya Sansthan, Pune')).toBeVisible();
  await expect(page.getByRole('banner').locator('img')).toHaveAttribute('src', /^http:\/\/(localhost|127\.0\.0\.1):\d+\/brand\/kvs-pune-light\.svg$/);

  await page.reload();
  await expect(page.getByRole('heading', { name: `Welcome, ${STAFF.name}` })).toBeVisible();
  expect(conditionalUse).toEqual([]);

  // A tab opened next is signed in too, as with a real server, and this one stays signed in (the demo once kept
  // its sign-ins per tab: the new tab's 401 signed every tab out).
  const other = await page.context().newPage();
  await other.goto('/');
  await expect(other.getByRole('heading', { name: `Welcome, ${STAFF.name}` })).toBeVisible();
  await other.close();
  await page.reload();
  await expect(page.getByRole('heading', { name: `Welcome, ${STAFF.name}` })).toBeVisible();

  await page.getByRole('button', { name: STAFF.name }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/auth/login');
  await page.goto('/');
  await expect(page).toHaveURL('/auth/login');
});
