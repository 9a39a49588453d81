/**
 * A path as a pattern, for grouping and tagging reports: the same fault on a thousand certificates is one issue,
 * and no certificate number, host, form or record id lands in a tag or a fingerprint. A segment that follows one
 * naming a collection (`validate-certificate/KVS-1` -> `validate-certificate/{id}`) is an id, and so is any
 * segment with a digit, a capital, a dot or an escape in it (an id the list below does not know, a host
 * name): the app's own routes and API paths are lower-case words.
 */
const COLLECTIONS = new Set(['validate-certificate', 'initiate', 'form', 'new', 'download-pdf', 'country', 'state']);

export function pathTemplate(path: string): string {
  const segments = path.split('/');
  return segments
    .map((segment, i) => {
      if (segment === '' || COLLECTIONS.has(segment)) return segment;
      const afterCollection = i > 0 && COLLECTIONS.has(segments[i - 1]!);
      return afterCollection || /[\dA-Z.%]/.test(segment) ? '{id}' : segment;
    })
    .join('/');
}

/** The path part of a URL or path (no origin, query or fragment), as a template; '' for what is no URL. */
export function urlPathTemplate(url: string): string {
  try {
    return pathTemplate(new URL(url, 'https://x.invalid/').pathname);
  } catch {
    return '';
  }
}
