import { expect } from '@playwright/test';
import { test } from './support/appTest';
import { gate } from './support/gate';

/**
 * The outcome panels are a chunk of their own (src/views/pages/verify/VerifyOutcome.tsx): opening the page does
 * not download them; starting on a number does. An answer that arrives before the chunk waits for it behind the
 * "checking" line, and Validate's focus still reaches the outcome's heading when it appears.
 */

test('the outcome panels load when the visitor starts on a number, and a late chunk still gets the focus', async ({ page }) => {
  const { release, released } = gate();
  const outcomeChunks: string[] = [];
  await page.route('**/assets/VerifyOutcome-*.js', async (route) => {
    outcomeChunks.push(route.request().url());
    await released;
    await route.continue();
  });
  let answered = false;
  page.on('response', (r) => {
    if (/\/validate-certificate\/KVS-BLR-2025-0118$/.test(r.url())) answered = true;
  });

  await page.goto('/verify-certificate');
  const field = page.getByRole('textbox', { name: 'Certificate number' });
  await expect(field).toBeVisible();
  // Only the page: its branding answer is in and nothing asked for the panels yet.
  await expect(page.locator('.verify-logo--light')).toBeVisible();
  expect(outcomeChunks).toEqual([]);

  await field.fill('KVS-BLR-2025-0118');
  await expect.poll(() => outcomeChunks.length).toBe(1);
  await field.press('Enter');
  await expect.poll(() => answered).toBe(true);
  // The answer is here, its panel is not: the page still says it is checking.
  await expect(page.locator('.verify-checking')).toBeVisible();
  const heading = page.getByRole('heading', { name: 'Certificate KVS-BLR-2025-0118 is Valid' });
  await expect(heading).toHaveCount(0);

  release();
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(page.locator('.verify-checking')).toHaveCount(0);
  expect(outcomeChunks).toHaveLength(1);
});

test('offline, a failed check shows its own panel with a retry, although the answer panels cannot be downloaded either', async ({ page }) => {
  await page.goto('/verify-certificate');
  const field = page.getByRole('textbox', { name: 'Certificate number' });
  await expect(field).toBeVisible();
  await page.route('**/assets/VerifyOutcome-*.js', (route) => route.abort('internetdisconnected'));
  await page.route('**/api/certificate/validate-certificate/KVS*', (route) => route.abort('internetdisconnected'));
  await field.fill('KVS-BLR-2025-0118');
  await field.press('Enter');
  await expect(page.getByRole('heading', { name: 'The certificate could not be checked' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
});

test('a deep link whose answer panels cannot be downloaded announces the failed panel it shows, not the valid answer', async ({ page }) => {
  await page.route('**/assets/VerifyOutcome-*.js', (route) => route.abort('failed'));
  await page.goto('/verify-certificate?number=KVS-BLR-2025-0118');
  await expect(page.getByRole('heading', { name: 'The certificate could not be checked' })).toBeVisible();
  await expect(page.locator('.verify-page p[role="status"]')).toHaveText(
    'The certificate could not be checked. The verification service did not give a usable answer. Please try again in a moment.',
  );
});

test('an answer whose panels could not be downloaded offers a retry that downloads them, without a page load or a second check', async ({ page }) => {
  let documentLoads = 0;
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) documentLoads += 1;
  });
  const checks: string[] = [];
  page.on('request', (r) => {
    if (/\/validate-certificate\/(?!initiate\/)[^/]+$/.test(r.url())) checks.push(r.url());
  });
  let chunkGone = true;
  await page.route('**/assets/VerifyOutcome-*.js', (route) => (chunkGone ? route.abort('failed') : route.continue()));
  await page.goto('/verify-certificate');
  const field = page.getByRole('textbox', { name: 'Certificate number' });
  await field.fill('KVS-BLR-2025-0118');
  await field.press('Enter');
  const retry = page.getByRole('button', { name: 'Try again' });
  await expect(page.getByRole('heading', { name: 'The certificate could not be checked' })).toBeFocused();
  // Online, a missing chunk is most likely a deploy: the visitor's connection is not blamed. The live region says
  // what the panel says, never "… is Valid" beside "could not be checked".
  await expect(page.locator('.verify-failed p')).toHaveText('The verification service did not give a usable answer. Please try again in a moment.');
  await expect(page.locator('.verify-page p[role="status"]')).toHaveText(
    'The verification service did not give a usable answer. Please try again in a moment.',
  );

  chunkGone = false;
  await retry.click();
  const heading = page.getByRole('heading', { name: 'Certificate KVS-BLR-2025-0118 is Valid' });
  await expect(heading).toBeFocused();
  expect(documentLoads).toBe(1);
  expect(checks).toHaveLength(1);
});

