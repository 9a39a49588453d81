import { test, type Page } from '@playwright/test';
import { ADMIN, expect, signIn, storedUser } from './sessionHelpers';

/** Start-up never breaks on what storage holds or on a storage that throws (issue 3, api-contract.md). */

const GARBAGE: Array<{ name: string; value: () => string }> = [
  { name: '{', value: () => '{' },
  { name: '[object Object]', value: () => '[object Object]' },
  { name: '"str"', value: () => '"str"' },
  { name: '{"token":123}', value: () => '{"token":123}' },
  { name: '{"__proto__":{"isAdmin":true}}', value: () => '{"__proto__":{"isAdmin":true}}' },
  // 5,000,000 characters: Chromium's quota is 10 MiB of UTF-16, so 5 MiB of characters (plus the key) cannot be stored.
  { name: 'a 5 MB string', value: () => 'x'.repeat(5_000_000) },
];

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const garbage of GARBAGE) {
  test(`a stored user of ${garbage.name} means signed out, is removed, and sign-in still works`, async ({ page }) => {
    const errors = collectErrors(page);
    const value = garbage.value();
    await page.addInitScript((stored) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      try {
        localStorage.setItem('user', stored);
        sessionStorage.setItem('stored', String(localStorage.getItem('user') === stored));
      } catch (error) {
        sessionStorage.setItem('stored', `failed: ${String(error)}`);
      }
    }, value);
    await page.goto('/');
    // The value really was in storage when the app started.
    expect(await page.evaluate(() => sessionStorage.getItem('stored'))).toBe('true');
    await expect(page).toHaveURL('/auth/login');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(await storedUser(page)).toBeNull();
    expect(await page.evaluate(() => ({}) as Record<string, unknown>)).not.toHaveProperty('isAdmin');
    expect(await page.evaluate(() => (Object.prototype as Record<string, unknown>).isAdmin)).toBeUndefined();

    await signIn(page, ADMIN);
    await expect(page.getByRole('heading', { name: `Welcome, ${ADMIN.name}` })).toBeVisible();
    expect(errors).toEqual([]);
  });
}

const THROWING: Array<{ name: string; script: () => void }> = [
  {
    name: 'getItem throws',
    script: () => {
      Storage.prototype.getItem = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
    },
  },
  {
    name: 'setItem throws',
    script: () => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    },
  },
  {
    name: 'the localStorage getter throws',
    script: () => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('Access is denied for this document.', 'SecurityError');
        },
      });
    },
  },
];

for (const storage of THROWING) {
  test(`when ${storage.name}, the app starts, signs in and works for the visit`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.addInitScript(storage.script);
    await page.goto('/');
    await expect(page).toHaveURL('/auth/login');
    const institute = page.waitForRequest((r) => r.url().endsWith('/api/current-institute'));
    await signIn(page, ADMIN);
    await expect(page.getByRole('heading', { name: `Welcome, ${ADMIN.name}` })).toBeVisible();
    // The session lives in memory, so signed-in requests still carry the token.
    expect((await institute).headers()['authorization']).toMatch(/^Bearer demo\./);
    await expect(page.getByText('Kaveri Vidya Sansthan, Bengaluru').first()).toBeVisible();

    await page.getByRole('button', { name: ADMIN.name }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/auth/login');
    expect(errors).toEqual([]);
  });
}
