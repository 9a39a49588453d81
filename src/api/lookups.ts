import type { Http } from './http';
import { ApiError } from './errors';
import { lookupListResponse, pagesLeft, readOptions, rowsOf, type LookupOption, type PlaceRows } from './schemas/lookups';

/**
 * Place lookups. The paths start with `country/` and `state/`, which the spec's busy indicator skips, so a
 * lookup never flashes the global bar while someone fills in a form.
 */
async function list(http: Http, path: string, signal?: AbortSignal): Promise<LookupOption[]> {
  const first = await page(http, path, signal);
  const rows = [...rowsOf(first)];
  // A server that pages its lists (api-contract.md, `?page=&pageSize=`) and has more: the other pages are asked for,
  // AT_ONCE at a time, in the first answer's page size, so no city is missing from the list (rows on two pages, as
  // when one was added meanwhile, are read once: readOptions). A page that fails fails the lookup (the form offers
  // Try again) rather than leaving a list that looks whole; so does a list of more than MAX_PAGES, an answer the
  // app cannot use (reported: src/reporting/contractDrift.ts), not one to cut short without a word.
  const { count, size } = pagesLeft(first);
  if (count >= MAX_PAGES) throw new ApiError('schema', `A place list of ${count + 1} pages of ${size}`);
  for (let from = 2; from <= count + 1; from += AT_ONCE) {
    const batch = Array.from({ length: Math.min(AT_ONCE, count + 2 - from) }, (_, i) => page(http, `${path}?page=${from + i}&pageSize=${size}`, signal));
    for (const answer of await Promise.all(batch)) rows.push(...rowsOf(answer));
  }
  return readOptions(rows);
}

/** Uttar Pradesh has over 600 towns: 200 pages hold them even 10 to a page. More is a server's mistake. */
const MAX_PAGES = 200;
/** As many requests as a browser opens to one host over HTTP/1.1. */
const AT_ONCE = 6;

async function page(http: Http, path: string, signal?: AbortSignal): Promise<PlaceRows> {
  const answer = await http.request({ path, signal, schema: lookupListResponse });
  if (!answer.success || !answer.data) throw new ApiError('http', answer.message || 'Lookup refused', 404);
  return answer.data;
}

export function listStates(http: Http, countryId: string, signal?: AbortSignal): Promise<LookupOption[]> {
  return list(http, `country/${encodeURIComponent(countryId)}/states`, signal);
}

export function listCities(http: Http, stateId: string, signal?: AbortSignal): Promise<LookupOption[]> {
  return list(http, `state/${encodeURIComponent(stateId)}/cities`, signal);
}
