import { expect, type Page } from '@playwright/test';
import { test } from './support/appTest';

// The demo backend's seeded certificates (src/mocks/data/certificates.ts), served by `vite preview` under /api.
// baseURL is http://localhost:<port>, so the page is branded as the Bengaluru branch (both buttons on).
// Checks that differ only in the number share one page (a fresh page costs seconds on the shared machine): each
// waits for its own record's heading first, so what follows is about that record and not the one before it.

async function validate(page: Page, number: string) {
  await page.getByPlaceholder('Enter Certificate number').fill(number);
  await page.getByRole('button', { name: 'Validate' }).click();
}

function row(page: Page, term: string) {
  return page.locator('.verify-record dt', { hasText: new RegExp(`^${term.replace(/[#]/g, '\\$&')}$`) }).locator('xpath=following-sibling::dd[1]');
}

test('the empty page, refused numbers, then each kind of record, not found and the change event, on one page', async ({ page }) => {
  const checks: string[] = [];
  const initiates: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/validate-certificate/initiate/')) initiates.push(r.url());
    else if (r.url().includes('/validate-certificate/')) checks.push(r.url());
  });
  await page.goto('/verify-certificate');
  // The page shows the branch logo, the input and Validate, and nothing else while empty.
  await expect(page.getByRole('img', { name: 'Kaveri Vidya Sansthan, Bengaluru' }).first()).toBeVisible();
  await expect(page.locator('.verify-logo--light')).toHaveAttribute('src', /^http:\/\/(localhost|127\.0\.0\.1):\d+\/brand\/kvs-blr-light\.svg$/);
  await expect(page.getByPlaceholder('Enter Certificate number')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Validate' })).toBeVisible();
  await expect(page.locator('.verify-record, .verify-not-found, .verify-failed')).toHaveCount(0);

  // Refused numbers get a message and send no request; an empty Validate shows nothing.
  const input = page.getByPlaceholder('Enter Certificate number');
  await validate(page, '..');
  await expect(input).toHaveAccessibleDescription('“.” and “..” are not certificate numbers.');
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toBeFocused();
  await validate(page, 'A'.repeat(65));
  await expect(input).toHaveAccessibleDescription('A certificate number has at most 64 characters.');
  // Spec: while the input is empty nothing is shown, so Validate on it says nothing either.
  for (const blank of ['', '   ']) {
    await validate(page, blank);
    await expect(input, `Validate on ${JSON.stringify(blank)}: no message`).toHaveAccessibleDescription('');
    await expect(input, `Validate on ${JSON.stringify(blank)}: not invalid`).not.toHaveAttribute('aria-invalid');
    await expect(input, `Validate on ${JSON.stringify(blank)}: focus stays`).toBeFocused();
    await expect(page.locator('p[role=status]'), `Validate on ${JSON.stringify(blank)}: nothing announced`).toHaveText('');
  }
  await expect(page.locator('.verify-record, .verify-not-found, .verify-failed')).toHaveCount(0);
  expect(checks).toEqual([]);
  // The branding is asked for once, when the page opens.
  expect(initiates).toHaveLength(1);

  // An Auto certificate shows every field, View Result and View Certificate.
  await validate(page, 'KVS-BLR-2025-0118');
  await expect(page.getByRole('heading', { name: 'Certificate KVS-BLR-2025-0118 is Valid' })).toBeVisible();
  await expect(page.getByText('This certificate issued to', { exact: true })).toBeVisible();
  await expect(row(page, 'Student')).toHaveText('Aarav Sharma');
  await expect(row(page, 'Course')).toHaveText('Diploma in Full Stack Web Development');
  await expect(row(page, 'Overall Grade')).toHaveText('A+');
  await expect(row(page, 'Result#')).toHaveText('RES/BLR/2025/118');
  await expect(row(page, 'Issued on')).toHaveText('28 March 2025');
  await expect(row(page, 'Issued by')).toContainText('Kaveri Vidya Sansthan, Bengaluru');
  await expect(row(page, 'Issued by')).toContainText('Karnataka 560034');
  await expect(page.getByRole('button', { name: 'View Result' })).toBeVisible();
  const link = page.getByRole('link', { name: /View Certificate/ });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(link).toHaveAttribute('href', /^http:\/\/localhost:\d+\/demo\/certificate-KVS-BLR-2025-0118\.pdf$/);
  await expect(page).toHaveURL(/\?number=KVS-BLR-2025-0118$/);

  // A Manual certificate shows its record but neither View Result nor View Certificate (they are for Auto only).
  await validate(page, 'KVS-M-2023-0311');
  await expect(page.getByRole('heading', { name: 'Certificate KVS-M-2023-0311 is Valid' })).toBeVisible();
  await expect(row(page, 'Student'), 'Manual record').toHaveText('Priya Nair');
  await expect(page.getByRole('link', { name: /View Certificate/ }), 'Manual: no View Certificate').toHaveCount(0);
  await expect(page.getByRole('button', { name: 'View Result' }), 'Manual: no View Result').toHaveCount(0);

  // A number with a space and a slash travels as one encoded segment (and has View Result: an Auto record).
  const request = page.waitForRequest((r) => r.url().includes('/validate-certificate/KVS%202025'));
  await validate(page, '  KVS 2025/0042 ');
  expect(new URL((await request).url()).pathname).toBe('/api/certificate/validate-certificate/KVS%202025%2F0042');
  await expect(page.getByRole('heading', { name: 'Certificate KVS 2025/0042 is Valid' })).toBeVisible();
  await expect(row(page, 'Student'), 'record of KVS 2025/0042').toHaveText('Ananya Iyer');
  await expect(page.getByRole('button', { name: 'View Result' }), 'KVS 2025/0042 has View Result').toBeVisible();

  // A certificate with no optional fields shows only the required rows.
  await validate(page, 'KVS-2024-0777');
  await expect(page.getByRole('heading', { name: 'Certificate KVS-2024-0777 is Valid' })).toBeVisible();
  await expect(page.locator('.verify-record dl').first().locator('dt'), 'no optional fields').toHaveText(['Student', 'Course', 'Issued by']);
  await expect(row(page, 'Issued by')).toContainText('Maharashtra 411045');
  await expect(page.getByRole('button', { name: 'View Result' }), 'no optional fields: no View Result').toHaveCount(0);
  await expect(page.getByRole('link', { name: /View Certificate/ }), 'no optional fields: no View Certificate').toHaveCount(0);

  // An unknown number shows Certificate not found. with the four reasons and the footer note.
  await validate(page, 'NOPE-123');
  await expect(page.getByRole('heading', { name: 'Certificate not found.' })).toBeVisible();
  await expect(page.locator('.verify-not-found li')).toHaveText([
    'The certificate number is incorrect.',
    'The certificate has not been issued yet.',
    'The certificate has been revoked.',
    'The certificate belongs to a different institute.',
  ]);
  const note = page.getByRole('complementary', { name: 'Note from the institute' });
  const policy = note.getByRole('link', { name: 'verification policy' });
  await expect(policy).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(policy).toHaveAttribute('target', '_blank');

  // The change event validates without pressing Validate.
  await input.fill('KVS-2024-0777');
  await input.blur();
  await expect(page.getByRole('heading', { name: 'Certificate KVS-2024-0777 is Valid' }), 'change event').toBeVisible();
});

