import { type Page } from '@playwright/test';
import { test } from './support/appTest';
import { ADMIN, expect, passwordField, signIn, signInButton, signInFromStart, STAFF, usernameField } from './sessionHelpers';

/**
 * The sign-in page loads the session's code (SessionProvider-*.js) on the first input or on submit. These cases
 * are the ones the first version did not cover: a stored user whose chunk fails, submits with no input event,
 * presses while the chunk is on its way, and another tab signing in meanwhile.
 */
const SESSION_CHUNK = '**/assets/SessionProvider-*.js';
const FAILED = 'Sign-in could not start, perhaps because of your connection or a new version of the app. What you typed is kept: press Sign in to try again.';

/** Holds the session chunk's requests until `release` (then serves them, or 404s when `fail`); later ones pass. */
async function holdSessionChunk(page: Page) {
  let requests = 0;
  let released = false;
  let open: (fail: boolean) => void = () => {};
  const gate = new Promise<boolean>((resolve) => (open = resolve));
  await page.route(SESSION_CHUNK, async (route) => {
    requests += 1;
    if (released) return route.fallback();
    const fail = await gate;
    return fail ? route.fulfill({ status: 404, contentType: 'text/plain', body: 'gone' }) : route.fallback();
  });
  return {
    requests: () => requests,
    release: (fail = false) => {
      released = true;
      open(fail);
    },
  };
}

function countLogins(page: Page) {
  let logins = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/account/login') && r.method() === 'POST') logins += 1;
  });
  return () => logins;
}


/** Opens the sign-in page with the session's chunk held back, and types the demo admin's details. */
async function openHoldingChunkAndFill(page: Page) {
  await page.goto('/auth/login');
  const chunk = await holdSessionChunk(page);
  await usernameField(page).fill(ADMIN.username);
  await passwordField(page).fill(ADMIN.password);
  return chunk;
}
test('a stored user whose session chunk fails keeps what was typed when Sign in fails again', async ({ page }) => {
  await page.addInitScript((user) => window.localStorage.setItem('user', user), JSON.stringify({ id: 1, name: ADMIN.name, token: 'demo.stale' }));
  await page.route(SESSION_CHUNK, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'gone' }));
  await page.goto('/auth/login');
  // The chunk failed while the page waited for the stored user's session: the form is there instead.
  await usernameField(page).fill(ADMIN.username);
  await passwordField(page).fill(ADMIN.password);
  await signInButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: FAILED }).locator('..')).toBeFocused();
  await expect(usernameField(page)).toHaveValue(ADMIN.username);
  await expect(passwordField(page)).toHaveValue(ADMIN.password);
});

test('a stored user opening the sign-in page never sees the form and goes on to the page asked for', async ({ page }) => {
  await signInFromStart(page);
  await page.addInitScript(() => {
    new MutationObserver(() => {
      // The app's form; the HTML's prerendered one is shown only on a first visit (checked below).
      if (document.querySelector('input[name="username"]:not(.prerendered *)')) Object.assign(window, { __sawForm: true });
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/auth/login?returnTo=%2F%3Fview%3Dbranch');
  await expect(page).toHaveURL('/?view=branch');
  await expect(page.getByRole('heading', { name: `Welcome, ${ADMIN.name}` })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sawForm?: boolean }).__sawForm ?? false)).toBe(false);
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-first-visit'))).toBe(false);
});

test('values filled without an input event (a password manager) and submitted by Enter sign in, with one login request', async ({ page }) => {
  const logins = countLogins(page);
  await page.goto('/auth/login');
  const chunk = await holdSessionChunk(page);
  for (const [field, value] of [
    [usernameField(page), ADMIN.username],
    [passwordField(page), ADMIN.password],
  ] as const) {
    await field.evaluate((input: HTMLInputElement, text) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }, value);
  }
  // No input event: the session's code is not on its way yet; the submit is what loads it.
  expect(chunk.requests()).toBe(0);
  await passwordField(page).press('Enter');
  await expect.poll(chunk.requests).toBe(1);
  await expect(signInButton(page)).toHaveAttribute('aria-busy', 'true');
  chunk.release();
  await expect(page.getByRole('heading', { name: `Welcome, ${ADMIN.name}` })).toBeVisible();
  expect(logins()).toBe(1);
});

