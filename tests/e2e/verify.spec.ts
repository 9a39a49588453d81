import { expect, test, type Page } from '@playwright/test';

// The demo backend's seeded certificates (src/mocks/data/certificates.ts), served by `vite preview` under /api.
// baseURL is http://localhost:<port>, so the page is branded as the Bengaluru branch (both buttons on).

async function validate(page: Page, number: string) {
  await page.getByPlaceholder('Enter Certificate number').fill(number);
  await page.getByRole('button', { name: 'Validate' }).click();
}

function row(page: Page, term: string) {
  return page.locator('.verify-record dt', { hasText: new RegExp(`^${term.replace(/[#]/g, '\\$&')}$`) }).locator('xpath=following-sibling::dd[1]');
}

test('the page shows the branch logo, the input and Validate, and nothing else while empty', async ({ page }) => {
  await page.goto('/verify-certificate');
  await expect(page.getByRole('img', { name: 'Kaveri Vidya Sansthan, Bengaluru' }).first()).toBeVisible();
  await expect(page.locator('.verify-logo--light')).toHaveAttribute('src', '/brand/kvs-blr-light.svg');
  await expect(page.getByPlaceholder('Enter Certificate number')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Validate' })).toBeVisible();
  await expect(page.locator('.verify-record, .verify-not-found, .verify-failed')).toHaveCount(0);
});

test('an Auto certificate shows every field, View Result and View Certificate', async ({ page }) => {
  await page.goto('/verify-certificate');
  await validate(page, 'KVS-BLR-2025-0118');
  await expect(page.getByRole('heading', { name: 'Certificate KVS-BLR-2025-0118 is Valid' })).toBeVisible();
  await expect(page.getByText('This certificate issued to')).toBeVisible();
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
});

test('View Result downloads the result pdf', async ({ page }) => {
  await page.goto('/verify-certificate?number=KVS-BLR-2025-0118');
  const button = page.getByRole('button', { name: 'View Result' });
  const downloadPromise = page.waitForEvent('download');
  await button.click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('result-r-2025-0118.pdf');
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');
});

test('View Result that fails says so and the record stays', async ({ page }) => {
  await page.route('**/api/result/download-pdf/**', (route) => route.fulfill({ status: 500, json: { message: 'boom' } }));
  await page.goto('/verify-certificate?number=KVS-BLR-2025-0118');
  await page.getByRole('button', { name: 'View Result' }).click();
  await expect(page.getByRole('alert')).toHaveText('The result could not be downloaded. Please try again.');
  await expect(page.getByRole('heading', { name: 'Certificate KVS-BLR-2025-0118 is Valid' })).toBeVisible();
});

test('a Manual certificate shows its record but neither View Result nor View Certificate (they are for Auto only)', async ({ page }) => {
  await page.goto('/verify-certificate');
  await validate(page, 'KVS-M-2023-0311');
  await expect(page.getByRole('heading', { name: 'Certificate KVS-M-2023-0311 is Valid' })).toBeVisible();
  await expect(row(page, 'Student')).toHaveText('Priya Nair');
  await expect(page.getByRole('link', { name: /View Certificate/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'View Result' })).toHaveCount(0);
});

test('a certificate with no optional fields shows only the required rows', async ({ page }) => {
  await page.goto('/verify-certificate');
  await validate(page, 'KVS-2024-0777');
  await expect(page.getByRole('heading', { name: 'Certificate KVS-2024-0777 is Valid' })).toBeVisible();
  await expect(page.locator('.verify-record dt')).toHaveText(['Student', 'Course', 'Issued by']);
  await expect(row(page, 'Issued by')).toContainText('Maharashtra 411045');
  await expect(page.getByRole('button', { name: 'View Result' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /View Certificate/ })).toHaveCount(0);
});

test('a number with a space and a slash travels as one encoded segment', async ({ page }) => {
  await page.goto('/verify-certificate');
  const request = page.waitForRequest((r) => r.url().includes('/validate-certificate/KVS'));
  await validate(page, '  KVS 2025/0042 ');
  expect(new URL((await request).url()).pathname).toBe('/api/certificate/validate-certificate/KVS%202025%2F0042');
  await expect(page.getByRole('heading', { name: 'Certificate KVS 2025/0042 is Valid' })).toBeVisible();
  await expect(row(page, 'Student')).toHaveText('Ananya Iyer');
  await expect(page.getByRole('button', { name: 'View Result' })).toBeVisible();
});

test('an unknown number shows Certificate not found. with the four reasons and the footer note', async ({ page }) => {
  await page.goto('/verify-certificate');
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
});

test('the change event validates without pressing Validate', async ({ page }) => {
  await page.goto('/verify-certificate');
  await page.getByPlaceholder('Enter Certificate number').fill('KVS-2024-0777');
  await page.getByPlaceholder('Enter Certificate number').blur();
  await expect(page.getByRole('heading', { name: 'Certificate KVS-2024-0777 is Valid' })).toBeVisible();
});

test('a deep link fills the input and validates at once', async ({ page }) => {
  await page.goto('/verify-certificate?number=KVS%202025%2F0042');
  await expect(page.getByPlaceholder('Enter Certificate number')).toHaveValue('KVS 2025/0042');
  await expect(page.getByRole('heading', { name: 'Certificate KVS 2025/0042 is Valid' })).toBeVisible();
});

test('refused numbers get a message and send no request; an empty Validate shows nothing', async ({ page }) => {
  const checks: string[] = [];
  const initiates: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/validate-certificate/initiate/')) initiates.push(r.url());
    else if (r.url().includes('/validate-certificate/')) checks.push(r.url());
  });
  await page.goto('/verify-certificate');
  await expect(page.locator('.verify-logo--light')).toBeVisible();
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
    await expect(input).toHaveAccessibleDescription('');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).toBeFocused();
    await expect(page.locator('p[role=status]')).toHaveText('');
  }
  await expect(page.locator('.verify-record, .verify-not-found, .verify-failed')).toHaveCount(0);
  expect(checks).toEqual([]);
  // The branding is asked for once, when the page opens.
  expect(initiates).toHaveLength(1);
});

