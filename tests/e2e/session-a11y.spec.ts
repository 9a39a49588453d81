import { test } from '@playwright/test';
import { ADMIN, expect, signIn, signInButton, signInFromStart } from './sessionHelpers';
import { axeViolations } from './support/axe';

/** Accessibility of the sign-in page and the staff home in both themes, and the layout at 360 px. */

const axe = axeViolations;

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((mode) => window.localStorage.setItem('theme_mode', mode), theme);
    });

    test('the sign-in page, its field errors and its login error have no axe violations', async ({ page }) => {
      await page.goto('/auth/login');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      expect(await axe(page)).toEqual([]);

      await signInButton(page).click();
      await expect(page.getByText('Username is required')).toBeVisible();
      expect(await axe(page)).toEqual([]);

      await signIn(page, { username: 'admin', password: 'not-the-password' });
      await expect(page.getByRole('alert')).toHaveText('The login detail is incorrect');
      expect(await axe(page)).toEqual([]);
    });

    test('the home page, with the user menu open, has no axe violations and shows the logo for the theme', async ({ page }) => {
      await signInFromStart(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const logo = page.getByRole('banner').locator('img');
      await expect(logo).toHaveAttribute('src', theme === 'dark' ? '/brand/kvs-blr-dark.svg' : '/brand/kvs-blr-light.svg');
      await expect(page.getByText('Kaveri Vidya Sansthan, Bengaluru').first()).toBeVisible();
      expect(await axe(page)).toEqual([]);

      await page.getByRole('button', { name: ADMIN.name }).click();
      await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
      expect(await axe(page)).toEqual([]);
    });
  });
}

test('the user menu works from the keyboard: Enter opens it on Sign out, Escape closes it and returns focus', async ({ page }) => {
  await signInFromStart(page);
  const trigger = page.getByRole('button', { name: ADMIN.name });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const signOut = page.getByRole('menuitem', { name: 'Sign out' });
  await expect(signOut).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(signOut).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('at 360 px the sign-in page and the home page fit without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);

  await signIn(page, ADMIN);
  await expect(page.getByRole('heading', { name: `Welcome, ${ADMIN.name}` })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: ADMIN.name }).click();
  const signOut = page.getByRole('menuitem', { name: 'Sign out' });
  await expect(signOut).toBeInViewport();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'tests/e2e/artifacts/session/home-360.png', fullPage: true });
});
