import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { test } from './support/appTest';
import { FORM_PATH } from './leadCaptureHelpers';

// The policy README "Deploying" gives deployers, read from the README so the test checks exactly what they copy.
const policy = /^Content-Security-Policy: (.+)$/m.exec(readFileSync('README.md', 'utf8'))?.[1] ?? '';

/** Serves these pages' HTML with the policy, and records every violation the browser reports. */
async function underPolicy(page: Page, paths: string[]) {
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

test('the README policy is strict: no unsafe-inline, no unsafe-eval', () => {
  expect(policy).toContain("script-src 'self' 'sha256-");
  expect(policy).not.toMatch(/unsafe-(inline|eval)/);
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