test('the 127.0.0.1 branch has its own logo and hides View Certificate', async ({ page, baseURL }) => {
  await page.goto(`${baseURL!.replace('localhost', '127.0.0.1')}/verify-certificate?number=KVS-BLR-2025-0118`);
  await expect(page.locator('.verify-logo--light')).toHaveAttribute('src', '/brand/kvs-pune-light.svg');
  await expect(page.getByRole('heading', { name: 'Certificate KVS-BLR-2025-0118 is Valid' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'View Result' })).toBeVisible();
  await expect(page.getByRole('link', { name: /View Certificate/ })).toHaveCount(0);
});

test('Print prints a clean record with the time of the check', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void ((window as unknown as { printed: number }).printed += 1);
  });
  await page.goto('/verify-certificate?number=KVS-BLR-2025-0118');
  const record = page.locator('.print-record');
  await expect(record).toContainText(/Checked on \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}\s?(am|pm)/i);
  await page.getByRole('button', { name: 'Print' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Validate' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'View Result' })).toBeHidden();
  await expect(record.getByRole('heading', { name: 'Certificate KVS-BLR-2025-0118 is Valid' })).toBeVisible();
  await expect(page.locator('.verify-logo:visible')).toHaveAttribute('src', '/brand/kvs-blr-light.svg');
});

test('in German the texts and the issue date follow the active language', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('language', 'de'));
  await page.goto('/verify-certificate?number=KVS-BLR-2025-0118');
  await expect(page.getByRole('heading', { name: 'Zertifikat KVS-BLR-2025-0118 ist gültig' })).toBeVisible();
  await expect(page.getByPlaceholder('Zertifikatsnummer eingeben')).toBeVisible();
  await expect(row(page, 'Ausgestellt am')).toHaveText('28. März 2025');
  await expect(page.getByRole('button', { name: 'Ergebnis ansehen' })).toBeVisible();
});
