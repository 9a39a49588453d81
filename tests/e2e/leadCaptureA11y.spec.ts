import { expect } from '@playwright/test';
import { test } from './support/appTest';
import { readFileSync } from 'node:fs';
import { fillValidLead, FORM_PATH } from './leadCaptureHelpers';
import { axeViolations } from './support/axe';
import { gate } from './support/gate';

const german = JSON.parse(readFileSync(new URL('../../src/i18n/messages/de.json', import.meta.url), 'utf8')) as Record<string, string>;

// One page per theme also checks the 360 px layout (light) and the saved language (dark): a fresh page costs seconds
// on the shared machine.
for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((mode) => window.localStorage.setItem('theme_mode', mode), theme);
    });

    // Each branch's form wears the branch's colour, as its verification page does (demo Pune: teal #0f766e), in a
    // version safe for each theme: axe judges the colours the visitor ends up with.
    test("the Pune branch's form wears its colour and has no axe violations", async ({ page }) => {
      await page.goto('/lead-capture/new/kvs-pune-open-day');
      await expect(page.locator('html')).toHaveAttribute('style', new RegExp(`--brand-${theme}-primary`));
      const send = page.getByRole('button', { name: 'Send enquiry' });
      const teal = await page.evaluate((t) => {
        const probe = document.createElement('div');
        probe.style.color = getComputedStyle(document.documentElement).getPropertyValue(`--brand-${t}-primary`);
        document.body.append(probe);
        const colour = getComputedStyle(probe).color;
        probe.remove();
        return colour;
      }, theme);
      await expect(send).toHaveCSS('background-color', teal);
      expect(await axeViolations(page)).toEqual([]);
    });

    test(`the form, its errors, while sending, the thank-you screen and the unavailable page have no axe violations; ${theme === 'light' ? 'works at 360 px' : 'speaks the chosen language'}`, async ({ page }) => {
      await page.goto(FORM_PATH);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await page.getByText('Read the terms & conditions').click();
      await page.getByRole('button', { name: 'Send enquiry' }).click();
      await expect(page.getByText('Name is required')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await fillValidLead(page);
      // While sending: read-only fields (aria-readonly on the selects and the checkbox) and a busy button.
      const { release, released: held } = gate();
      await page.route('**/api/lead-capture/new/**', async (route) => {
        await held;
        await route.continue();
      });
      await page.getByRole('button', { name: 'Send enquiry' }).click();
      await expect(page.getByLabel('Course of interest')).toHaveAttribute('aria-readonly', 'true');
      // The whole page, busy bar showing (it is visual only, aria-hidden, so axe's region rule has nothing to say).
      await expect(page.locator('.busy-bar')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      release();
      await expect(page.getByRole('heading', { name: 'Thank you for your enquiry' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await page.goto('/lead-capture/new/no-such-form');
      await expect(page.getByRole('heading', { name: 'This form is not available' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      if (theme === 'light') {
        // Works at 360 px: nothing scrolls sideways and an enquiry can be sent (the held route above is released).
        await page.setViewportSize({ width: 360, height: 740 });
        await page.goto(FORM_PATH);
        // This tab sent an enquiry a moment ago: its thanks come back until the next one is started (Session 25).
        await page.getByRole('button', { name: 'Send another enquiry' }).click();
        await fillValidLead(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        const button = page.getByRole('button', { name: 'Send enquiry' });
        const box = (await button.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(360);
        await button.click();
        await expect(page.getByRole('heading', { name: 'Thank you for your enquiry' })).toBeFocused();
        // The focused heading says it once: no named landmark around it, whose name a screen reader says first.
        await expect(page.getByRole('main').getByRole('region')).toHaveCount(0);
      } else {
        // The form speaks the chosen language.
        // The saved language when the page starts: stored now, read by the next page load.
        await page.evaluate(() => window.localStorage.setItem('language', 'de'));
        await page.goto(FORM_PATH);
        await page.getByRole('button', { name: german['lead.thanks.again'] }).click();
        await page.getByRole('button', { name: german['lead.submit'] }).click();
        // The template and the field name both come from the German catalogue.
        const mobileRequired = german['validation.required']!.replace('{name}', german['lead.field.mobile']!);
        expect(mobileRequired).not.toBe('Mobile number is required');
        await expect(page.getByText(mobileRequired, { exact: true })).toBeVisible();
      }
    });
  });
}


test('on a phone, a refused Send scrolls the first problem into view with its label, not only the field', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto(FORM_PATH);
  await fillValidLead(page);
  // State is the one problem; Send sits far below it.
  await page.getByLabel('State').selectOption('');
  const send = page.getByRole('button', { name: 'Send enquiry' });
  await send.scrollIntoViewIfNeeded();
  await send.click();
  const state = page.getByLabel('State');
  await expect(state).toBeFocused();
  // Before the fix the field sat at the top edge and its label "State *" above the view.
  await expect(page.locator('label[for="lead-stateId"]')).toBeInViewport({ ratio: 1 });
  await expect(page.getByText('State is required')).toBeInViewport({ ratio: 1 });
});

test('on a phone, a refused Send scrolls a problem at the bottom edge up with its message under it', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto(FORM_PATH);
  await fillValidLead(page);
  // City is the one problem. The person's keyboard is still in Name; they have scrolled (focus stays) until City's
  // top just shows at the bottom edge, its message below the view, and press Enter (Go).
  await page.getByLabel('City').selectOption('');
  await page.getByLabel('Name').focus();
  await page.evaluate(() => {
    const city = document.getElementById('lead-cityId')!.getBoundingClientRect();
    window.scrollBy(0, city.top - window.innerHeight + 20);
  });
  await expect(page.getByText('City is required')).not.toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('City')).toBeFocused();
  // Focus scrolled the field up by no more than needed: room is kept below it for the message under it.
  await expect(page.getByText('City is required')).toBeInViewport({ ratio: 1 });
});

test('on a phone, a long course name chosen shows in full in the closed select, on more lines, not cut off', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto(FORM_PATH);
  const course = page.getByLabel('Course');
  const oneLine = (await course.boundingBox())!.height;
  await course.selectOption({ label: 'B.Tech Computer Science and Engineering' });
  // The text wraps inside the field (Chromium), which grows to hold it and still fits the screen's width.
  const box = (await course.boundingBox())!;
  const lineHeight = await course.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  expect(box.height).toBeGreaterThan(oneLine + lineHeight / 2);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  await course.selectOption({ label: 'Diploma in Data Science' });
  expect((await course.boundingBox())!.height).toBe(oneLine);
});
