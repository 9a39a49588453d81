import { expect, type Page } from '@playwright/test';
import { test } from './support/appTest';

// How the input's triggers behave: the branding is fetched once per page however many checks run, and only an
// explicit Validate moves focus (the change event, fired by Tab, leaves it where the visitor sent it).
// Checks share a page where they only differ in what is typed (a fresh page costs seconds on the shared machine).

const input = (page: Page) => page.getByPlaceholder('Enter Certificate number');
const validateButton = (page: Page) => page.getByRole('button', { name: 'Validate' });

async function validate(page: Page, number: string) {
  await input(page).fill(number);
  await validateButton(page).click();
}

test('checks by Validate, Enter and the change event ask for the branding once; only Validate moves focus, and asks again', async ({ page }) => {
  const initiates: string[] = [];
  const checks: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/validate-certificate/initiate/')) initiates.push(r.url());
    else if (r.url().includes('/validate-certificate/')) checks.push(decodeURIComponent(r.url().split('/').pop()!));
  });
  await page.goto('/verify-certificate');
  await expect(page.locator('.verify-logo--light')).toHaveAttribute('src', /^http:\/\/(localhost|127\.0\.0\.1):\d+\/brand\/kvs-blr-light\.svg$/);
  await validate(page, 'KVS-BLR-2025-0118');
  await expect(page.getByRole('heading', { name: 'Certificate KVS-BLR-2025-0118 is Valid' })).toBeVisible();
  await validate(page, 'NOPE-1');
  await expect(page.getByRole('heading', { name: 'Certificate not found.' })).toBeVisible();
  await input(page).fill('KVS-M-2023-0311');
  await input(page).press('Enter');
  await expect(page.getByRole('heading', { name: 'Certificate KVS-M-2023-0311 is Valid' })).toBeVisible();
  await input(page).fill('KVS-2024-0777');
  await input(page).press('Tab');
  await expect(page.getByRole('heading', { name: 'Certificate KVS-2024-0777 is Valid' })).toBeVisible();
  await validate(page, 'KVS 2025/0042');
  await expect(page.getByRole('heading', { name: 'Certificate KVS 2025/0042 is Valid' })).toBeVisible();
  expect(checks).toEqual(['KVS-BLR-2025-0118', 'NOPE-1', 'KVS-M-2023-0311', 'KVS-2024-0777', 'KVS 2025/0042']);
  expect(initiates).toHaveLength(1);
  // The branding stayed: logo and the branch's buttons are still there.
  await expect(page.locator('.verify-logo--light')).toHaveAttribute('src', /^http:\/\/(localhost|127\.0\.0\.1):\d+\/brand\/kvs-blr-light\.svg$/);

  // A check started by the change event leaves focus alone; Validate moves it to the outcome heading.
  await input(page).fill('KVS-2024-0777');
  await input(page).press('Tab');
  await expect(page.getByRole('heading', { name: 'Certificate KVS-2024-0777 is Valid' }), 'change event').toBeVisible();
  await expect(validateButton(page), 'the change event leaves focus on Validate').toBeFocused();
  await validate(page, 'NOPE-2');
  await expect(page.getByRole('heading', { name: 'Certificate not found.' }), 'Validate moves focus').toBeFocused();

  // Validate pressed after the change event's check of the same number has already answered (a fast network, or
  // a slow press): no second request, and focus still goes to the outcome.
  const before = checks.length;
  await input(page).fill('KVS-2024-0777');
  await input(page).press('Tab');
  await expect(page.getByRole('heading', { name: 'Certificate KVS-2024-0777 is Valid' })).toBeVisible();
  await validateButton(page).click();
  await expect(page.getByRole('heading', { name: 'Certificate KVS-2024-0777 is Valid' }), 'Validate on the shown result').toBeFocused();
  expect(checks.slice(before)).toEqual(['KVS-2024-0777']);

  // Validate again, nothing changed since: the visitor asks for a fresh check, which is sent and focused.
  await validateButton(page).click();
  await expect.poll(() => checks.slice(before), 'Validate asked again').toEqual(['KVS-2024-0777', 'KVS-2024-0777']);
  await expect(page.getByRole('heading', { name: 'Certificate KVS-2024-0777 is Valid' }), 'the fresh answer').toBeFocused();
  // Enter in the unchanged field asks again as well (no change event fires, only the submit).
  await input(page).press('Enter');
  await expect.poll(() => checks.slice(before), 'Enter asked again').toEqual(['KVS-2024-0777', 'KVS-2024-0777', 'KVS-2024-0777']);
  await expect(page.getByRole('heading', { name: 'Certificate KVS-2024-0777 is Valid' })).toBeFocused();
});

