import { expect } from '@playwright/test';
import { test } from './support/appTest';
import { clickSendAnother, expectValuesKept, fillValidLead, FORM_PATH, VALID_BODY } from './leadCaptureHelpers';
import { gate } from './support/gate';

// Cases share a page where a visitor would go on from one to the next (a fresh page costs seconds on the shared
// machine); each case starts from a state that differs from the one it expects.

test('each invalid field says what is wrong and focus goes to the first; a valid enquiry is then sent with its source and thanked', async ({ page }) => {
  await page.goto(`${FORM_PATH}?utm_source=google&utm_medium=cpc&utm_campaign=admissions-2026&utm_term=bca&utm_content=ad-1`, {
    referer: 'https://www.google.com/',
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Admissions enquiry 2026–27' })).toBeVisible();
  await expect(page.getByText('Kaveri Vidya Sansthan, Bengaluru')).toBeVisible();
  await expect(page).toHaveTitle('Admissions enquiry 2026–27 · Kaveri Vidya Sansthan, Bengaluru');

  // Each invalid field says what is wrong, beside the field, and focus goes to the first.
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  const expectations: Array<[string, string]> = [
    ['Name', 'Name is required'],
    ['Mobile number', 'Mobile number is required'],
    ['Email', 'Email is required'],
    ['Course of interest', 'Course of interest is required'],
    ['State', 'State is required'],
    ['I accept the terms & conditions', 'Accepting terms & conditions are required'],
  ];
  for (const [label, message] of expectations) {
    const field = page.getByLabel(label);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(new RegExp(`^${message.replace(/[&]/g, '\\$&')}`));
  }
  await expect(page.getByLabel('Name')).toBeFocused();
  // The city list is disabled until a state is chosen, so it is not asked for yet; then it is, at once.
  const city = page.getByLabel('City');
  await expect(city).toBeDisabled();
  await expect(city).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('State').selectOption({ label: 'Karnataka' });
  await expect(city).toBeEnabled();
  await expect(city).toHaveAttribute('aria-invalid', 'true');
  await expect(city).toHaveAccessibleDescription(/^City is required/);

  await page.getByLabel('Name').fill('A');
  await expect(page.getByText('Name minimum length is 2', { exact: true })).toBeVisible();
  await page.getByLabel('Mobile number').fill('5123456789');
  await expect(page.getByText('Mobile number is not valid', { exact: true })).toBeVisible();
  await page.getByLabel('Email').fill('asha@');
  await expect(page.getByText('Email is not valid', { exact: true })).toBeVisible();

  // Fixed fields clear as they are typed; the next submit focuses the first field still wrong.
  await page.getByLabel('Name').fill('Asha Rao');
  await expect(page.getByText('Name minimum length is 2')).toHaveCount(0);
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByLabel('Mobile number')).toBeFocused();

  // A valid enquiry is sent with its source and thanked.
  await fillValidLead(page);

  const requestPromise = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/api/lead-capture/new/'));
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  const request = await requestPromise;
  expect(new URL(request.url()).pathname).toBe('/api/lead-capture/new/kvs-bengaluru-admissions-2026');
  expect(request.postDataJSON()).toEqual({
    ...VALID_BODY,
    source: {
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'admissions-2026',
      utmTerm: 'bca',
      utmContent: 'ad-1',
      referrer: 'https://www.google.com/',
    },
  });

  const thanks = page.getByRole('heading', { level: 1, name: 'Thank you for your enquiry' });
  await expect(thanks).toBeFocused();
  // The tab and a screen reader's title key say the enquiry went, not that the form is still open.
  await expect(page).toHaveTitle('Thank you for your enquiry · Kaveri Vidya Sansthan, Bengaluru');
  await expect(page.getByText('Kaveri Vidya Sansthan, Bengaluru has received your enquiry and will contact you soon.')).toBeVisible();
  await expect(page.getByText(/^Your reference number: ENQ-\d+$/)).toBeVisible();

  // Enter twice on "Send another enquiry": the second lands in the fresh, empty form, which it does not send.
  await page.getByRole('button', { name: 'Send another enquiry' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Name')).toBeFocused();
  await expect(page).toHaveTitle('Admissions enquiry 2026–27 · Kaveri Vidya Sansthan, Bengaluru');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Name')).toHaveValue('');
  await expect(page.getByLabel('Name')).not.toHaveAttribute('aria-invalid', 'true');
  // Once something is typed, Enter sends as ever, and the rules speak (and not before: had the second Enter sent
  // the form, the mobile would say "required" already).
  await page.getByLabel('Name').fill('Ravi Kumar');
  await expect(page.getByLabel('Mobile number')).not.toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Mobile number')).toBeFocused();
  await expect(page.getByLabel('Mobile number')).toHaveAccessibleDescription(/^Mobile number is required/);
});

test("the server's 422, then a network failure, keep everything typed; sending again works; bypassing submits are ignored", async ({ page }) => {
  await page.goto(FORM_PATH);
  await fillValidLead(page, { email: 'asha@duplicate.example' });
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  const email = page.getByLabel('Email');
  await expect(email).toHaveAccessibleDescription(/^An enquiry with this email address already exists/);
  await expect(email).toBeFocused();
  await expect(page.getByRole('alert').filter({ hasText: 'Some details need your attention' })).toBeVisible();
  await expectValuesKept(page);
  await expect(email).toHaveValue('asha@duplicate.example');

  // A network failure keeps the data, and sending again works. Online, a failed connection may still have carried
  // the enquiry (an API on another origin whose answer lacks CORS headers, a reset on the way back): never "not sent".
  await page.getByLabel('Email').fill('asha.rao@example.in');
  await page.route('**/api/lead-capture/new/**', (route) => route.abort('connectionreset'));
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'We could not reach the institute’s server, so we cannot tell whether your enquiry arrived.' })).toBeVisible();
  await expect(page.locator('#lead-failure')).toBeFocused();
  await expectValuesKept(page);
  await expect(page.getByLabel('Email')).toHaveValue('asha.rao@example.in');

  // Offline, it never left.
  await page.unroute('**/api/lead-capture/new/**');
  await page.context().setOffline(true);
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your enquiry could not be sent.' })).toBeVisible();
  await expect(page.locator('#lead-failure')).toBeFocused();
  await expectValuesKept(page);

  await page.context().setOffline(false);
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your enquiry' })).toBeFocused();

  // Submits that bypass the button are ignored while one is in flight.
  await clickSendAnother(page);
  await expect(page.getByLabel('Name')).toHaveValue('');
  await fillValidLead(page);
  let posts = 0;
  const { release, released: held } = gate();
  await page.route('**/api/lead-capture/new/**', async (route) => {
    posts += 1;
    await held;
    await route.continue();
  });
  const button = page.getByRole('button', { name: 'Send enquiry' });
  await button.click();
  await expect(button).toHaveAttribute('aria-busy', 'true');
  // Repeated Enter in text inputs and double clicks: leadCaptureSending.spec.ts.
  await page.evaluate(() => {
    const form = document.querySelector('form')!;
    form.requestSubmit();
    form.requestSubmit();
  });
  await expect(button).toBeDisabled();
  release();
  await expect(page.getByRole('heading', { name: 'Thank you for your enquiry' })).toBeVisible();
  expect(posts).toBe(1);
});

