import { expect, type Page, type Request } from '@playwright/test';
import { test } from './support/appTest';
import { clickSendAnother, fillValidLead, FORM_PATH } from './leadCaptureHelpers';
import { gate } from './support/gate';

const NEW_LEAD = '**/api/lead-capture/new/**';
const thanks = (page: Page) => page.getByRole('heading', { level: 1, name: 'Thank you for your enquiry' });

test('a long paste is kept whole, counted, announced near and over the limit, and Send refuses it with the limit named', async ({ page }) => {
  await page.goto(FORM_PATH);
  await fillValidLead(page);
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/lead-capture/new/')) posts += 1;
  });
  const message = page.getByLabel('Message');
  const count = page.locator('#lead-message-count');
  const status = page.locator('#lead-message-status');
  await expect(status).toHaveAttribute('role', 'status');
  await expect(count).toHaveText('42 / 1,000');
  await expect(status).toHaveText('');

  await message.fill('x'.repeat(899));
  await expect(count).toHaveText('899 / 1,000');
  await expect(status).toHaveText('');
  await message.fill('x'.repeat(900));
  await expect(status).toHaveText('100 characters left');
  await message.fill('x'.repeat(950));
  await expect(count).toHaveText('950 / 1,000');
  await expect(status).toHaveText('50 characters left');
  await message.fill('x'.repeat(1001));
  await expect(status).toHaveText('1 character too many');
  await message.fill('x'.repeat(1200));
  await expect(message).toHaveValue('x'.repeat(1200));
  await expect(count).toHaveText('1,200 / 1,000');
  await expect(status).toHaveText('200 characters too many');

  const name = page.getByLabel('Name');
  await name.fill('A'.repeat(150));
  await expect(name).toHaveValue('A'.repeat(150));
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(name).toBeFocused();
  await expect(name).toHaveAccessibleDescription('Name can have up to 100 characters; it now has 150');
  await expect(message).toHaveAccessibleDescription(/^Message can have up to 1,000 characters; it now has 1,200/);
  expect(posts).toBe(0);

  // Shortened, the errors follow each keystroke and the enquiry goes.
  await name.fill('Asha Rao');
  await message.fill('x'.repeat(1000));
  await expect(status).toHaveText('0 characters left');
  await expect(message).not.toHaveAttribute('aria-invalid');
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(thanks(page)).toBeFocused();
  expect(posts).toBe(1);
});

test('a send that timed out but arrived, sent again, gives one lead: the retry carries the same Idempotency-Key', async ({ page }) => {
  await page.clock.install();
  await page.goto(FORM_PATH);
  await fillValidLead(page);
  const keys: string[] = [];
  let firstId = '';
  const { release: arrived, released: firstArrived } = gate();
  // The first send reaches the demo server (which stores the lead), but its answer is lost on the way back.
  await page.route(NEW_LEAD, async (route) => {
    keys.push((await route.request().headerValue('Idempotency-Key')) ?? '');
    const response = await route.fetch();
    firstId = ((await response.json()) as { data: { id: string } }).data.id;
    arrived();
  });
  const send = page.getByRole('button', { name: 'Send enquiry' });
  await send.click();
  await firstArrived;
  await page.clock.fastForward('00:31');
  await expect(page.locator('#lead-failure')).toContainText('we cannot tell whether your enquiry arrived');

  await page.unroute(NEW_LEAD);
  const retry = page.waitForRequest((r: Request) => r.method() === 'POST' && r.url().includes('/lead-capture/new/'));
  await send.click();
  keys.push((await (await retry).headerValue('Idempotency-Key')) ?? '');
  await expect(thanks(page)).toBeFocused();
  expect(firstId).toMatch(/^ENQ-\d+$/);
  await expect(page.getByText(`Your reference number: ${firstId}`)).toBeVisible();
  expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(keys[1]).toBe(keys[0]);

  // Another enquiry is another lead, with a key of its own.
  await clickSendAnother(page);
  await fillValidLead(page);
  const next = page.waitForRequest((r: Request) => r.method() === 'POST' && r.url().includes('/lead-capture/new/'));
  await send.click();
  expect(await (await next).headerValue('Idempotency-Key')).not.toBe(keys[0]);
  await expect(thanks(page)).toBeFocused();
  await expect(page.getByText(`Your reference number: ${firstId}`)).toHaveCount(0);
});

