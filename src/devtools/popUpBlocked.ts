/**
 * The Stately inspector opens in a pop-up (`window.open`); a pop-up blocker makes that return null, and
 * @statelyai/inspect carries on without a word, so nothing opens and nothing says why. This hands the inspector a
 * window whose `open` says so. Dev only: loaded with @statelyai/inspect, behind the same DEV check (inspector.ts).
 */
export function windowThatReportsBlockedPopUp(page: Window, say: (message: string) => void = console.info): Window {
  const open: Window['open'] = (...args) => {
    const opened = page.open(...args);
    if (opened === null) {
      say(`The Stately inspector could not open its window: allow pop-ups for ${page.location.origin} and reload (docs/testing.md).`);
    }
    return opened;
  };
  // Only what the inspector uses of the window: open it, and hear its "connected" message.
  return { open, addEventListener: page.addEventListener.bind(page), location: page.location } as unknown as Window;
}