test('Sign in pressed again (click, Enter) while the chunk loads sends one login; the busy button keeps focus', async ({ page }) => {
  const logins = countLogins(page);
  const chunk = await openHoldingChunkAndFill(page);
  await signInButton(page).dblclick();
  await expect(signInButton(page)).toHaveAttribute('aria-busy', 'true');
  await expect(signInButton(page)).toBeFocused();
  await signInButton(page).press('Enter');
  await passwordField(page).press('Enter');
  chunk.release();
  await expect(page.getByRole('heading', { name: `Welcome, ${ADMIN.name}` })).toBeVisible();
  expect(logins()).toBe(1);
});

test('Sign in pressed while the chunk loads, then the chunk fails: one focused message, the form kept, the next Sign in works', async ({ page }) => {
  const logins = countLogins(page);
  const chunk = await openHoldingChunkAndFill(page);
  await signInButton(page).click();
  await expect(signInButton(page)).toHaveAttribute('aria-busy', 'true');
  await page.route(SESSION_CHUNK, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'gone' }));
  chunk.release(true);
  const message = page.getByRole('alert');
  await expect(message).toHaveText(FAILED);
  await expect(message).toHaveCount(1);
  await expect(message.locator('..')).toBeFocused();
  await expect(usernameField(page)).toHaveValue(ADMIN.username);
  expect(logins()).toBe(0);
  await page.unroute(SESSION_CHUNK);
  await signInButton(page).click();
  await expect(page.getByRole('heading', { name: `Welcome, ${ADMIN.name}` })).toBeVisible();
  expect(logins()).toBe(1);
});

test('another tab signing in while this sign-in page waits for its chunk: this tab follows and sends no login', async ({ context }) => {
  const page = await context.newPage();
  const logins = countLogins(page);
  const chunk = await openHoldingChunkAndFill(page);
  await signInButton(page).click();
  await expect(signInButton(page)).toHaveAttribute('aria-busy', 'true');

  const other = await context.newPage();
  await other.goto('/auth/login');
  await signIn(other, STAFF);
  await expect(other.getByRole('heading', { name: `Welcome, ${STAFF.name}` })).toBeVisible();

  chunk.release();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: `Welcome, ${STAFF.name}` })).toBeVisible();
  expect(logins()).toBe(0);
});

test('another tab signing in while this sign-in page is open and untouched: this tab follows', async ({ context }) => {
  const page = await context.newPage();
  await page.goto('/auth/login?returnTo=%2F%3Fview%3Dbranch');
  await expect(usernameField(page)).toBeVisible();
  const other = await context.newPage();
  await other.goto('/auth/login');
  await signIn(other, STAFF);
  await expect(other.getByRole('heading', { name: `Welcome, ${STAFF.name}` })).toBeVisible();
  await expect(page).toHaveURL('/?view=branch');
});

test('another tab signing in after this page failed to load the session (and the code is back): this tab follows', async ({ context }) => {
  const page = await context.newPage();
  await page.goto('/auth/login?returnTo=%2F%3Fview%3Dbranch');
  const chunk = await holdSessionChunk(page);
  await usernameField(page).fill(ADMIN.username);
  await expect.poll(chunk.requests).toBe(1);
  chunk.release(true);
  const other = await context.newPage();
  await other.goto('/auth/login');
  await signIn(other, STAFF);
  await expect(other.getByRole('heading', { name: `Welcome, ${STAFF.name}` })).toBeVisible();
  await expect(page).toHaveURL('/?view=branch');
});
