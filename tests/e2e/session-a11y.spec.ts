import { test } from './support/appTest';
import { ADMIN, expect, signIn, signInButton } from './sessionHelpers';
import { axeViolations } from './support/axe';

/**
 * Accessibility of the sign-in page and the staff home in both themes, the user menu from the keyboard, and the
 * layout at 360 px. One page per theme walks sign-in page -> errors -> home -> menu (a fresh page costs seconds on
 * the shared machine); the 360 px checks run in the light theme's page at that width, and axe at the default one.
 */

const axe = axeViolations;
const NARROW = { width: 360, height: 740 };

for (const theme of ['light', 'dark'] as const) {
  test(`${theme} theme: sign-in page and home have no axe violations, the menu works from the keyboard${theme === 'light' ? ', 360 px fits' : ''}`, async ({ page }) => {
    await page.addInitScript((mode) => window.localStorage.setItem('theme_mode', mode), theme);
    const defaultViewport = page.viewportSize()!;
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    const narrow = theme === 'light';

    // At 360 px the sign-in page fits without sideways scrolling.
    if (narrow) await page.setViewportSize(NARROW);
    await page.goto('/auth/login');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    if (narrow) {
      expect(await overflow(), 'sign-in page at 360 px').toBeLessThanOrEqual(0);
      await page.setViewportSize(defaultViewport);
    }

    // The sign-in page, its field errors and its login error have no axe violations.
    expect(await axe(page), `${theme}: sign-in page`).toEqual([]);
    await signInButton(page).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    expect(await axe(page), `${theme}: sign-in field errors`).toEqual([]);
    await signIn(page, { username: 'admin', password: 'not-the-password' });
    await expect(page.getByRole('alert')).toHaveText('The login detail is incorrect');
    expect(await axe(page), `${theme}: sign-in login error`).toEqual([]);

    // At 360 px the home page, with its user menu open, fits without sideways scrolling.
    if (narrow) await page.setViewportSize(NARROW);
    await signIn(page, ADMIN);
    await expect(page.getByRole('heading', { name: `Welcome, ${ADMIN.name}` })).toBeVisible();
    const trigger = page.getByRole('button', { name: ADMIN.name });
    const signOut = page.getByRole('menuitem', { name: 'Sign out' });
    if (narrow) {
      expect(await overflow(), 'home at 360 px').toBeLessThanOrEqual(0);
      await trigger.click();
      await expect(signOut).toBeInViewport();
      expect(await overflow(), 'home with the menu open at 360 px').toBeLessThanOrEqual(0);
      await page.screenshot({ path: 'tests/e2e/artifacts/session/home-360.png', fullPage: true });
      await page.keyboard.press('Escape');
      await expect(signOut).toBeHidden();
      await page.setViewportSize(defaultViewport);
    }

    // The home page, with the user menu open, has no axe violations and shows the logo for the theme.
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    const logo = page.getByRole('banner').locator('img');
    await expect(logo).toHaveAttribute('src', new RegExp(`^http://localhost:\\d+/brand/kvs-blr-${theme}\\.svg$`));
    await expect(page.getByText('Kaveri Vidya Sansthan, Bengaluru').first()).toBeVisible();
    expect(await axe(page), `${theme}: home`).toEqual([]);
    await trigger.click();
    await expect(signOut).toBeVisible();
    expect(await axe(page), `${theme}: home with the user menu open`).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(signOut).toBeHidden();

    // The user menu works from the keyboard: Enter opens it on Sign out, Escape closes it and returns focus.
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(signOut, `${theme}: Enter opens the menu on Sign out`).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(signOut).toBeHidden();
    await expect(trigger, `${theme}: Escape returns focus to the menu button`).toBeFocused();
  });
}

// The account menu is the only way to sign out. On a short screen (a landscape phone, 400 % zoom of 1280x1024) its
// panel used to run past the window: opening it moved focus to Sign out below the fold, the page scrolled, and
// React Aria closed the non-modal menu on that scroll. The panel scrolls within itself instead.
for (const [width, height] of [
  [320, 256],
  [640, 256],
] as const) {
  test(`at ${width}x${height} the account menu opens with Sign out in view, by keyboard and by pointer`, async ({ page }) => {
    await page.goto('/auth/login');
    await signIn(page);
    await expect(page.getByRole('heading', { name: `Welcome, ${ADMIN.name}` })).toBeVisible();
    await page.setViewportSize({ width, height });
    const account = page.getByRole('button', { name: `Account: ${ADMIN.name}` });
    const signOut = page.getByRole('menuitem', { name: 'Sign out' });
    for (const open of [() => account.press('Enter'), () => account.click()]) {
      await open();
      await expect(signOut).toBeVisible();
      await expect(account).toHaveAttribute('aria-expanded', 'true');
      await expect(signOut).toBeInViewport({ ratio: 1 });
      // Nothing shown is out of a keyboard's reach: the panel needs no scrolling (only the name is shown), and
      // a screen reader still hears the whole description (a11y review: e-mail and role were cut off below).
      const panel = page.getByRole('menu').locator('..');
      expect(await panel.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(0);
      await expect(page.getByText(ADMIN.name, { exact: true }).last()).toBeInViewport();
      await expect(page.getByRole('menu')).toHaveAccessibleDescription(/Signed in as\s*Ananya Iyer.*Administrator/);
      await page.keyboard.press('Escape');
      await expect(account).toHaveAttribute('aria-expanded', 'false');
    }
    // Opened from the keyboard, Sign out has focus and shows its ring (Tailwind's outline-none had cancelled it).
    await account.press('Enter');
    await expect(signOut).toBeFocused();
    await expect(signOut).toHaveCSS('outline-style', 'solid');
  });
}
