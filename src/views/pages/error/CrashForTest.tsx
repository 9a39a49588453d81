import { useLocation, useSearch } from 'wouter';

/**
 * Only rendered in the `sentry-e2e` build (the condition in ErrorArea is static, so every other build drops it):
 * /error/crash?id=… throws while rendering, so the browser test can prove that a render error shows the route's
 * fallback and reaches the reporting service exactly once.
 */
export function CrashForTest() {
  const [location] = useLocation();
  const id = new URLSearchParams(useSearch()).get('id') ?? '';
  if (location === '/crash') throw new Error(`sentry-e2e render error ${id}`);
  return null;
}