test('a deep link to an Auto record: View Result downloads or says it failed, and Print prints a clean record', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void ((window as unknown as { printed: number }).printed += 1);
  });
  await page.goto('/verify-certificate?number=KVS-BLR-2025-0118');
  const heading = page.getByRole('heading', { name: 'Certificate KVS-BLR-2025-0118 is Valid' });

  // View Result downloads the result pdf.
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'View Result' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('result-r-2025-0118.pdf');
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByRole('alert'), 'a download that worked says nothing').toHaveCount(0);

  // View Result that fails says so and the record stays.
  await page.route('**/api/result/download-pdf/**', (route) => route.fulfill({ status: 500, json: { message: 'boom' } }));
  await page.getByRole('button', { name: 'View Result' }).click();
  await expect(page.getByRole('alert')).toHaveText('The result could not be downloaded. Please try again.');
  await expect(heading, 'the record stays after a failed download').toBeVisible();
  // The last thing heard is the error: the live region does not say "is Valid" again after the download.
  await expect(page.locator('p[role="status"]')).toHaveText('');

  // Print prints a clean record with the time of the check.
  const record = page.locator('.print-record');
  await expect(record).toContainText(/Checked on \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}\s?(am|pm)/i);
  await page.getByRole('button', { name: 'Print' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Validate' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'View Result' })).toBeHidden();
  await expect(record.getByRole('heading', { name: 'Certificate KVS-BLR-2025-0118 is Valid' })).toBeVisible();
  await expect(page.locator('.verify-logo:visible')).toHaveAttribute('src', /^http:\/\/(localhost|127\.0\.0\.1):\d+\/brand\/kvs-blr-light\.svg$/);
});

