import type { Page } from '@playwright/test';
import { test } from './support/appTest';
import { expect, signInFromStart } from './sessionHelpers';
import { fillValidLead, FORM_PATH } from './leadCaptureHelpers';

/**
 * Reads that failed are made again by themselves once the browser is back online (src/views/useWhenBackOnline.ts),
 * as their Try again would; focus follows only from the failure itself. The verification page's own cases are in
 * verify-failures.spec.ts and verify-outcome-chunk.spec.ts. Sends never are.
 */

/** The connection drops and comes back: the browser's real `offline` and `online` events. */
async function connectionBack(page: Page) {
  await page.context().setOffline(true);
  await page.context().setOffline(false);
}

test('the enquiry form that could not load loads once the connection is back; focus goes to its title from Try again', async ({ page }) => {
  let down = true;
  let asked = 0;
  await page.route('**/api/lead-capture/form/**', (route) => {
    asked += 1;
    return down ? route.abort('internetdisconnected') : route.fallback();
  });
  await page.goto(FORM_PATH);
  await expect(page.getByRole('heading', { name: 'The enquiry form could not be loaded' })).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).focus();
  const before = asked;
  down = false;
  await connectionBack(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Admissions enquiry 2026–27' })).toBeFocused();
  expect(asked).toBe(before + 1);
});

test('a list that could not load is asked for again once the connection is back; focus stays where the visitor is', async ({ page }) => {
  let down = true;
  await page.route('**/api/country/*/states', (route) => (down ? route.abort('internetdisconnected') : route.fallback()));
  await page.goto(FORM_PATH);
  await expect(page.getByText('The list of states could not be loaded.')).toBeVisible();
  const name = page.getByLabel('Name');
  await name.fill('Asha');
  down = false;
  await connectionBack(page);
  await expect(page.getByLabel('State').locator('option', { hasText: 'Karnataka' })).toHaveCount(1);
  await expect(page.getByText('The list of states could not be loaded.')).toHaveCount(0);
  await expect(name).toBeFocused();
  await expect(name).toHaveValue('Asha');
});

test('a list whose Try again had focus hands it to the list once the connection is back', async ({ page }) => {
  let down = true;
  await page.route('**/api/country/*/states', (route) => (down ? route.abort('internetdisconnected') : route.fallback()));
  await page.goto(FORM_PATH);
  await page.getByText('The list of states could not be loaded.').waitFor();
  await page.getByRole('button', { name: 'Try again' }).focus();
  down = false;
  await connectionBack(page);
  await expect(page.getByLabel('State')).toBeFocused();
  await expect(page.getByLabel('State').locator('option', { hasText: 'Karnataka' })).toHaveCount(1);
});

test('an enquiry that could not be sent offline is not sent by itself when the connection is back', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/lead-capture/new/')) posts.push(r.url());
  });
  await page.goto(FORM_PATH);
  await fillValidLead(page);
  await page.context().setOffline(true);
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your enquiry could not be sent.' })).toBeVisible();
  // The browser counts the attempt that failed offline as a request too.
  expect(posts).toHaveLength(1);
  posts.length = 0;
  await page.context().setOffline(false);
  // Sending is the visitor's to do: one press, one enquiry.
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your enquiry' })).toBeVisible();
  expect(posts).toHaveLength(1);
});

/** Signed in, with the branch card failed while the connection is down; `back()` brings it back and waits for the card. */
async function failedBranchCard(page: Page) {
  let down = true;
  await page.route('**/api/current-institute', (route) => (down ? route.abort('internetdisconnected') : route.fallback()));
  await signInFromStart(page);
  const card = page.getByRole('region', { name: 'Your branch' });
  await expect(card.getByText('The institute details could not be loaded.')).toBeVisible();
  const back = async () => {
    down = false;
    await connectionBack(page);
    await expect(card.getByText('Kaveri Vidya Sansthan, Bengaluru')).toBeVisible();
  };
  return { card, back };
}

test('the branch card that could not load loads once the connection is back; focus stays on the heading from Try again', async ({ page }) => {
  const { card, back } = await failedBranchCard(page);
  await card.getByRole('button', { name: 'Try again' }).focus();
  await back();
  await expect(page.getByRole('heading', { name: 'Your branch' })).toBeFocused();
});

test('the branch card loads once the connection is back without taking focus from elsewhere', async ({ page }) => {
  const { back } = await failedBranchCard(page);
  const menu = page.getByRole('combobox', { name: 'Language' });
  await menu.focus();
  await back();
  await expect(menu).toBeFocused();
});
