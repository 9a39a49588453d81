import { expect, type Page } from '@playwright/test';
import { test } from './support/appTest';
import { CHUNK_RELOAD_KEY } from '../../src/reporting/chunkReload';
import { axeViolations } from './support/axe';
import { ADMIN, passwordField, signInButton, usernameField } from './sessionHelpers';

/**
 * The session's code is its own chunk (SessionProvider-*.js), loaded when the visitor starts typing on the sign-in
 * page. If it cannot load (gone after a deploy, offline), the page must keep the form and what was typed, say why,
 * and load it again on the next Sign in. Only when that fails too, online, does the page reload once (a deploy
 * took the old chunk for good), keeping the username and saying why the password is asked for again.
 */
const SESSION_CHUNK = '**/assets/SessionProvider-*.js';
const FAILED = 'Sign-in could not start, perhaps because of your connection or a new version of the app. What you typed is kept: press Sign in to try again.';
const UPDATED = 'This page has reloaded with a new version of the app. Enter your password again to sign in.';
const OFFLINE = 'You are offline, so sign-in could not start. What you typed is kept: press Sign in again when you are back online.';

/** Opens the sign-in page with the session chunk gone, and counts page loads (a reload starts a new document). */
async function openWithChunkGone(page: Page) {
  let loads = 0;
  let chunkRequests = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1;
  });
  await page.goto('/auth/login');
  await expect(usernameField(page)).toBeVisible();
  // After the page is up, as when a deploy replaces the build while the visitor is on it.
  await page.route(SESSION_CHUNK, (route) => {
    chunkRequests += 1;
    return route.fulfill({ status: 404, contentType: 'text/plain', body: 'gone' });
  });
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  return {
    loads: () => loads,
    chunkRequests: () => chunkRequests,
    sameDocument: () => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true),
  };
}

async function typeAndSubmit(page: Page) {
  await usernameField(page).fill(ADMIN.username);
  await passwordField(page).fill(ADMIN.password);
  await signInButton(page).click();
}

async function expectKept(page: Page) {
  await expect(usernameField(page)).toHaveValue(ADMIN.username);
  await expect(passwordField(page)).toHaveValue(ADMIN.password);
  await expect(signInButton(page)).toBeEnabled();
  await expect(signInButton(page)).not.toHaveAttribute('aria-busy');
}

test('a session chunk gone after a deploy keeps the sign-in form and what was typed, says why, and Sign in loads it again', async ({ page }) => {
  const watch = await openWithChunkGone(page);
  await typeAndSubmit(page);

  const message = page.getByRole('alert').filter({ hasText: FAILED });
  await expect(message).toBeVisible();
  // Focus goes to the message, as for a refused sign-in, so it is read out where the visitor is.
  await expect(page.locator(':focus')).toContainText(FAILED);
  await expectKept(page);
  expect(watch.chunkRequests()).toBeGreaterThan(0);
  expect(await watch.sameDocument()).toBe(true);
  expect(watch.loads()).toBe(1);
  expect(await page.evaluate((key) => sessionStorage.getItem(key), CHUNK_RELOAD_KEY)).toBeNull();
  expect(await axeViolations(page)).toEqual([]);

  // The chunk is back (or the connection is): the same Sign in imports it again and signs in, still no reload.
  await page.unroute(SESSION_CHUNK);
  await signInButton(page).click();
  await expect(page.getByRole('heading', { name: `Welcome, ${ADMIN.name}` })).toBeVisible();
  expect(await watch.sameDocument()).toBe(true);
  expect(watch.loads()).toBe(1);
});

