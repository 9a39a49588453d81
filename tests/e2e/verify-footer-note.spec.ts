import { expect, type Page } from '@playwright/test';
import { test } from './support/appTest';

// The footer note is html from branch settings: it must render formatting and links, and execute nothing.
const payloads = [
  '<img src=x onerror="window.__xss=(window.__xss||0)+1">',
  '<svg><g/onload="window.__xss=(window.__xss||0)+1"></g></svg>',
  '<a id="js-link" href="javascript:window.__xss=(window.__xss||0)+1">Click me</a>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=(window.__xss||0)+1>"></p></noscript>',
  '<script>window.__xss=(window.__xss||0)+1</script>',
  '<a href="https://example.org/policy" target="_blank">Safe policy</a>',
  '<a href="https://example.org/named" target="other">Named target</a>',
  '<strong>Office hours</strong> 10:00 to 17:00',
];


/** The branch's answer for this test: both optional buttons on or off, and the given footer note. */
function answerBranding(page: Page, branch: { show: boolean; note: string | null }) {
  return page.route('**/api/certificate/validate-certificate/initiate/**', (route) =>
    route.fulfill({
      json: {
        success: true,
        data: {
          logoUrl: '/brand/kvs-blr-light.svg',
          instituteName: 'Test Institute',
          preferences: {
            certificateInstitute: {
              certificateVerificationPageShowCertificate: branch.show,
              certificateVerificationPageShowResult: branch.show,
              certificateVerificationFooterNote: branch.note,
            },
          },
        },
      },
    }),
  );
}
// One page: first a branch without a note (on the fresh page, before anything could have loaded the sanitiser),
// then a branch whose note holds the payloads (a fresh page costs seconds on the shared machine).
test('a branch without a footer note never loads the sanitiser; a note keeps text and safe links and executes no payload', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await answerBranding(page, { show: false, note: null });
  await page.goto('/verify-certificate?number=NOT-A-REAL-ONE');
  await expect(page.getByRole('heading', { name: 'Certificate not found.' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('complementary', { name: 'Note from the institute' })).toHaveCount(0);
  expect(scripts.filter((u) => /purify|sanitizeNote/i.test(u))).toEqual([]);

  // The footer note keeps text and safe links and executes none of the payloads.
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.unroute('**/api/certificate/validate-certificate/initiate/**');
  await answerBranding(page, { show: true, note: payloads.join('\n') });
  await page.goto('/verify-certificate?number=NOT-A-REAL-ONE');
  await expect(page.getByRole('heading', { name: 'Certificate not found.' })).toBeVisible();
  const note = page.getByRole('complementary', { name: 'Note from the institute' });
  // A screen reader is told before the tab changes, as for View Certificate.
  const safe = note.getByRole('link', { name: 'Safe policy (opens in a new tab)' });
  await expect(safe).toHaveAttribute('href', 'https://example.org/policy');
  await expect(safe).toHaveAttribute('target', '_blank');
  await expect(safe).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(note.getByRole('link', { name: 'Named target (opens in a new tab)' })).toHaveAttribute('target', '_blank');
  await expect(note.locator('strong')).toHaveText('Office hours');

  await expect(note.locator('img, svg, script, noscript, [onerror], [onload]')).toHaveCount(0);
  const jsLink = note.getByText('Click me');
  await expect(jsLink).not.toHaveAttribute('href', /.*/);
  await jsLink.click();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});