test('deep links: the input is filled and checked at once, in the saved language, and on the 127.0.0.1 branch', async ({ page, baseURL }) => {
  // A deep link fills the input and validates at once.
  await page.goto('/verify-certificate?number=KVS%202025%2F0042');
  await expect(page.getByPlaceholder('Enter Certificate number')).toHaveValue('KVS 2025/0042');
  await expect(page.getByRole('heading', { name: 'Certificate KVS 2025/0042 is Valid' })).toBeVisible();

  // In German (the saved language when the page starts) the texts and the issue date follow the active language.
  await page.evaluate(() => window.localStorage.setItem('language', 'de'));
  await page.goto('/verify-certificate?number=KVS-BLR-2025-0118');
  await expect(page.getByRole('heading', { name: 'Zertifikat KVS-BLR-2025-0118 ist gültig' })).toBeVisible();
  await expect(page.getByPlaceholder('Zertifikatsnummer eingeben')).toBeVisible();
  await expect(row(page, 'Ausgestellt am')).toHaveText('28. März 2025');
  await expect(page.getByRole('button', { name: 'Ergebnis ansehen' })).toBeVisible();

  // The 127.0.0.1 branch (its own origin, so its own storage: English) has its own logo and hides View Certificate.
  await page.goto(`${baseURL!.replace('localhost', '127.0.0.1')}/verify-certificate?number=KVS-BLR-2025-0118`);
  await expect(page.locator('.verify-logo--light')).toHaveAttribute('src', /^http:\/\/(localhost|127\.0\.0\.1):\d+\/brand\/kvs-pune-light\.svg$/);
  await expect(page.getByRole('heading', { name: 'Certificate KVS-BLR-2025-0118 is Valid' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'View Result' })).toBeVisible();
  await expect(page.getByRole('link', { name: /View Certificate/ })).toHaveCount(0);
});

test('the institute logo is centred in the page column, on a phone and on a desktop', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/verify-certificate');
  const logo = page.locator('.verify-logo:visible');
  await expect(logo).toHaveAttribute('src', /^http:\/\/(localhost|127\.0\.0\.1):\d+\/brand\/kvs-blr-light\.svg$/);
  // Measured once the image has its size: before it loads it is an empty box, centred or not.
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const column = page.locator('.verify-page');
  const box = async (locator: typeof logo) => (await locator.boundingBox()) ?? { x: Number.NaN, width: Number.NaN };
  const centre = async (locator: typeof logo) => {
    const b = await box(locator);
    return b.x + b.width / 2;
  };
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    // Narrower than the column, or any alignment would put the logo's centre on the column's.
    await expect.poll(async () => (await box(column)).width - (await box(logo)).width, `${width} px: logo narrower than the column`).toBeGreaterThan(2);
    await expect.poll(async () => Math.abs((await centre(logo)) - (await centre(column))), `${width} px: logo centred`).toBeLessThanOrEqual(1);
  }
});
