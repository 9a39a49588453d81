import { type Page } from '@playwright/test';
import { test } from './support/appTest';
import { ADMIN, expect, signIn, storedUser } from './sessionHelpers';

/**
 * Start-up never breaks on what storage holds or on a storage that throws (issue 3, api-contract.md). The cases
 * share one page per kind (a fresh page costs seconds on the shared machine): each case starts the app anew with
 * `page.goto`, and an init script, run before the app's code on every load, sets up that case's storage first.
 */

// What each case stores as the user. The 5 MB one is built in the page: 5,000,000 characters (Chromium's quota is
// 10 MiB of UTF-16, so 5 MiB of characters plus the key is the most the origin can hold).
const GARBAGE: Array<{ name: string; value: string | { repeat: string; times: number } }> = [
  { name: '{', value: '{' },
  { name: '[object Object]', value: '[object Object]' },
  { name: '"str"', value: '"str"' },
  { name: '{"token":123}', value: '{"token":123}' },
  { name: '{"__proto__":{"isAdmin":true}}', value: '{"__proto__":{"isAdmin":true}}' },
  { name: 'a 5 MB string', value: { repeat: 'x', times: 5_000_000 } },
];

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('a stored user that is not a user means signed out, is removed, and sign-in still works', async ({ page }) => {
  const errors = collectErrors(page);
  // The test names the case to seed in sessionStorage ('seed'); the next load stores it as the user, once.
  await page.addInitScript((cases) => {
    const index = sessionStorage.getItem('seed');
    if (index === null) return;
    sessionStorage.removeItem('seed');
    const spec = cases[Number(index)];
    if (spec === undefined) return;
    const stored = typeof spec === 'string' ? spec : spec.repeat.repeat(spec.times);
    try {
      localStorage.setItem('user', stored);
      sessionStorage.setItem('stored', String(localStorage.getItem('user') === stored));
    } catch (error) {
      sessionStorage.setItem('stored', `failed: ${String(error)}`);
    }
  }, GARBAGE.map((garbage) => garbage.value));
  // Any page of the origin, to have a sessionStorage to write the first case to.
  await page.goto('/auth/login');
  for (const [index, garbage] of GARBAGE.entries()) {
    const name = `stored user ${garbage.name}`;
    errors.length = 0;
    await page.evaluate((i) => {
      sessionStorage.removeItem('stored');
      sessionStorage.setItem('seed', String(i));
    }, index);
    await page.goto('/');
    // The value really was in storage when the app started.
    expect(await page.evaluate(() => sessionStorage.getItem('stored')), `${name}: was stored`).toBe('true');
    await expect(page, `${name}: signed out`).toHaveURL('/auth/login');
    await expect(page.getByRole('heading', { name: 'Sign in' }), `${name}: sign-in page`).toBeVisible();
    expect(await storedUser(page), `${name}: removed`).toBeNull();
    expect(await page.evaluate(() => ({}) as Record<string, unknown>), `${name}: no pollution`).not.toHaveProperty('isAdmin');
    expect(await page.evaluate(() => (Object.prototype as Record<string, unknown>).isAdmin), `${name}: no pollution`).toBeUndefined();

    await signIn(page, ADMIN);
    await expect(page.getByRole('heading', { name: `Welcome, ${ADMIN.name}` }), `${name}: sign-in works`).toBeVisible();
    expect(errors, `${name}: no page errors`).toEqual([]);
  }
});

// Which storage failure a load gets, named by the 'storage_failure' cookie (cookies still work when storage does not).
const THROWING = ['getItem throws', 'setItem throws', 'the localStorage getter throws'] as const;

test('when storage throws (getItem, setItem, the localStorage getter), the app starts, signs in and works for the visit', async ({ page, context, baseURL }) => {
  const errors = collectErrors(page);
  await page.addInitScript(() => {
    const failure = /(?:^|; )storage_failure=([^;]*)/.exec(document.cookie)?.[1];
    if (!failure) return;
    // Read back by the test, so a case whose failure was not installed cannot pass unnoticed.
    (window as unknown as { storageFailure: string }).storageFailure = failure;
    // Each case starts with the empty storage of a fresh visit (a previous case may have signed in with working setItem).
    localStorage.clear();
    if (failure === 'getItem') {
      Storage.prototype.getItem = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
    } else if (failure === 'setItem') {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    } else if (failure === 'getter') {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('Access is denied for this document.', 'SecurityError');
        },
      });
    }
  });
  const cookieOf: Record<(typeof THROWING)[number], string> = {
    'getItem throws': 'getItem',
    'setItem throws': 'setItem',
    'the localStorage getter throws': 'getter',
  };
  for (const name of THROWING) {
    errors.length = 0;
    await context.addCookies([{ name: 'storage_failure', value: cookieOf[name], url: baseURL! }]);
    await page.goto('/');
    expect(await page.evaluate(() => (window as unknown as { storageFailure?: string }).storageFailure), `${name}: installed`).toBe(cookieOf[name]);
    await expect(page, `${name}: starts signed out`).toHaveURL('/auth/login');
    const institute = page.waitForRequest((r) => r.url().endsWith('/api/current-institute'));
    await signIn(page, ADMIN);
    await expect(page.getByRole('heading', { name: `Welcome, ${ADMIN.name}` }), `${name}: signs in`).toBeVisible();
    // The session lives in memory, so signed-in requests still carry the token.
    expect((await institute).headers()['authorization'], `${name}: token sent`).toMatch(/^Bearer demo\./);
    await expect(page.getByText('Kaveri Vidya Sansthan, Bengaluru').first(), `${name}: institute shown`).toBeVisible();

    await page.getByRole('button', { name: ADMIN.name }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page, `${name}: signs out`).toHaveURL('/auth/login');
    expect(errors, `${name}: no page errors`).toEqual([]);
  }
});