test('an unknown form and other paths; a form that cannot be loaded offers a retry; a field checks itself when left', async ({ page }) => {
  // An unknown form says it is not available; other lead-capture paths are a 404.
  await page.goto('/lead-capture/new/no-such-form');
  await expect(page.getByRole('heading', { level: 1, name: 'This form is not available' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send enquiry' })).toHaveCount(0);

  await page.goto('/lead-capture/new/..%2F..%2Fetc');
  await expect(page.getByRole('heading', { level: 1, name: 'This form is not available' })).toBeVisible();

  await page.goto('/lead-capture/something-else');
  await expect(page).toHaveURL(/\/error\/404$/);

  // A form that cannot be loaded offers a retry, and says whose side the problem is on.
  let fail: 'network' | 'server' | 'proxy404' | null = 'proxy404';
  await page.route('**/api/lead-capture/form/**', (route) =>
    fail === 'network'
      ? route.abort()
      : fail === 'server'
        ? route.fulfill({ status: 503, json: { message: 'Down' } })
        : fail === 'proxy404'
          ? route.fulfill({ status: 404, contentType: 'text/html', body: '<html><body>404 Not Found</body></html>' })
          : route.continue(),
  );
  // A proxy's HTML 404 (a wrong route, a deploy) is not the API saying the form is gone: a failure to retry.
  await page.goto(FORM_PATH);
  await expect(page.getByRole('heading', { name: 'The enquiry form could not be loaded' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This form is not available' })).toHaveCount(0);
  fail = 'server';
  await page.goto(FORM_PATH);
  await expect(page.getByRole('heading', { name: 'The enquiry form could not be loaded' })).toBeVisible();
  await expect(page.getByText('There is a problem on our side. Please try again in a moment.')).toBeVisible();
  fail = 'network';
  await page.getByRole('button', { name: 'Try again' }).press('Enter');
  await expect(page.getByText('Check your internet connection and try again.')).toBeVisible();
  // Try again's button went away while loading: focus is on the heading of what came next, not the page body.
  await expect(page.getByRole('heading', { level: 1, name: 'The enquiry form could not be loaded' })).toBeFocused();
  fail = null;
  await page.getByRole('button', { name: 'Try again' }).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Admissions enquiry 2026–27' })).toBeFocused();

  // A field checks itself when left, not while it is still empty (on the form the retry loaded).
  await page.getByLabel('Name').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByText('Name is required')).toHaveCount(0);
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Email').blur();
  await expect(page.getByText('Email is not valid')).toBeVisible();
});
