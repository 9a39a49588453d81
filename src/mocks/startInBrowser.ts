/**
 * What main.tsx loads when the demo backend is on (`npm start`): it checks site storage before any msw code runs.
 * msw keeps cookies in localStorage from the moment its modules load, and throws where the browser blocks site
 * data; the page then runs without the demo backend (its calls fail as a server that is down, which the pages
 * say) rather than not starting at all, so blocked storage can still be tried under `npm start`.
 * Returns whether the demo backend started.
 */
export async function startDemoBackendInBrowser(apiBaseUrl: string, target: Window = window): Promise<boolean> {
  try {
    // As msw does: the getter throws in Chromium, `localStorage` is null in Firefox, and getItem can throw too.
    target.localStorage.getItem('msw-cookie-store');
  } catch {
    console.error('[demo backend] not started: this browser blocks site data, which msw needs. API calls will fail.');
    return false;
  }
  const { startDemoBackend } = await import('./browser');
  await startDemoBackend(apiBaseUrl);
  return true;
}
