import { expect, type Page } from '@playwright/test';
import { test } from './support/appTest';
import { expectValuesKept, fillValidLead, FORM_PATH, VALID_BODY } from './leadCaptureHelpers';

/** Holds every enquiry POST until the test releases it with an answer; counts them. */
async function holdPosts(page: Page) {
  const held = { posts: 0, release: (_answer: { status: number; body: string }) => {} };
  const answer = new Promise<{ status: number; body: string }>((resolve) => (held.release = resolve));
  await page.route('**/api/lead-capture/new/**', async (route) => {
    held.posts += 1;
    const { status, body } = await answer;
    await route.fulfill({ status, contentType: 'application/json', body });
  });
  return held;
}

const textFields = ['Name', 'Mobile number', 'Email', 'Message'] as const;
const choiceFields = ['Course of interest', 'State', 'City', 'I accept the terms & conditions'] as const;

// One page sends, fails, then sends again (a fresh page costs seconds on the shared machine).
test('while sending, every field is read-only and keeps what was sent; after a failure all is kept and editable; repeated submits post once', async ({ page }) => {
  await page.goto(FORM_PATH);
  await fillValidLead(page);
  const held = await holdPosts(page);
  const send = page.getByRole('button', { name: 'Send enquiry' });
  await send.click();
  await expect(send).toHaveAttribute('aria-busy', 'true');

  for (const label of textFields) await expect(page.getByLabel(label)).not.toBeEditable();
  for (const label of choiceFields) await expect(page.getByLabel(label)).toHaveAttribute('aria-readonly', 'true');

  // Typing, choosing and unticking while the request is out change nothing the visitor could lose.
  const name = page.getByLabel('Name');
  await name.press('End');
  await name.pressSequentially('xyz');
  await page.getByLabel('Message').pressSequentially(' More?');
  await page.getByLabel('Course of interest').selectOption('mca');
  await page.getByLabel('I accept the terms & conditions').click();
  await expectValuesKept(page);
  await expect(page.getByLabel('Email')).toHaveValue(VALID_BODY.email);

  held.release({ status: 503, body: '{"message":"Maintenance"}' });
  await expect(page.locator('#lead-failure')).toBeFocused();
  await expect(page.locator('#lead-failure')).toContainText('because of a problem on our side');
  await expectValuesKept(page);
  for (const label of textFields) await expect(page.getByLabel(label)).toBeEditable();
  for (const label of choiceFields) await expect(page.getByLabel(label)).not.toHaveAttribute('aria-readonly');

  await page.getByLabel('Message').pressSequentially(' And a bus?');
  await expect(page.getByLabel('Message')).toHaveValue(`${VALID_BODY.message} And a bus?`);
  expect(held.posts).toBe(1);

  // Repeated Enter in text inputs and a double click while sending post exactly one enquiry.
  // The first hold is answered; a new one counts this send's posts from zero.
  await page.unroute('**/api/lead-capture/new/**');
  const heldAgain = await holdPosts(page);
  // Enter in a text input submits the form (unlike Enter in the Message textarea, which adds a line).
  await name.press('Enter');
  await expect(send).toHaveAttribute('aria-busy', 'true');
  for (let i = 0; i < 4; i += 1) await name.press('Enter');
  for (let i = 0; i < 4; i += 1) await page.getByLabel('Email').press('Enter');
  // force: Playwright would otherwise wait for the busy (aria-disabled) button to be enabled, i.e. past the
  // request's 30 s deadline, and the click would be a legitimate retry; a visitor just clicks.
  await send.dblclick({ force: true });
  // The post goes out as the form turns busy, but the route handler counts it only once Playwright has been told
  // of it: wait for that count (a plain read could run first), then check again once the send has ended.
  await expect.poll(() => heldAgain.posts).toBe(1);
  heldAgain.release({ status: 201, body: '{"success":true,"data":{"id":"ENQ-4242"}}' });
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your enquiry' })).toBeFocused();
  expect(heldAgain.posts).toBe(1);
});

test('a server that never answers ends after 30 s in a retry with everything kept, and the busy bar goes away', async ({ page }) => {
  await page.clock.install();
  await page.goto(FORM_PATH);
  await fillValidLead(page);
  let posts = 0;
  await page.route('**/api/lead-capture/new/**', () => {
    posts += 1; // never answered
  });
  const send = page.getByRole('button', { name: 'Send enquiry' });
  await send.click();
  await expect(send).toHaveAttribute('aria-busy', 'true');
  await expect(page.locator('.busy-bar')).toBeVisible();
  // A screen reader hears the wait too, not only the failure 30 s later.
  const status = page.locator('form [role="status"]').last();
  await expect(status).toHaveText('Sending your enquiry…');
  // Move the clock only once the route holds the post: a post the 30 s deadline aborts before Playwright has
  // handed it to the route is never counted, and `posts` below would be 0.
  await expect.poll(() => posts).toBe(1);

  await page.clock.fastForward('00:31');
  const failure = page.locator('#lead-failure');
  await expect(failure).toBeFocused();
  await expect(failure).toContainText('We did not get an answer in time, so we cannot tell whether your enquiry arrived.');
  await expect(send).not.toHaveAttribute('aria-busy');
  await expect(status).toHaveText('');
  await expect(page.locator('.busy-bar')).toBeHidden();
  await expectValuesKept(page);

  await page.unroute('**/api/lead-capture/new/**');
  await send.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your enquiry' })).toBeFocused();
  expect(posts).toBe(1);
});
