import { expect } from 'vitest';
import type * as z from 'zod';

/** Any origin: the demo handlers match the API base path on every host (src/mocks/context.ts apiPattern). */
export const ORIGIN = 'http://demo.test';

/** One raw answer of the demo backend, as a real client would see it on the wire. */
export interface Answer {
  status: number;
  contentType: string;
  body: unknown;
}

/** Calls `{api}/<path>` the way the app does (JSON body, bearer token when given) and keeps the raw answer. */
export async function call(
  path: string,
  { method = 'GET', body, token, headers = {}, origin = ORIGIN }: { method?: string; body?: unknown; token?: string; headers?: Record<string, string>; origin?: string } = {},
): Promise<Answer> {
  const response = await fetch(`${origin}/api/${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', body: JSON.parse(text) };
}

/**
 * The answer has this status, a JSON content type, and a body the strict contract schema accepts. One comparison,
 * so a failure shows the status, the content type and every schema issue at once.
 */
export function expectContract<S extends z.ZodType>(answer: Answer, status: number, schema: S): z.infer<S> {
  const parsed = schema.safeParse(answer.body);
  expect({ status: answer.status, contentType: answer.contentType, issues: parsed.error?.issues ?? [] }).toEqual({
    status,
    contentType: expect.stringMatching(/^application\/json\b/),
    issues: [],
  });
  return parsed.data as z.infer<S>;
}

/**
 * Every route the demo backend answers (method, path pattern as its handler declares it) with one path to call it
 * by. The strict tests check this list against createHandlers, so a new demo endpoint cannot go unchecked.
 */
export const DEMO_ENDPOINTS: ReadonlyArray<{ method: 'GET' | 'POST'; route: string; path: string }> = [
  { method: 'GET', route: 'certificate/validate-certificate/initiate/:host', path: 'certificate/validate-certificate/initiate/localhost' },
  { method: 'GET', route: 'certificate/validate-certificate/:number', path: 'certificate/validate-certificate/KVS-2024-0777' },
  { method: 'GET', route: 'result/download-pdf/:resultId', path: 'result/download-pdf/r-2025-0118' },
  { method: 'POST', route: 'account/login', path: 'account/login' },
  { method: 'GET', route: 'account/me', path: 'account/me' },
  { method: 'POST', route: 'account/logout', path: 'account/logout' },
  { method: 'GET', route: 'current-institute', path: 'current-institute' },
  { method: 'GET', route: 'lead-capture/form/:formId', path: 'lead-capture/form/kvs-pune-open-day' },
  { method: 'POST', route: 'lead-capture/new/:formId', path: 'lead-capture/new/kvs-pune-open-day' },
  { method: 'GET', route: 'country/', path: 'country/' },
  { method: 'GET', route: 'country/:countryId/states', path: 'country/IN/states' },
  { method: 'GET', route: 'state/:stateId/cities', path: 'state/IN-KA/cities' },
];
