import { expect, type Page } from '@playwright/test';
import { AGAIN_GRACE_MS } from '../../src/views/pages/leadCapture/sendPress';

export const FORM_PATH = '/lead-capture/new/kvs-bengaluru-admissions-2026';

/**
 * Clicks "Send another enquiry" as a visitor does once they have read the thanks: a click within AGAIN_GRACE_MS
 * of a click on Send is taken for the second tap of a double tap, and ignored (sendPress.ts). A wait of at
 * least that long, never a limit.
 */
export async function clickSendAnother(page: Page) {
  await page.waitForTimeout(AGAIN_GRACE_MS);
  await page.getByRole('button', { name: 'Send another enquiry' }).click();
}

/** Fills in a complete, valid enquiry the way a visitor would. */
export async function fillValidLead(page: Page, overrides: { email?: string; mobile?: string } = {}) {
  await page.getByLabel('Name').fill('Asha Rao');
  await page.getByLabel('Mobile number').fill(overrides.mobile ?? '+91 98765 43210');
  await page.getByLabel('Email').fill(overrides.email ?? 'asha.rao@example.in');
  await page.getByLabel('Course of interest').selectOption({ label: 'Bachelor of Computer Applications (BCA)' });
  await page.getByLabel('State').selectOption({ label: 'Maharashtra' });
  const city = page.getByLabel('City');
  await expect(city.locator('option', { hasText: 'Pune' })).toHaveCount(1);
  await city.selectOption({ label: 'Pune' });
  await page.getByLabel('Message').fill('Is there a hostel for first-year students?');
  await page.getByLabel('I accept the terms & conditions').check();
}

export const VALID_BODY = {
  name: 'Asha Rao',
  mobile: '+919876543210',
  email: 'asha.rao@example.in',
  courseId: 'bca',
  stateId: 'IN-MH',
  cityId: 'in-mh-pune',
  message: 'Is there a hostel for first-year students?',
  acceptTerms: true,
};

/** Every field keeps what was typed (the terms too, unless `termsTicked` is false: a reload never restores them). */
export async function expectValuesKept(page: Page, { termsTicked = true } = {}) {
  await expect(page.getByLabel('Name')).toHaveValue('Asha Rao');
  await expect(page.getByLabel('Mobile number')).toHaveValue('+91 98765 43210');
  await expect(page.getByLabel('Course of interest')).toHaveValue('bca');
  await expect(page.getByLabel('State')).toHaveValue('IN-MH');
  await expect(page.getByLabel('City')).toHaveValue('in-mh-pune');
  await expect(page.getByLabel('Message')).toHaveValue('Is there a hostel for first-year students?');
  await expect(page.getByLabel('I accept the terms & conditions')).toBeChecked({ checked: termsTicked });
}