// Found by review helper review-3: the panels fetched ahead (focus in the page) during a network blip resolved to
// "no panels", so the answer that came after the blip read as "did not give a usable answer".
test('panels that failed while fetched ahead are fetched again when the answer arrives, not shown as a failure', async ({ page }) => {
  // Every fetch of the panels fails until the check is asked for: a blip while the visitor types.
  let blip = true;
  const failed: string[] = [];
  page.on('requestfailed', (r) => {
    if (/\/assets\/VerifyOutcome-[^/]*\.js$/.test(r.url())) failed.push(r.url());
  });
  await page.route('**/assets/VerifyOutcome-*.js', (route) => (blip ? route.abort('connectionreset') : route.continue()));
  await page.route('**/api/certificate/validate-certificate/KVS*', (route) => {
    blip = false;
    return route.continue();
  });
  await page.goto('/verify-certificate');
  const field = page.getByRole('textbox', { name: 'Certificate number' });
  await field.fill('KVS-BLR-2025-0118');
  // The fetch ahead (focus in the page) has failed before the check is asked for.
  await expect.poll(() => failed.length).toBeGreaterThan(0);
  await field.press('Enter');
  const heading = page.getByRole('heading', { name: 'Certificate KVS-BLR-2025-0118 is Valid' });
  await expect(heading).toBeFocused();
  await expect(page.getByRole('heading', { name: 'The certificate could not be checked' })).toHaveCount(0);
});

test('a panel chunk that fails again on Try again (gone with a deploy) reloads the page once, which checks the number again', async ({ page }) => {
  let documentLoads = 0;
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) documentLoads += 1;
  });
  // Until the page is loaded again, the old chunk name answers 404, as after a deploy.
  await page.route('**/assets/VerifyOutcome-*.js', (route) => (documentLoads < 2 ? route.fulfill({ status: 404, body: 'gone' }) : route.continue()));
  await page.goto('/verify-certificate');
  const field = page.getByRole('textbox', { name: 'Certificate number' });
  await field.fill('KVS-BLR-2025-0118');
  await field.press('Enter');
  await expect(page.getByRole('heading', { name: 'The certificate could not be checked' })).toBeFocused();
  await expect(page).toHaveURL('/verify-certificate?number=KVS-BLR-2025-0118');

  await page.getByRole('button', { name: 'Try again' }).click();
  // Before, the same missing chunk was asked for on every press, for ever.
  await expect(page.getByRole('heading', { name: 'Certificate KVS-BLR-2025-0118 is Valid' })).toBeVisible();
  expect(documentLoads).toBe(2);
  await expect(page).toHaveURL('/verify-certificate?number=KVS-BLR-2025-0118');
});

test('View Result’s code came with the record panel: a press once no script can be fetched any more still downloads', async ({ page }) => {
  await page.goto('/verify-certificate?number=KVS-BLR-2025-0118');
  await expect(page.getByRole('heading', { name: 'Certificate KVS-BLR-2025-0118 is Valid' })).toBeVisible();
  // From here every script is out of reach (a deploy removed the old build, the file server is down).
  const scripts: string[] = [];
  await page.route('**/*.js', (route) => {
    scripts.push(route.request().url());
    return route.abort();
  });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'View Result' }).click();
  await Promise.race([download, page.getByRole('alert').waitFor()]);
  expect(scripts).toEqual([]);
  expect((await download).suggestedFilename()).toBe('result-r-2025-0118.pdf');
});

test('back online, panels whose code could not arrive are fetched again by themselves, never with a page load', async ({ page }) => {
  let documentLoads = 0;
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) documentLoads += 1;
  });
  let chunkAsks = 0;
  let chunkGone = true;
  await page.route('**/assets/VerifyOutcome-*.js', (route) => {
    chunkAsks += 1;
    return chunkGone ? route.fulfill({ status: 404, body: 'gone' }) : route.continue();
  });
  await page.goto('/verify-certificate');
  const field = page.getByRole('textbox', { name: 'Certificate number' });
  await field.fill('KVS-BLR-2025-0118');
  await field.press('Enter');
  const failed = page.getByRole('heading', { name: 'The certificate could not be checked' });
  await expect(failed).toBeFocused();
  const asksBefore = chunkAsks;

  // The browser says it is back online while the code is still missing: asked for again, and no reload (which a
  // second failure of a press makes), since a connection that has just come back may fail once more.
  await page.evaluate(() => dispatchEvent(new Event('online')));
  await expect.poll(() => chunkAsks).toBe(asksBefore + 1);
  await expect(failed).toBeVisible();

  chunkGone = false;
  await page.evaluate(() => dispatchEvent(new Event('online')));
  const heading = page.getByRole('heading', { name: 'Certificate KVS-BLR-2025-0118 is Valid' });
  // Focus was on the failed panel, which goes: it moves to the answer.
  await expect(heading).toBeFocused();
  expect(documentLoads, 'never a page load').toBe(1);
});
