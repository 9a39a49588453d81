import { test as base, type Page } from '@playwright/test';

/**
 * Playwright's `test`, whose pages wait after a navigation that waits for `load` (goto, reload) until the app has
 * replaced a page prerendered into the HTML (scripts/prerender/). Until React's first commit the HTML holds an
 * inert copy of the page, which a locator finds and a measurement reads, and which is then swapped out from under
 * the test. A navigation with another `waitUntil` ('commit') is left alone: those tests look at what the HTML
 * paints on purpose (tests/e2e/prerender.spec.ts).
 */
export const test = base.extend({
  // `hand` is Playwright's `use` (renamed: the React hooks lint rule claims that name).
  context: async ({ context }, hand) => {
    context.pages().forEach(waitForAppAfterNavigation);
    context.on('page', waitForAppAfterNavigation);
    await hand(context);
    // A route handler still waiting when the test ends (a held answer nobody released, a fetch in flight) would
    // otherwise fail as the context closes, outside any test: Playwright then stops the worker and the test queued
    // next on it does not run (a CI run failed so). What the test asserted is already decided here.
    await Promise.all([context, ...context.pages()].map((target) => target.unrouteAll({ behavior: 'ignoreErrors' })));
  },
});

type Navigation = (...args: unknown[]) => ReturnType<Page['goto']>;

function waitForAppAfterNavigation(page: Page) {
  for (const [name, optionsAt] of [
    ['goto', 1],
    ['reload', 0],
  ] as const) {
    const navigate = page[name].bind(page) as Navigation;
    const waiting: Navigation = async (...args) => {
      const response = await navigate(...args);
      const waitUntil = (args[optionsAt] as { waitUntil?: string } | undefined)?.waitUntil;
      if (waitUntil === undefined || waitUntil === 'load') await page.waitForFunction(() => !document.querySelector('#root > .prerendered'));
      return response;
    };
    Object.assign(page, { [name]: waiting });
  }
}
