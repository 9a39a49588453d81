import type { Page } from '@playwright/test';

/** The check request (not the branding's `initiate/`), for `page.route` and request counts. */
export const VALIDATE = /\/api\/certificate\/validate-certificate\/(?!initiate\/)[^/]+$/;

/** Types a number and presses Validate. */
export async function validate(page: Page, number: string) {
  await page.getByPlaceholder('Enter Certificate number').fill(number);
  await page.getByRole('button', { name: 'Validate' }).click();
}

export const notFound = (page: Page) => page.getByRole('heading', { name: 'Certificate not found.' });
export const couldNotCheck = (page: Page) => page.getByRole('heading', { name: 'The certificate could not be checked' });
export const valid = (page: Page, number: string) => page.getByRole('heading', { name: `Certificate ${number} is Valid` });
