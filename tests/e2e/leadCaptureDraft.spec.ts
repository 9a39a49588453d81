import { expect, type Page } from '@playwright/test';
import { test } from './support/appTest';
import { expectValuesKept, fillValidLead, FORM_PATH, VALID_BODY } from './leadCaptureHelpers';

/**
 * A reload (a phone's pull-to-refresh) keeps a half-filled enquiry, except the terms, which the person sending
 * ticks each time; a sent one is gone, and so is its draft; a reload mid-send keeps the send's Idempotency-Key, and
 * a reload after several sends keeps every one's.
 */

const terms = (page: Page) => page.getByLabel('I accept the terms & conditions');

test('a reload keeps what was typed, the chosen city included, but not the ticked terms; once sent, a reload shows an empty form', async ({ page }) => {
  await page.goto(FORM_PATH);
  await fillValidLead(page);
  await page.reload();
  await expectValuesKept(page, { termsTicked: false });

  const posts: unknown[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/lead-capture/new/')) posts.push(r.postDataJSON());
  });
  await terms(page).check();
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your enquiry' })).toBeFocused();
  expect(posts).toEqual([expect.objectContaining(VALID_BODY)]);

  await page.reload();
  await expect(page.getByLabel('Name')).toHaveValue('');
  await expect(page.getByLabel('Message')).toHaveValue('');
});

test('a reload while the enquiry is being sent keeps its Idempotency-Key, so sending again is the same enquiry', async ({ page }) => {
  await page.goto(FORM_PATH);
  await fillValidLead(page);
  const keys: string[] = [];
  let hold = true;
  await page.route('**/api/lead-capture/new/**', async (route) => {
    keys.push((await route.request().headerValue('Idempotency-Key')) ?? '');
    if (hold) return; // the answer never comes back before the reload
    await route.continue();
  });
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect.poll(() => keys.length).toBe(1);
  hold = false;
  await page.reload();
  await expectValuesKept(page, { termsTicked: false });
  await terms(page).check();
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your enquiry' })).toBeFocused();
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
});

test('a reload keeps the key of every enquiry sent: one typed back after it goes out under its first key', async ({ page }) => {
  // Send A (it arrives, the answer is lost), change to B, send B (the same), reload, change back to A, send: the
  // server must see A's key again, or it stores A twice.
  await page.goto(FORM_PATH);
  await fillValidLead(page);
  const keys: string[] = [];
  await page.route('**/api/lead-capture/new/**', async (route) => {
    keys.push((await route.request().headerValue('Idempotency-Key')) ?? '');
    if (keys.length > 2) return route.continue();
    await route.fetch(); // stored by the server
    await route.abort('timedout'); // but the page never hears
  });
  const message = page.getByLabel('Message');
  const send = page.getByRole('button', { name: 'Send enquiry' });
  await send.click();
  await expect.poll(() => keys.length).toBe(1);
  await expect(message).toBeEditable();
  await message.fill('Is there a bus from the station?');
  await send.click();
  await expect.poll(() => keys.length).toBe(2);
  await expect(message).toBeEditable();
  await page.reload();
  await expect(message).toHaveValue('Is there a bus from the station?');
  await message.fill(VALID_BODY.message);
  await terms(page).check();
  await send.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your enquiry' })).toBeFocused();
  expect(keys[1]).not.toBe(keys[0]);
  expect(keys[2]).toBe(keys[0]);
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
