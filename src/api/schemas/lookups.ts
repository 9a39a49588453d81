import * as z from 'zod/mini';
import { envelope } from './envelope';

/** One entry of a place lookup (country, state, city): a stable id the API stores and a display name. */
export const lookupOption = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
});
export type LookupOption = z.infer<typeof lookupOption>;

/** `GET country/{countryId}/states`, `GET state/{stateId}/cities`: a plain, unpaged list. */
export const lookupListResponse = envelope(z.array(lookupOption));