test('a session chunk that fails again after the message, online, is gone with a deploy: one reload fetches the new build', async ({ page }) => {
  const watch = await openWithChunkGone(page);
  await typeAndSubmit(page);
  await expect(page.getByRole('alert').filter({ hasText: FAILED })).toBeVisible();
  expect(watch.loads()).toBe(1);

  // The press the message asks for fails too: the old chunk's name is gone for good, so the page reloads once
  // (the new build, here the chunk served again).
  const reloaded = page.waitForEvent('load');
  await signInButton(page).click();
  await reloaded;
  await page.unroute(SESSION_CHUNK);
  expect(watch.loads()).toBe(2);
  expect(await page.evaluate((key) => sessionStorage.getItem(key), CHUNK_RELOAD_KEY)).not.toBeNull();
  // The username crossed the reload (the password never does): the new page asks for the password and says why.
  await expect(usernameField(page)).toHaveValue(ADMIN.username);
  await expect(passwordField(page)).toHaveValue('');
  await expect(passwordField(page)).toBeFocused();
  await expect(passwordField(page)).toHaveAccessibleDescription(UPDATED);
  await expect(page.getByText(UPDATED)).toBeVisible();
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('signin')))).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  await passwordField(page).fill(ADMIN.password);
  await passwordField(page).press('Enter');
  await expect(page.getByRole('heading', { name: `Welcome, ${ADMIN.name}` })).toBeVisible();
  expect(watch.loads()).toBe(2);

  // Taken once: the sign-in page opened again later starts empty, with no notice.
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('/auth/login');
  await expect(usernameField(page)).toHaveValue('');
  await expect(page.getByText(UPDATED)).toHaveCount(0);
});

test('the language menu’s reload after a deploy keeps the username too, and the new page says why the password is asked for', async ({ page }) => {
  let loads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1;
  });
  await page.goto('/auth/login');
  await page.route('**/assets/es-*.js', (route) =>
    loads > 1 ? route.fallback() : route.fulfill({ status: 404, contentType: 'text/plain', body: 'gone' }),
  );
  await usernameField(page).fill(ADMIN.username);
  await passwordField(page).fill(ADMIN.password);
  const menu = page.getByRole('combobox', { name: 'Language', exact: true });
  await menu.selectOption('es');
  await expect(page.getByRole('status').filter({ hasText: 'Could not load that language. Please try again.' })).toBeVisible();
  const reloaded = page.waitForEvent('load');
  await menu.selectOption('es');
  await reloaded;

  await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
  const username = page.getByRole('textbox', { name: 'Nombre de usuario' });
  await expect(username).toHaveValue(ADMIN.username);
  const password = page.getByLabel('Contraseña', { exact: true });
  await expect(password).toHaveValue('');
  await expect(password).toBeFocused();
  await expect(password).toHaveAccessibleDescription(
    'La página se ha vuelto a cargar con una nueva versión de la aplicación. Escriba de nuevo su contraseña para iniciar sesión.',
  );
  expect(loads).toBe(2);
});

test('a reload of its own (not the guard’s) keeps no username', async ({ page }) => {
  await page.goto('/auth/login');
  await usernameField(page).fill(ADMIN.username);
  await page.reload();
  await expect(usernameField(page)).toHaveValue('');
  await expect(page.getByText(UPDATED)).toHaveCount(0);
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('signin')))).toEqual([]);
});

test('a second failure that cannot reload (one was just tried) keeps the form and says so again', async ({ page }) => {
  const watch = await openWithChunkGone(page);
  await page.evaluate((key) => sessionStorage.setItem(key, String(Date.now())), CHUNK_RELOAD_KEY);
  await typeAndSubmit(page);
  await expect(page.getByRole('alert').filter({ hasText: FAILED })).toBeVisible();
  await signInButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: FAILED })).toBeVisible();
  await expectKept(page);
  expect(await watch.sameDocument()).toBe(true);
  expect(watch.loads()).toBe(1);
});

test('offline, Sign in keeps the form and says the connection is missing; back online it signs in, never reloading', async ({ page, context }) => {
  const watch = await openWithChunkGone(page);
  await page.unroute(SESSION_CHUNK);
  await context.setOffline(true);
  await typeAndSubmit(page);

  await expect(page.getByRole('alert').filter({ hasText: OFFLINE })).toBeVisible();
  await expectKept(page);
  expect(await watch.sameDocument()).toBe(true);
  expect(watch.loads()).toBe(1);

  await context.setOffline(false);
  await signInButton(page).click();
  await expect(page.getByRole('heading', { name: `Welcome, ${ADMIN.name}` })).toBeVisible();
  expect(await watch.sameDocument()).toBe(true);
  expect(watch.loads()).toBe(1);
});

test('dark theme: the message is axe clean', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('theme_mode', 'dark'));
  await openWithChunkGone(page);
  await typeAndSubmit(page);
  await expect(page.getByRole('alert').filter({ hasText: FAILED })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
