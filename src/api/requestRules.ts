/**
 * The request rules of spec sections 4 and 7 and api-contract.md, as pure functions so each rule is tested
 * on its own.
 */

/** Joins the API base and a resource path ("certificate/x") into an absolute URL. */
export function apiUrl(apiBase: string, path: string, origin: string): URL {
  const base = new URL(apiBase.endsWith('/') ? apiBase : `${apiBase}/`, origin);
  return new URL(path.replace(/^\/+/, ''), base);
}

/**
 * The path of `url` below the API base ("student/1"), or null when `url` is not under it: same origin, and a path
 * that starts at a segment boundary of the base path. `https://a.edu/apix`, `https://a.edu.evil.com/api` and
 * `https://a.edu@evil.com/api` are not.
 */
export function pathUnderApiBase(url: string | URL, apiBase: string, origin: string): string | null {
  let target: URL;
  let base: URL;
  try {
    target = new URL(url, origin);
    base = new URL(apiBase, origin);
  } catch {
    return null;
  }
  if (target.origin !== base.origin || target.username !== '' || target.password !== '') return null;
  const basePath = base.pathname.replace(/\/+$/, '');
  const under = basePath === '' || target.pathname === basePath || target.pathname.startsWith(`${basePath}/`);
  return under ? target.pathname.slice(basePath.length + 1) : null;
}

/** Spec section 7: URLs the global busy indicator ignores (lookups and background checks). */
const BUSY_SKIP_FRAGMENTS = [
  'state/',
  'country/',
  'currency/',
  'email-available/',
  'employee/',
  'tax/',
  'student/',
  'course/',
  'subject/',
  'admission/',
  'coursecategory/',
  'username-available/',
  'activitylog',
] as const;

export function skipsBusyIndicator(method: string, url: string): boolean {
  if (method.toUpperCase() === 'GET' && url.includes('role/')) return true;
  return BUSY_SKIP_FRAGMENTS.some((fragment) => url.includes(fragment));
}

/**
 * Paths that may be called signed out. The spec's list, plus the two public calls the contract's table adds
 * (the result pdf of the verification page and the enquiry form's branding): without them the public pages
 * would send visitors to the sign-in page. See docs/decisions.md.
 */
const PUBLIC_PATH_FRAGMENTS = [
  'account/',
  'state/',
  'country/',
  'currency/',
  'institute/',
  'validate-certificate/',
  'current-institute',
  'lead-capture/new/',
  'lead-capture/form/',
  'result/download-pdf/',
] as const;

export function isPublicApiPath(path: string): boolean {
  return PUBLIC_PATH_FRAGMENTS.some((fragment) => path.includes(fragment));
}

/**
 * A page path as the router matches it: wouter ignores case and renders `/auth/login/` (and `/AUTH/Login`) as the
 * sign-in page, so every rule that compares page paths compares this form. Trailing slashes go; '' and '/' are
 * the root.
 */
export function normalisePagePath(pagePath: string): string {
  const trimmed = pagePath.replace(/\/+$/, '').toLowerCase();
  return trimmed === '' ? '/' : trimmed;
}

/** The page on which a 401 never clears the session (spec section 4). */
export const LOGIN_PATH = '/auth/login';

/** Whether `pagePath` is the sign-in page (`/auth/login/` is; `/auth/loginx` is not). */
export function isLoginPage(pagePath: string): boolean {
  return normalisePagePath(pagePath) === LOGIN_PATH;
}

/** Pages from which a signed-out request never redirects: the sign-in page, the root and lead capture. */
function isRedirectExemptPage(pagePath: string): boolean {
  const page = normalisePagePath(pagePath);
  return page === LOGIN_PATH || page === '/' || page === '/lead-capture' || page.startsWith('/lead-capture/');
}

/**
 * Spec section 4, "Redirect to login", as api-contract.md reads it. `requestPath` is the path under the API base
 * ("student/1"): a base such as `/institute/api` must not make every call look like a public `institute/` one.
 */
export function needsLoginRedirect(args: { signedIn: boolean; pagePath: string; requestPath: string }): boolean {
  if (args.signedIn) return false;
  if (isRedirectExemptPage(args.pagePath)) return false;
  return !isPublicApiPath(args.requestPath);
}
