import { expect, type Page } from '@playwright/test';
import { test } from './support/appTest';
import { VALIDATE, valid, validate } from './support/verifyPage';
import { ADMIN, signIn } from './sessionHelpers';

/**
 * Data the app does not control, as real institutes write it: an Urdu address under a Latin institute name, a
 * grade left blank, an address in several lines, a note in Urdu, a note an emptied editor saved.
 */
const NUMBER = 'KVS-HYD-2025-0042';

function answer(page: Page, note: string) {
  return Promise.all([
    page.route('**/api/certificate/validate-certificate/initiate/**', (route) =>
      route.fulfill({
        json: {
          success: true,
          data: {
            logoUrl: '/brand/kvs-blr-light.svg',
            instituteName: 'Kaveri Vidya Sansthan',
            preferences: {
              certificateInstitute: {
                certificateVerificationPageShowCertificate: false,
                certificateVerificationPageShowResult: false,
                certificateVerificationFooterNote: note,
              },
            },
          },
        },
      }),
    ),
    page.route(VALIDATE, (route) =>
      route.fulfill({
        json: {
          success: true,
          data: {
            certificateNumber: NUMBER,
            studentName: 'محمد علی خان',
            courseName: 'B.Tech (Computer Science)',
            grade: '   ',
            resultNumber: ' ',
            issuedDate: '2025-03-28',
            instituteName: 'Kaveri Vidya Sansthan',
            instituteAddress: '۱۲، شاہراہ فیصل، حیدرآباد 500001\nTelangana',
            type: 'Manual',
          },
        },
      }),
    ),
  ]);
}

/** How far a text (all its bidi runs, on one line) stays from the left and right edges of its block. */
async function lineBox(page: Page, text: string) {
  return page.evaluate((wanted) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.indexOf(wanted);
      if (at === -1) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      const rects = [...range.getClientRects()];
      const block = (node.parentElement!.closest('dd') ?? node.parentElement!).getBoundingClientRect();
      return {
        left: Math.min(...rects.map((r) => r.left)) - block.left,
        right: block.right - Math.max(...rects.map((r) => r.right)),
        top: Math.min(...rects.map((r) => r.top)),
        bottom: Math.max(...rects.map((r) => r.bottom)),
      };
    }
    throw new Error(`no text ${wanted}`);
  }, text);
}

test('an Urdu address runs right to left under a Latin name, in its own lines; blank fields show no label', async ({ page }) => {
  await answer(page, '<p dir="rtl" lang="ur">مزید معلومات کے لیے رابطہ کریں: <a href="tel:+918023456789">080-2345-6789</a></p>');
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/verify-certificate');
  await validate(page, NUMBER);
  await expect(valid(page, NUMBER)).toBeVisible();

  // The Latin name starts at the left edge; the Urdu line ends at the right edge (its start, in Urdu).
  const name = await lineBox(page, 'Kaveri Vidya Sansthan');
  const urdu = await lineBox(page, '۱۲، شاہراہ فیصل');
  expect(name.left).toBeLessThan(1);
  expect(urdu.right).toBeLessThan(1);
  expect(urdu.left).toBeGreaterThan(10);
  // The address keeps its second line, a Latin one, which starts at the left again.
  const telangana = await lineBox(page, 'Telangana');
  expect(telangana.top).toBeGreaterThanOrEqual((await lineBox(page, '500001')).bottom - 1);
  expect(telangana.left).toBeLessThan(1);

  await expect(page.getByRole('term')).toHaveText(['Student', 'Course', 'Issued on', 'Issued by']);

  const note = page.getByRole('complementary', { name: 'Note from the institute' });
  await expect(note.locator('p[dir="rtl"][lang="ur"]')).toBeVisible();
  await expect(note.getByRole('link', { name: '080-2345-6789' })).toHaveAttribute('dir', 'ltr');
});

test('a footer note an emptied editor saved is no note', async ({ page }) => {
  await answer(page, '<p><br></p><p>&nbsp;</p>');
  await page.goto('/verify-certificate');
  const sanitiser = page.waitForResponse((response) => /\/assets\/sanitizeNote-[^/]*\.js$/.test(response.url()));
  await validate(page, NUMBER);
  await expect(valid(page, NUMBER)).toBeVisible();
  // The sanitiser has loaded and run (two frames later React has drawn what it gave): still no landmark.
  await sanitiser;
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(page.getByRole('complementary', { name: 'Note from the institute' })).toHaveCount(0);
});

test('staff home: an Urdu branch address keeps its lines and runs right to left; an Urdu name in the header is cut at its end', async ({ page }) => {
  const urduName = 'محمد علی خان صاحب، شعبۂ داخلہ و امتحانات';
  await page.route('**/api/account/login', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    await route.fulfill({ response, json: { ...body, data: { ...body.data, name: urduName } } });
  });
  await page.route('**/api/current-institute', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    await route.fulfill({ response, json: { ...body, data: { ...body.data, address: '۱۲، شاہراہ فیصل، حیدرآباد 500001\nTelangana' } } });
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/auth/login');
  await signIn(page, ADMIN);
  await expect(page.getByRole('heading', { name: `Welcome, ${urduName}` })).toBeVisible();
  await expect(page.getByText('Telangana')).toBeVisible();

  const urdu = await lineBox(page, '۱۲، شاہراہ فیصل');
  expect(urdu.right).toBeLessThan(1);
  expect(urdu.left).toBeGreaterThan(10);
  const telangana = await lineBox(page, 'Telangana');
  expect(telangana.top).toBeGreaterThanOrEqual((await lineBox(page, '500001')).bottom - 1);
  expect(telangana.left).toBeLessThan(1);

  // The account button's name takes its own direction, so the ellipsis cuts the end of the name (its left side).
  const shown = page.locator('header button span[aria-hidden="true"]', { hasText: 'محمد' });
  await expect(shown).toBeVisible();
  const cut = await shown.evaluate((span) => ({ direction: getComputedStyle(span).direction, overflows: span.scrollWidth > span.clientWidth }));
  expect(cut).toEqual({ direction: 'rtl', overflows: true });
});