test('Send again after a 422, unchanged, posts nothing and takes focus back to the field the server named', async ({ page }) => {
  await page.goto(FORM_PATH);
  await fillValidLead(page, { email: 'asha@duplicate.example' });
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/lead-capture/new/')) posts += 1;
  });
  const send = page.getByRole('button', { name: 'Send enquiry' });
  await send.click();
  const email = page.getByLabel('Email');
  await expect(email).toBeFocused();
  expect(posts).toBe(1);

  await send.focus();
  await send.press('Enter');
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription(/^An enquiry with this email address already exists/);
  expect(posts).toBe(1);

  await email.fill('asha.rao@example.in');
  await send.click();
  await expect(thanks(page)).toBeFocused();
  expect(posts).toBe(2);
});

test('a Malayalam name with a joiner and a mobile in Devanagari digits with a trunk zero are sent as typed and as E.164', async ({ page }) => {
  await page.goto(FORM_PATH);
  await fillValidLead(page, { mobile: '०९८७६५ ४३२१०' });
  await page.getByLabel('Name').fill('ശ്രീ\u200Dലക്ഷ്മി');
  const post = page.waitForRequest((r: Request) => r.method() === 'POST' && r.url().includes('/lead-capture/new/'));
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  const body = (await post).postDataJSON() as { name: string; mobile: string };
  expect(body.name).toBe('ശ്രീ\u200Dലക്ഷ്മി');
  expect(body.mobile).toBe('+919876543210');
  await expect(thanks(page)).toBeFocused();
});

test('Try again on a city list that could not be loaded keeps focus on the City field, which then offers the cities', async ({ page }) => {
  let fail = true;
  await page.route('**/api/state/*/cities', (route) => (fail ? route.fulfill({ status: 503, json: { message: 'Down' } }) : route.continue()));
  await page.goto(FORM_PATH);
  await page.getByLabel('State').selectOption({ label: 'Maharashtra' });
  const failure = page.getByText('The list of cities could not be loaded.');
  await expect(failure).toBeVisible();
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).press('Enter');
  const city = page.getByLabel('City');
  await expect(city.locator('option', { hasText: 'Pune' })).toHaveCount(1);
  await expect(failure).toHaveCount(0);
  await expect(city).toBeFocused();
});

test('a visitor who moves on while Try again reloads the form is not pulled back to its heading', async ({ page }) => {
  const { release, released: held } = gate();
  let calls = 0;
  await page.route('**/api/lead-capture/form/**', async (route) => {
    calls += 1;
    if (calls === 1) return route.fulfill({ status: 503, json: { message: 'Down' } });
    await held;
    return route.continue();
  });
  await page.goto(FORM_PATH);
  await page.getByRole('button', { name: 'Try again' }).press('Enter');
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  const language = page.getByRole('combobox', { name: 'Language' });
  await language.focus();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Admissions enquiry 2026–27' })).toBeVisible();
  await expect(language).toBeFocused();
});

// Leaving the e-mail field showed its problem and pushed Send about 28 px down between press and release: the first
// click was lost (nothing checked, nothing said). The press now defers the field's check to the submit.
test('one click on Send after typing a bad e-mail address is a submit: the problems show and focus goes to the first', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(FORM_PATH);
  await page.getByLabel('Email').fill('not-an-email');
  const send = page.getByRole('button', { name: 'Send enquiry' });
  await send.scrollIntoViewIfNeeded();
  await send.click();
  await expect(page.getByLabel('Name')).toBeFocused();
  await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
});

