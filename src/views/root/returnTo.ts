import { LOGIN_PATH, normalisePagePath } from '../../api/requestRules';

/**
 * The page to return to after sign-in. Only an internal path of this app is accepted: never `//host`,
 * `http:`, `javascript:`, backslashes (browsers read `/\host` as `//host`), control characters, or a path that
 * normalises to one of those (`/..//host`). The sign-in pages themselves are refused too, so nobody loops.
 */
const MAX_LENGTH = 2048;
const PROBE_ORIGIN = 'https://app.invalid';

export function safeReturnTo(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must be refused
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\') || /[\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN || url.pathname.startsWith('//')) return null;
  // The router ignores case, so `/AUTH/login` is a sign-in page too.
  const path = normalisePagePath(url.pathname);
  if (path === '/auth' || path.startsWith('/auth/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/auth/login`, with `?returnTo=` when there is a safe page to come back to. */
export function loginHref(returnTo: string | null | undefined): string {
  const safe = safeReturnTo(returnTo);
  return safe && safe !== '/' ? `${LOGIN_PATH}?returnTo=${encodeURIComponent(safe)}` : LOGIN_PATH;
}