test('clearing a shown result shows nothing; a refused number keeps focus on Enter and lets Tab move on', async ({ page }) => {
  // Clearing a shown result and pressing Validate shows nothing and removes the number from the address.
  await page.goto('/verify-certificate?number=KVS-2024-0777');
  await expect(page.getByRole('heading', { name: 'Certificate KVS-2024-0777 is Valid' })).toBeVisible();
  await validate(page, '');
  await expect(page.locator('.verify-record, .verify-not-found, .verify-failed, .verify-checking')).toHaveCount(0);
  await expect(input(page)).toBeFocused();
  await expect(page).toHaveURL(/\/verify-certificate$/);

  // Enter on a refused number keeps focus in the input.
  await expect(input(page), 'nothing refused yet').toHaveAccessibleDescription('');
  await input(page).fill('..');
  await input(page).press('Enter');
  await expect(input(page), 'Enter on a refused number').toHaveAccessibleDescription('“.” and “..” are not certificate numbers.');
  await expect(input(page), 'Enter on a refused number keeps focus').toBeFocused();

  // Tab after a refused number moves on to Validate; the refusal is still shown.
  await validate(page, '');
  await expect(input(page), 'cleared before the Tab case').toHaveAccessibleDescription('');
  await input(page).fill('..');
  await input(page).press('Tab');
  await expect(validateButton(page), 'Tab after a refused number').toBeFocused();
  await expect(input(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(input(page)).toHaveAccessibleDescription('“.” and “..” are not certificate numbers.');
  await expect(page.locator('p[role=status]')).toHaveText('“.” and “..” are not certificate numbers.');
  // Shift+Tab returns to the field: nothing pulls focus either way.
  await page.keyboard.press('Shift+Tab');
  await expect(input(page)).toBeFocused();
});


test('a refused number takes the shown number out of the address, so a reload checks nothing older', async ({ page }) => {
  await page.goto('/verify-certificate?number=KVS-2024-0777');
  await expect(page.getByRole('heading', { name: 'Certificate KVS-2024-0777 is Valid' })).toBeVisible();
  await validate(page, 'X'.repeat(65));
  await expect(input(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/verify-certificate$/);
  await page.reload();
  await expect(input(page)).toHaveValue('');
  await expect(page.locator('.verify-record, .verify-not-found, .verify-failed, .verify-checking')).toHaveCount(0);
});

// On a phone the refusal appears between the field and Validate (verify.css, below 26rem). Pressing Validate used to
// blur the field first: its change event showed the refusal, Validate moved down under the finger or pointer before
// the press ended, and the press was lost (focus left on Validate, nothing said it had been pressed).
for (const [name, press] of [
  ['a mouse click', (page: Page) => validateButton(page).click()],
  ['a tap', (page: Page) => validateButton(page).tap()],
] as const) {
  test.describe(`a refused number and Validate by ${name} on a 360 px phone`, () => {
    test.use({ viewport: { width: 360, height: 640 }, hasTouch: true });

    test('the press is not lost: focus goes back to the field, as for Enter', async ({ page }) => {
      await page.goto('/verify-certificate');
      for (const [typed, refusal] of [
        ['K'.repeat(70), 'A certificate number has at most 64 characters.'],
        ['..', '“.” and “..” are not certificate numbers.'],
      ] as const) {
        await input(page).fill(typed);
        await press(page);
        await expect(input(page)).toHaveAccessibleDescription(refusal);
        await expect(input(page), `focus back in the field after ${typed.slice(0, 4)}`).toBeFocused();
        await input(page).fill('');
      }
    });
  });
}

// Found by review helper review-3: a link longer than 64 characters was refused as too long, a shorter one was
// "not found".
test('a pasted link to this page is checked as the number it carries, which the field and the address then show', async ({ page }) => {
  const checks: string[] = [];
  page.on('request', (r) => {
    if (/\/validate-certificate\/(?!initiate\/)/.test(r.url())) checks.push(decodeURIComponent(r.url().split('/').pop()!));
  });
  await page.goto('/verify-certificate');
  const link = 'https://certificates.kvs-bengaluru.example.in/verify-certificate?number=KVS-BLR-2025-0118&utm_source=qr';
  await input(page).fill(link);
  await validateButton(page).click();
  await expect(page.getByRole('heading', { name: 'Certificate KVS-BLR-2025-0118 is Valid' })).toBeFocused();
  await expect(input(page)).toHaveValue('KVS-BLR-2025-0118');
  expect(new URL(page.url()).searchParams.get('number')).toBe('KVS-BLR-2025-0118');
  expect(checks).toEqual(['KVS-BLR-2025-0118']);
});