// The same for every other press (adversarial review, Session 29): a click on the terms box right after typing a bad
// e-mail address, or a message over its limit, showed the field's problem on mousedown and pushed the box down
// before mouseup, so it stayed unticked. The problem now shows once the press is over.
for (const [left, fill] of [
  ['a bad e-mail address', (page: Page) => page.getByLabel('Email').fill('priya@')],
  ['a message over its limit', (page: Page) => page.getByLabel('Message').fill('x'.repeat(1001))],
] as const) {
  test(`one click on the terms box after ${left} ticks it, and the problem shows after the click`, async ({ page }) => {
    // Wide: the box's label is one short line, so the box pushed away leaves no label under the pointer either.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(FORM_PATH);
    await fill(page);
    const terms = page.getByRole('checkbox', { name: 'I accept the terms & conditions' });
    await terms.click();
    await expect(terms).toBeChecked();
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(1);
  });
}

/**
 * A valid enquiry sent by a click, its thanks shown. The page's clock stands still from before the click on, however
 * slowly this machine runs the steps.
 */
async function sendOnAStoppedClock(page: Page) {
  await page.clock.install();
  await page.goto(FORM_PATH);
  await fillValidLead(page);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(thanks(page)).toBeFocused();
}

// Found by review helper review-3: on a phone the thank-you screen put "Send another enquiry" where Send had been,
// so the second tap of a double tap on Send started a new, empty form and the reference was gone.
test('the second tap of a double tap on Send does not throw the thank-you screen away; a later press starts anew', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 568 });
  await sendOnAStoppedClock(page);
  const again = page.getByRole('button', { name: 'Send another enquiry' });
  await again.click();
  await expect(thanks(page)).toBeVisible();
  await expect(page.getByText(/^Your reference number: ENQ-\d+$/)).toBeVisible();
  // A press a second later is meant: the next enquiry starts, empty.
  await page.clock.runFor(1000);
  await again.click();
  await expect(page.getByLabel('Name')).toHaveValue('');
  await expect(thanks(page)).toHaveCount(0);
});

// Only a tap is held back: a press of Enter on "Send another enquiry" is never the second tap of a double tap,
// however soon after a click on Send it comes (the page's clock stands still, so it is "at once").
test('"Send another enquiry" pressed with the keyboard at once after a click on Send starts the next enquiry', async ({ page }) => {
  await sendOnAStoppedClock(page);
  await page.getByRole('button', { name: 'Send another enquiry' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Name')).toBeFocused();
  await expect(page.getByLabel('Name')).toHaveValue('');
  await expect(thanks(page)).toHaveCount(0);
});

// No press on Send in this page: a thank-you screen brought back by a reload takes the first tap on "Send another
// enquiry", however soon after the page loaded it comes (the page's clock stands still from its start).
test('after a reload, a tap on "Send another enquiry" at once starts the next enquiry', async ({ page }) => {
  await page.goto(FORM_PATH);
  await fillValidLead(page);
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(thanks(page)).toBeFocused();
  await page.clock.install();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await page.reload();
  await expect(thanks(page)).toBeFocused();
  expect(await page.evaluate(() => performance.now()), "the page's clock has not passed the grace").toBeLessThan(1000);
  await page.getByRole('button', { name: 'Send another enquiry' }).click();
  await expect(page.getByLabel('Name')).toHaveValue('');
  await expect(thanks(page)).toHaveCount(0);
});

test('the name field is not spell-checked or autocorrected (Indian names are not in the dictionary), and words start capitalised', async ({ page }) => {
  await page.goto(FORM_PATH);
  const name = page.getByLabel('Name');
  await expect(name).toHaveAttribute('spellcheck', 'false');
  await expect(name).toHaveAttribute('autocorrect', 'off');
  await expect(name).toHaveAttribute('autocapitalize', 'words');
  expect(await name.evaluate((el: HTMLInputElement) => el.spellcheck)).toBe(false);
});
