import { createHash } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './support/appTest';
import { FORM_PATH } from './leadCaptureHelpers';
import { RUNTIME_STYLES } from '../../scripts/contentSecurityPolicy';
import { gate } from './support/gate';

// The policy the build writes for deployers (README "Deploying"), read from the served build so the test checks
// exactly what they copy.
async function builtPolicy(request: APIRequestContext): Promise<string> {
  const response = await request.get('/content-security-policy.txt');
  expect(response.ok()).toBe(true);
  return (await response.text()).trim();
}

/** Serves these pages' HTML with the build's policy, and records every violation the browser reports. */
async function underPolicy(page: Page, paths: string[]) {
  const policy = await builtPolicy(page.request);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`Content Security Policy: ${e.violatedDirective} ${e.blockedURI}`));
  });
  await page.route(
    (url) => paths.some((path) => url.pathname === new URL(path, 'http://x').pathname),
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': policy } });
    },
  );
  return violations;
}

test("the build's policy is strict (no unsafe-inline, no unsafe-eval) and allows exactly the inline scripts of its pages and the styles of the prerendered pages", async ({ request }) => {
  const policy = await builtPolicy(request);
  expect(policy).not.toMatch(/unsafe-(inline|eval)/);
  const sources = (directive: string) => new RegExp(`(?:^|; )${directive} ([^;]+)`).exec(policy)?.[1]?.split(' ') ?? [];
  const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
  const inline = async (path: string, tag: string) => {
    const html = await (await request.get(path)).text();
    return [...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => hash(m[1]!));
  };
  // The prerendered pages' and index.html's (every other page's, the enquiry form's early request among them).
  const scripts = new Set([...(await inline('/auth/login', 'script')), ...(await inline('/verify-certificate', 'script')), ...(await inline(FORM_PATH, 'script'))]);
  expect(scripts.size).toBe(3);
  // Both pages inline the app's stylesheet; the verification page its own as well.
  const styles = new Set([...(await inline('/auth/login', 'style')), ...(await inline('/verify-certificate', 'style'))]);
  expect(styles.size).toBe(2);
  expect(sources('script-src').sort()).toEqual(["'self'", ...scripts].sort());
  // And React Aria's run-time style (the staff area's buttons and menus), by hash too.
  expect(sources('style-src').sort()).toEqual(["'self'", ...styles, ...RUNTIME_STYLES.map(hash)].sort());
  expect(policy).toContain("default-src 'self'");
  expect(policy).toContain("object-src 'none'");
});

test('the verification page works under the policy: stored theme before paint, branding, a valid certificate', async ({ page }) => {
  const violations = await underPolicy(page, ['/verify-certificate']);
  await page.addInitScript(() => window.localStorage.setItem('theme_mode', 'dark'));
  await page.goto('/verify-certificate');
  // The inline theme script ran (a blocked one would leave index.html's data-theme="light").
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('.verify-logo:visible')).toHaveCount(1);
  await page.getByPlaceholder('Enter Certificate number').fill('KVS-BLR-2025-0118');
  await page.getByRole('button', { name: 'Validate' }).click();
  await expect(page.getByRole('heading', { name: 'Certificate KVS-BLR-2025-0118 is Valid' })).toBeVisible();
  // The footer note goes through the lazily loaded sanitiser.
  await expect(page.getByRole('complementary')).toBeVisible();
  expect(violations).toEqual([]);
});

test('sign-in and enquiry pages load under the policy', async ({ page }) => {
  const violations = await underPolicy(page, ['/auth/login', FORM_PATH]);
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.goto(FORM_PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Admissions enquiry 2026–27' })).toBeVisible();
  expect(violations).toEqual([]);
});

// React Aria inserts a <style> for its pressable elements when the staff area first renders one; it was blocked.
test('the staff area works under the policy: signing in, the home screen and the account menu', async ({ page }) => {
  const violations = await underPolicy(page, ['/auth/login']);
  await page.goto('/auth/login');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('admin@123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Ananya Iyer' })).toBeVisible();
  await page.getByRole('button', { name: 'Ananya Iyer' }).click();
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  expect(await page.locator('style[id]').evaluateAll((styles) => styles.map((s) => s.textContent))).toContain(RUNTIME_STYLES[0]);
  expect(violations).toEqual([]);
});

// A deployer whose policy carries an older build's hashes blocks index.html's head script and the inlined styles:
// the prerendered sign-in copy then shows unstyled, and nothing holds its submit before the app has loaded. Before
// `form-action 'none'` and `method="post"`, Enter sent `?username=…&password=…` into the address.
test('under a policy with stale hashes, the sign-in copy sent before the app runs never puts the password in the address', async ({ page }) => {
  const stale = (await builtPolicy(page.request)).replace(/'sha256-[^']+'/g, "'sha256-c3RhbGU='");
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const { release, released: appMayLoad } = gate();
  // The app's entry module waits, as on a slow phone, so the copy is what the visitor types into.
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await appMayLoad;
    await route.continue();
  });
  await page.route('**/auth/login', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': stale } });
  });
  // Not 'domcontentloaded': that waits for the module scripts, which are held.
  await page.goto('/auth/login', { waitUntil: 'commit' });
  const copy = page.locator('.prerendered form');
  await expect(copy, 'the copy shows: the styles that hide it were blocked').toBeVisible();
  await expect(copy).toHaveAttribute('method', 'post');
  await copy.locator('input[name=username]').fill('admin');
  await copy.locator('input[name=password]').fill('admin@123');
  await copy.locator('input[name=password]').focus();
  // The keyboard's own press: a locator's press would wait for the navigation the browser refuses to start.
  await page.keyboard.press('Enter');
  await expect.poll(() => violations.some((v) => /form-action/.test(v)), 'the browser refused to send the form').toBe(true);
  expect(page.url()).not.toContain('password');
  expect(new URL(page.url()).pathname).toBe('/auth/login');
  release();
});
