import { expect, test, type Page, type Route } from '@playwright/test';

// Answers that are not "valid" must split cleanly: 404 and success:false are "not found"; anything else is a
// check that could not be made, with a retry, and never "Certificate not found.".

const VALIDATE = /\/api\/certificate\/validate-certificate\/(?!initiate\/)[^/]+$/;

async function validate(page: Page, number: string) {
  await page.getByPlaceholder('Enter Certificate number').fill(number);
  await page.getByRole('button', { name: 'Validate' }).click();
}

const notFound = (page: Page) => page.getByRole('heading', { name: 'Certificate not found.' });
const couldNotCheck = (page: Page) => page.getByRole('heading', { name: 'The certificate could not be checked' });

test('HTTP 404 and success:false both mean Certificate not found.', async ({ page }) => {
  await page.route(VALIDATE, (route) => route.fulfill({ status: 404, json: { message: 'Not Found' } }));
  await page.goto('/verify-certificate');
  await validate(page, 'X-404');
  await expect(notFound(page)).toBeVisible();
  await page.unroute(VALIDATE);
  await page.route(VALIDATE, (route) => route.fulfill({ status: 200, json: { success: false, data: null } }));
  await validate(page, 'X-200-false');
  await expect(notFound(page)).toBeVisible();
  await expect(couldNotCheck(page)).toHaveCount(0);
});

// success:false means not found whatever data holds: no data key, an empty object, a partial record.
for (const [name, body] of [
  ['no data key', { success: false, message: 'Not found' }],
  ['data {}', { success: false, data: {} }],
  ['a partial record', { success: false, data: { certificateNumber: 'X' }, message: 'Revoked' }],
] as const) {
  test(`success:false with ${name} is Certificate not found.`, async ({ page }) => {
    await page.route(VALIDATE, (route) => route.fulfill({ status: 200, json: body }));
    await page.goto('/verify-certificate');
    await validate(page, 'X-1');
    await expect(notFound(page)).toBeVisible();
    await expect(couldNotCheck(page)).toHaveCount(0);
  });
}

const failures: Array<[string, (route: Route) => Promise<void>, string]> = [
  ['a 500', (r) => r.fulfill({ status: 500, json: { message: 'Internal' } }), 'did not give a usable answer'],
  ['malformed JSON', (r) => r.fulfill({ status: 200, contentType: 'application/json', body: '{"success": tru' }), 'did not give a usable answer'],
  ['wrong types', (r) => r.fulfill({ status: 200, json: { success: true, data: { certificateNumber: 7, studentName: ['x'] } } }), 'did not give a usable answer'],
  ['success:true with data {}', (r) => r.fulfill({ status: 200, json: { success: true, data: {} } }), 'did not give a usable answer'],
  ['an HTML page', (r) => r.fulfill({ status: 200, contentType: 'text/html', body: '<html>proxy</html>' }), 'did not give a usable answer'],
  ['a dropped connection', (r) => r.abort('connectionreset'), 'could not reach the verification service'],
];

for (const [name, answer, detail] of failures) {
  test(`${name} is a failed check with a retry, never "not found"`, async ({ page }) => {
    let fail = true;
    await page.route(VALIDATE, (route) => (fail ? answer(route) : route.fallback()));
    await page.goto('/verify-certificate');
    await validate(page, 'KVS-2024-0777');
    await expect(couldNotCheck(page)).toBeVisible();
    await expect(page.locator('.verify-failed p', { hasText: detail })).toBeVisible();
    await expect(notFound(page)).toHaveCount(0);
    await expect(couldNotCheck(page)).toBeFocused();
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Certificate KVS-2024-0777 is Valid' })).toBeVisible();
  });
}

test('a slow answer overtaken by a faster one is dropped (and its request aborted)', async ({ page }) => {
  let releaseSlow: () => void = () => {};
  const slowGate = new Promise<void>((resolve) => (releaseSlow = resolve));
  let slowAborted = false;
  page.on('requestfailed', (r) => {
    if (r.url().includes('KVS-BLR-2025-0118')) slowAborted = true;
  });
  await page.route(VALIDATE, async (route) => {
    if (route.request().url().includes('KVS-BLR-2025-0118')) {
      await slowGate;
      await route.fallback().catch(() => {});
    } else await route.fallback();
  });
  await page.goto('/verify-certificate');
  await validate(page, 'KVS-BLR-2025-0118');
  await expect(page.getByText('Checking the certificate…').first()).toBeVisible();
  await validate(page, 'KVS-M-2023-0311');
  await expect(page.getByRole('heading', { name: 'Certificate KVS-M-2023-0311 is Valid' })).toBeVisible();
  releaseSlow();
  await expect.poll(() => slowAborted).toBe(true);
  await expect(page.getByRole('heading', { name: 'Certificate KVS-M-2023-0311 is Valid' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /KVS-BLR-2025-0118/ })).toHaveCount(0);
  await expect(page).toHaveURL(/number=KVS-M-2023-0311$/);
});

test('no branding answer still lets the public check a certificate', async ({ page }) => {
  await page.route('**/api/certificate/validate-certificate/initiate/**', (r) => r.fulfill({ status: 503, body: '' }));
  await page.goto('/verify-certificate?number=KVS-2024-0777');
  await expect(page.getByRole('heading', { name: 'Certificate KVS-2024-0777 is Valid' })).toBeVisible();
  await expect(page.locator('.verify-logo')).toHaveCount(0);
});
