import type { Page, Route } from '@playwright/test';
import { test } from './support/appTest';
import { axeViolations } from './support/axe';
import { expect, signInFromStart } from './sessionHelpers';
import { gate } from './support/gate';

/** The home screen's branch card (`current-institute`): focus after "Try again", and no layout jump while loading. */

type Answer = 'fail' | 'hold' | 'pass';

/**
 * Answers the n-th `current-institute` request as `answers[n]`: 'fail' is a 503, 'pass' the demo backend's answer,
 * 'hold' that answer only once `release()` is called (a slow server, without a clock).
 */
async function institute(page: Page, answers: Answer[]) {
  let calls = 0;
  const { release, released } = gate();
  await page.route('**/api/current-institute', async (route: Route) => {
    const answer = answers[calls++] ?? 'pass';
    if (answer === 'fail') return route.fulfill({ status: 503, json: { success: false, message: 'Service Unavailable' } });
    if (answer === 'hold') await released;
    return route.fallback();
  });
  return { release, calls: () => calls };
}

const branchCard = (page: Page) => page.getByRole('region', { name: 'Your branch' });
const branchHeading = (page: Page) => page.getByRole('heading', { name: 'Your branch' });
const failure = (page: Page) => branchCard(page).getByText('The institute details could not be loaded.');
const tryAgain = (page: Page) => branchCard(page).getByRole('button', { name: 'Try again' });

test('Try again keeps focus in the card: on its heading while loading and once the details arrive', async ({ page }) => {
  const server = await institute(page, ['fail', 'hold']);
  await signInFromStart(page);
  await expect(failure(page)).toBeVisible();

  await tryAgain(page).focus();
  await page.keyboard.press('Enter');
  await expect(branchCard(page).getByRole('status')).toHaveText('Loading…');
  await expect(branchHeading(page)).toBeFocused();

  server.release();
  await expect(branchCard(page).getByText('Kaveri Vidya Sansthan, Bengaluru')).toBeVisible();
  await expect(branchHeading(page)).toBeFocused();
  expect(server.calls()).toBe(2);
});

test('Try again that fails again puts focus on the new Try again', async ({ page }) => {
  const server = await institute(page, ['fail', 'fail']);
  await signInFromStart(page);
  await expect(failure(page)).toBeVisible();

  await tryAgain(page).focus();
  await page.keyboard.press('Enter');
  await expect.poll(server.calls).toBe(2);
  await expect(failure(page)).toBeVisible();
  await expect(tryAgain(page)).toBeFocused();
});

test('on a 360 px phone the card keeps its height while the details load', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const server = await institute(page, ['hold']);
  await signInFromStart(page);
  await expect(branchCard(page).getByRole('status')).toHaveText('Loading…');
  const loading = (await branchCard(page).boundingBox())!.height;

  server.release();
  await expect(branchCard(page).getByText('Kaveri Vidya Sansthan, Bengaluru')).toBeVisible();
  const loaded = (await branchCard(page).boundingBox())!.height;
  // Less than a line of text either way (the page-level spinner made it ~40% of the screen while loading): the
  // skeleton's three address lines are what the demo branch's address takes at this width.
  expect(Math.abs(loaded - loading)).toBeLessThan(16);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the loading and the failed card pass axe (${theme})`, async ({ page }) => {
    await page.addInitScript((mode) => window.localStorage.setItem('theme_mode', mode), theme);
    const server = await institute(page, ['fail', 'hold']);
    await signInFromStart(page);
    await expect(failure(page)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await tryAgain(page).click();
    await expect(branchCard(page).getByRole('status')).toHaveText('Loading…');
    expect(await axeViolations(page)).toEqual([]);
    server.release();
    await expect(branchCard(page).getByText('Kaveri Vidya Sansthan, Bengaluru')).toBeVisible();
  });
}
