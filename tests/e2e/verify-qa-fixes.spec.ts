import { expect } from '@playwright/test';
import { test } from './support/appTest';
import { couldNotCheck, notFound, valid, validate, VALIDATE } from './support/verifyPage';

// QA findings on /verify-certificate: nothing that is not the API's own answer may look like "not found" or
// "valid", and a genuine number typed with look-alike characters is still found.

for (const [name, answer] of [
  ['an HTML 404 (a web server page for a wrong API address)', { contentType: 'text/html', body: '<html><body><center><h1>404 Not Found</h1></center><hr><center>nginx</center></body></html>' }],
  // A framework answers a route it does not have in JSON too (Laravel's words): only the API's envelope counts.
  ['a JSON 404 that is not the API\'s envelope (a route the server lacks)', { json: { message: 'Not Found' } }],
] as const) {
  test(`${name} is a failed check with a retry, not "not found"`, async ({ page }) => {
    let broken = true;
    await page.route(VALIDATE, (route) => (broken ? route.fulfill({ status: 404, ...answer }) : route.fallback()));
    await page.goto('/verify-certificate');
    await validate(page, 'KVS-BLR-2025-0118');
    await expect(couldNotCheck(page)).toBeVisible();
    await expect(page.locator('.verify-failed p', { hasText: 'did not give a usable answer' })).toBeVisible();
    await expect(notFound(page)).toHaveCount(0);
    broken = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(valid(page, 'KVS-BLR-2025-0118'), 'the genuine certificate, once the API answers').toBeVisible();
  });
}

test('success:true with blank required texts is a failed check, never a green "Valid" card of blanks', async ({ page }) => {
  const blanks = { certificateNumber: 'KVS-BLR-2025-0118', studentName: '', courseName: ' ', instituteName: '', instituteAddress: '', type: 'Auto' };
  await page.route(VALIDATE, (route) => route.fulfill({ status: 200, json: { success: true, data: blanks } }));
  await page.goto('/verify-certificate');
  await validate(page, 'KVS-BLR-2025-0118');
  await expect(couldNotCheck(page)).toBeVisible();
  await expect(page.locator('.verify-failed p', { hasText: 'did not give a usable answer' })).toBeVisible();
  await expect(valid(page, 'KVS-BLR-2025-0118')).toHaveCount(0);
});

test('a number pasted with non-breaking hyphens (U+2011) shows the valid record and is sent as ASCII', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (VALIDATE.test(request.url())) sent.push(new URL(request.url()).pathname.split('/').pop()!);
  });
  await page.goto('/verify-certificate');
  const input = page.getByPlaceholder('Enter Certificate number');
  await expect(input, 'phone keyboards type capitals and leave codes alone').toHaveAttribute('autocapitalize', 'characters');
  await expect(input).toHaveAttribute('autocorrect', 'off');
  await input.focus();
  await page.keyboard.insertText('KVS\u2011BLR\u20112025\u20110118');
  await page.getByRole('button', { name: 'Validate' }).click();
  await expect(valid(page, 'KVS-BLR-2025-0118')).toBeVisible();
  await expect(notFound(page)).toHaveCount(0);
  expect(sent).toEqual(['KVS-BLR-2025-0118']);
  await expect(page).toHaveURL(/[?&]number=KVS-BLR-2025-0118(&|$)/);
});
