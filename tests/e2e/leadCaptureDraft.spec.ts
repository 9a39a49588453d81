import { expect } from '@playwright/test';
import { test } from './support/appTest';
import { expectValuesKept, fillValidLead, FORM_PATH, VALID_BODY } from './leadCaptureHelpers';

/** A reload (a phone's pull-to-refresh) keeps a half-filled enquiry; a sent one is gone, and so is its draft. */

test('a reload keeps what was typed, the chosen city included; once sent, a reload shows an empty form', async ({ page }) => {
  await page.goto(FORM_PATH);
  await fillValidLead(page);
  await page.reload();
  await expectValuesKept(page);

  const posts: unknown[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/lead-capture/new/')) posts.push(r.postDataJSON());
  });
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your enquiry' })).toBeFocused();
  expect(posts).toEqual([expect.objectContaining(VALID_BODY)]);

  await page.reload();
  await expect(page.getByLabel('Name')).toHaveValue('');
  await expect(page.getByLabel('Message')).toHaveValue('');
  await expect(page.getByLabel('I accept the terms & conditions')).not.toBeChecked();
});

test('the draft belongs to its form and its tab', async ({ page, context }) => {
  await page.goto(FORM_PATH);
  await page.getByLabel('Name').fill('Asha Rao');
  await page.goto('/lead-capture/new/kvs-pune-open-day');
  await expect(page.getByLabel('Name')).toHaveValue('');
  const other = await context.newPage();
  await other.goto(FORM_PATH);
  await expect(other.getByLabel('Name')).toHaveValue('');
  await page.goto(FORM_PATH);
  await expect(page.getByLabel('Name')).toHaveValue('Asha Rao');
});
