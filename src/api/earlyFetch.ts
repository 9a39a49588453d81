declare global {
  /**
   * A page's first call, started by its HTML (scripts/prerender/earlyRequest.ts: the verification page's branding,
   * the enquiry form's definition): `key` is the method, URL and normalised headers it was sent with. On globalThis (the window in a browser): the request
   * layer also runs in Node (tests, the build's prerender).
   */
  var __early: { key: string; response: Promise<Response> } | undefined;
}

/**
 * The response of the request the page's HTML already sent, when this is that very request (same method, URL and
 * headers: token, language); else undefined and the caller fetches as usual. Taken once. An early request that
 * failed is sent again now, so starting early never does worse than not. The caller's deadline, abort, 401 rules
 * and schema apply to the adopted response as to any other.
 */
export function adoptEarly(input: URL, init: RequestInit): Promise<Response> | undefined {
  const early = globalThis.__early;
  if (early?.key !== `${init.method} ${input.href} ${JSON.stringify([...(init.headers as Headers)])}`) return;
  globalThis.__early = undefined;
  return early.response.catch(() => fetch(input, init));
}
