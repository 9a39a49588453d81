/**
 * Removes credentials from anything headed for the error-reporting service. Three layers, because no single one
 * is enough: keys that name a secret (an `Authorization` header, a `token` field), patterns that look like one
 * (`Bearer ...`, `?token=...`, a JWT, `"token":"..."` inside a logged string), and the signed-in user's actual
 * token wherever it appears, whatever surrounds it.
 */
export const FILTERED = '[Filtered]';

const SECRET_KEY =
  /^(authorization|proxy-authorization|cookie|set-cookie|x-auth-token|x-api-key|api[-_]?key|token|access[-_]?token|refresh[-_]?token|id[-_]?token|auth[-_]?token|password|passwd|secret|client[-_]?secret)$/i;

const PATTERNS: Array<[RegExp, string]> = [
  // "Authorization: abc", "authorization=Basic abc": any scheme, or none; the scheme stays, so a reader still
  // sees which kind of credential it was.
  [/\b(authorization["']?\s*[:=]\s*["']?(?:(?:Bearer|Basic|Digest|Token|Negotiate)\s+)?)(?!\[Filtered\]|\w+\s+\[Filtered\])[^\s,;"'&}\\]+/gi, `$1${FILTERED}`],
  // "Bearer abc" anywhere else.
  [/\b(Bearer\s+)(?!\[Filtered\])[A-Za-z0-9._~+/=-]+/gi, `$1${FILTERED}`],
  // Query and fragment parameters.
  [/([?&#;](?:token|access_token|refresh_token|id_token|auth|auth_token|authorization|api_key|apikey|password)=)[^&#\s"'\\]*/gi, `$1${FILTERED}`],
  // A JSON field inside a string (a logged request body, a serialised user).
  [/("(?:token|access_?token|refresh_?token|id_?token|authorization|password)"\s*:\s*")(?:[^"\\]|\\.)*"/gi, `$1${FILTERED}"`],
  // JSON Web Tokens, wherever they are.
  [/\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g, FILTERED],
];

// A token shorter than this is too likely to be an ordinary word to replace blindly.
const MIN_SECRET_LENGTH = 6;
const MAX_DEPTH = 24;

export function scrubString(text: string, secrets: readonly string[] = []): string {
  let result = text;
  for (const secret of secrets) {
    if (secret.length >= MIN_SECRET_LENGTH && result.includes(secret)) result = result.split(secret).join(FILTERED);
  }
  for (const [pattern, replacement] of PATTERNS) result = result.replace(pattern, replacement);
  return result;
}

function isSecretKey(key: string): boolean {
  return SECRET_KEY.test(key);
}

/**
 * A scrubbed copy of a value's arrays and plain records, bounded in depth and safe on cycles. Never in place: a
 * console breadcrumb holds the very values the app logged (its `data.arguments`), and the app's own objects must
 * not change for being reported. Other objects (an Error, a DOM node, a class's instance) are not the reporter's to
 * copy or change and are passed as they are: they come only from those arguments, and Sentry turns them into plain
 * data before an event leaves, where beforeSend and the transport scrub them (eventFilters.ts, scrubEnvelope.ts).
 */
export function scrubValue<T>(value: T, secrets: readonly string[] = []): T {
  return scrubAt(value, secrets, 0, new WeakMap()) as T;
}

function scrubAt(value: unknown, secrets: readonly string[], depth: number, copies: WeakMap<object, unknown>): unknown {
  if (typeof value === 'string') return scrubString(value, secrets);
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return value;
  if (copies.has(value)) return copies.get(value);
  if (Array.isArray(value)) {
    const copy: unknown[] = [];
    copies.set(value, copy);
    for (const item of value) copy.push(scrubAt(item, secrets, depth + 1, copies));
    return copy;
  }
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  const record = value as Record<string, unknown>;
  const copy: Record<string, unknown> = {};
  copies.set(value, copy);
  for (const key of Object.keys(record)) {
    const item = record[key];
    copy[key] = isSecretKey(key) && item !== null && item !== undefined && item !== '' ? FILTERED : scrubAt(item, secrets, depth + 1, copies);
  }
  return copy;
}
