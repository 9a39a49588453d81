import { test, type Locator, type Page } from '@playwright/test';
import { ADMIN, expect, passwordField, signInFromStart, usernameField } from './sessionHelpers';

/** Focus management a keyboard or screen-reader user relies on: arriving home, and leaving the user menu. */

const userMenu = (page: Page) => page.locator('details', { has: page.locator('summary', { hasText: ADMIN.name }) });

/** True when the element's centre is not covered by anything else (WCAG 2.4.11, focus not obscured). */
async function isUncovered(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && (top === el || el.contains(top));
  });
}

test('signing in with the keyboard lands focus on the home heading, so the new page is announced', async ({ page }) => {
  await page.goto('/auth/login');
  await usernameField(page).focus();
  await page.keyboard.type(ADMIN.username);
  await page.keyboard.press('Tab');
  await expect(passwordField(page)).toBeFocused();
  await page.keyboard.type(ADMIN.password);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/$/);
  const heading = page.getByRole('heading', { level: 1, name: `Welcome, ${ADMIN.name}` });
  await expect(heading).toBeFocused();
  await expect(page).toHaveTitle('Home');
  // The next Tab continues from the heading into the page, not from the top of the document.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement !== document.body && !!document.activeElement?.closest('main'))).toBe(true);
});

test('Tab past Sign out closes the user menu, and the newly focused element is not covered by it', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInFromStart(page);
  const menu = userMenu(page);
  const summary = menu.locator('summary');
  const signOut = page.getByRole('button', { name: 'Sign out' });

  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('open', '');
  // Moving within the menu keeps it open.
  await page.keyboard.press('Tab');
  await expect(signOut).toBeFocused();
  await expect(menu).toHaveAttribute('open', '');

  await page.keyboard.press('Tab');
  await expect(signOut).toBeHidden();
  await expect(menu).not.toHaveAttribute('open');
  const focused = page.locator(':focus');
  await expect(focused).toHaveCount(1);
  expect(await focused.evaluate((el) => el.closest('details') === null)).toBe(true);
  expect(await isUncovered(focused)).toBe(true);
});

test('Shift+Tab out of the user menu closes it; a click on its own text does not', async ({ page }) => {
  await signInFromStart(page);
  const menu = userMenu(page);
  const summary = menu.locator('summary');

  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('open', '');
  // Clicking the panel's plain text moves focus nowhere in particular: the menu is still being used.
  await menu.getByText('Signed in as').click();
  await expect(menu).toHaveAttribute('open', '');

  await summary.focus();
  await page.keyboard.press('Shift+Tab');
  await expect(menu).not.toHaveAttribute('open');
  // Focus went back to the theme menu (its checked radio is the group's one tab stop).
  await expect(page.locator('input[type=radio]:focus:checked')).toHaveCount(1);
});
