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
  // A server that pages its lists (api-contract.md, `?page=&pageSize=`) and has more: the other pages are asked for
  // together, in the first answer's page size, so no city is missing from the list (rows on two pages, as when
  // one was added meanwhile, are read once: readOptions). A page that fails fails the lookup (the form offers Try
  // again) rather than leaving a list that looks whole. At most MAX_PAGES in all, whatever a total claims.
  const { count, size } = pagesLeft(first);
  const more = Array.from({ length: Math.min(count, MAX_PAGES - 1) }, (_, i) => page(http, `${path}?page=${i + 2}&pageSize=${size}`, signal));
  for (const answer of await Promise.all(more)) rows.push(...rowsOf(answer));
  return readOptions(rows);
}

/** A state's cities fit in far fewer pages of any sensible size; a total beyond this is a server's mistake. */
const MAX_PAGES = 50;

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
