import { vi } from 'vitest';
import * as z from 'zod/mini';
import { createHttp, type HttpDeps } from '../../src/api/http';
import { envelope } from '../../src/api/schemas/envelope';

export const dataSchema = envelope(z.object({ name: z.string() }));

export type Respond = (url: URL, init: RequestInit) => Response | Promise<Response>;

/** The request layer over a fake fetch that records every call; `respond` answers (default: a valid envelope). */
export function setupHttp(overrides: Partial<HttpDeps> & { respond?: Respond } = {}) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const deps: HttpDeps = {
    apiBaseUrl: 'https://a.edu/api',
    origin: () => 'https://app.a.edu',
    pagePath: () => '/verify-certificate',
    token: () => 'tok-1',
    onUnauthorized: vi.fn(),
    onLoginRequired: vi.fn(),
    logFailure: vi.fn(),
    fetch: (async (input: URL, init: RequestInit) => {
      calls.push({ url: String(input), init });
      return overrides.respond ? overrides.respond(input, init) : Response.json({ success: true, data: { name: 'x' } });
    }) as typeof fetch,
    ...overrides,
  };
  return { http: createHttp(deps), deps, calls };
}

/** A server that never answers; like a real fetch, the request ends only when its signal aborts. */
export const neverAnswers: Respond = (_url, init) =>
  new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))));
