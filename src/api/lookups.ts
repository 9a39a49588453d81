import type { Http } from './http';
import { ApiError } from './errors';
import { lookupListResponse, readOptions, rowsOf, type LookupOption } from './schemas/lookups';

/**
 * Place lookups. The paths start with `country/` and `state/`, which the spec's busy indicator skips, so a
 * lookup never flashes the global bar while someone fills in a form.
 */
async function list(http: Http, path: string, signal?: AbortSignal): Promise<LookupOption[]> {
  const answer = await http.request({ path, signal, schema: lookupListResponse });
  if (!answer.success || !answer.data) throw new ApiError('http', answer.message || 'Lookup refused', 404);
  return readOptions(rowsOf(answer.data));
}

export function listStates(http: Http, countryId: string, signal?: AbortSignal): Promise<LookupOption[]> {
  return list(http, `country/${encodeURIComponent(countryId)}/states`, signal);
}

export function listCities(http: Http, stateId: string, signal?: AbortSignal): Promise<LookupOption[]> {
  return list(http, `state/${encodeURIComponent(stateId)}/cities`, signal);
}
