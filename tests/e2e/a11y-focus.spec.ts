import { type Locator, type Page } from '@playwright/test';
import { test } from './support/appTest';
import { ADMIN, expect, passwordField, signInFromStart, usernameField } from './sessionHelpers';
import { gate } from './support/gate';

/** Focus management a keyboard or screen-reader user relies on: arriving home, and leaving the user menu. */

const userMenuButton = (page: Page) => page.getByRole('button', { name: `Account: ${ADMIN.name}` });

/** Holds account/logout's answer (a success) until the returned function is called: a slow sign-out. */
async function holdLogout(page: Page): Promise<() => void> {
  const { release, released } = gate();
  await page.route('**/api/account/logout', async (route) => {
    await released;
    await route.fulfill({ json: { success: true, data: null } });
  });
  return release;
}

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

test('Tab from the open user menu closes it, and the newly focused element is not covered by it', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInFromStart(page);
  const trigger = userMenuButton(page);
  const signOut = page.getByRole('menuitem', { name: 'Sign out' });

  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  // The menu pattern: opening with the keyboard puts focus on the first item.
  await expect(signOut).toBeFocused();
  // Arrow keys stay inside the menu (one item: focus stays on it) and keep it open.
  await page.keyboard.press('ArrowDown');
  await expect(signOut).toBeFocused();

  await page.keyboard.press('Tab');
  await expect(signOut).toBeHidden();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  const focused = page.locator(':focus');
  await expect(focused).toHaveCount(1);
  expect(await focused.evaluate((el) => el.closest('[role=menu]') === null && el !== document.body)).toBe(true);
  expect(await isUncovered(focused)).toBe(true);
});

// Also checks what the open menu says about who is signed in, on the same sign-in (a click opening the menu is in the
// Sign out test below).
test('the open menu names the user, e-mail and role; Shift+Tab out of it closes it, a click on its own text does not', async ({ page }) => {
  await signInFromStart(page);
  const trigger = userMenuButton(page);
  const menu = page.getByRole('menu');

  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await expect(menu).toHaveAccessibleName(`Account: ${ADMIN.name}`);
  await expect(menu).toHaveAccessibleDescription(new RegExp(`^Signed in as\\s*${ADMIN.name}.*Administrator$`));
  // Clicking the panel's plain text (who is signed in) moves focus nowhere in particular: the menu is still in use.
  await page.getByText('Signed in as').click();
  await expect(menu).toBeVisible();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');

  await page.getByRole('menuitem', { name: 'Sign out' }).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(menu).toBeHidden();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  // Focus went to what comes before the menu's button: the theme menu (its checked radio is the group's tab stop).
  await expect(page.locator('input[type=radio]:focus:checked')).toHaveCount(1);
});

test('Sign out stays open and busy while account/logout runs, then the sign-in page announces it', async ({ page }) => {
  await signInFromStart(page);
  const release = await holdLogout(page);
  await userMenuButton(page).click();
  const signOut = page.getByRole('menuitem', { name: 'Sign out' });
  // The press's own request, awaited before counting, so a slow dispatch of it is never taken for a second one.
  const first = page.waitForRequest((r) => r.url().endsWith('/api/account/logout'));
  await signOut.click();
  await first;
  await expect(signOut).toHaveAttribute('aria-busy', 'true');
  await expect(signOut).toHaveAttribute('aria-disabled', 'true');
  await expect(signOut).toBeFocused();
  // A second press while busy sends nothing more.
  let logouts = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/account/logout')) logouts += 1;
  });
  // aria-disabled keeps the item focusable and pressable for the user; Playwright refuses it unless forced.
  await signOut.click({ force: true });
  release();
  await expect(page).toHaveURL('/auth/login');
  await expect(page.getByText('You have signed out.')).toBeVisible();
  // Said with the field that takes focus as the page opens: a live region born with its text is not reliably heard.
  await expect(page.getByRole('textbox', { name: 'Username' })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription('You have signed out.');
  expect(logouts).toBe(0);
});

test('a link inside the app to the verification page lands focus on its heading; a fresh load leaves it alone', async ({ page }) => {
  await page.goto('/no-such-page');
  const verifyLink = page.getByRole('link', { name: 'Verify a certificate' });
  await verifyLink.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/verify-certificate');
  await expect(page.getByRole('heading', { level: 1, name: 'Certificate verification' })).toBeFocused();
  await expect(page).toHaveTitle('Certificate verification');
  // The next Tab goes on into the page: the certificate number.
  await page.keyboard.press('Tab');
  await expect(page.getByPlaceholder('Enter Certificate number')).toBeFocused();

  // Opened afresh, the page does not move focus: Tab starts at the top, with the skip link.
  await page.goto('/verify-certificate');
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
});

test('the menu button closes the menu it opened; reopened while signing out, Sign out is still busy', async ({ page }) => {
  await signInFromStart(page);
  const release = await holdLogout(page);
  const trigger = userMenuButton(page);
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(trigger).toBeFocused();
  await trigger.click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await trigger.click();
  const signOut = page.getByRole('menuitem', { name: 'Sign out' });
  await expect(signOut).toHaveAttribute('aria-busy', 'true');
  await expect(signOut).toHaveAttribute('aria-disabled', 'true');
  release();
  await expect(page).toHaveURL('/auth/login');
});
