import * as z from 'zod/mini';
import { certificatePreferencesSchema } from './certificate';

/**
 * Branch preferences the app reads (spec section 3, group certificateInstitute), the same three fields the
 * verification page reads; looser only in keeping keys it does not know, like every other part of the institute.
 */
const certificateInstitutePreferences = z.looseObject(certificatePreferencesSchema.shape);

// A colour the page may put into CSS: a plain hex value and nothing else, so no CSS can be injected through it.
// A refinement rather than z.regex, whose check would sit in every page's start-up code for this one staff schema.
const hexColour = z.string().check(z.refine((v) => /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(v)));

/**
 * `current-institute` (api-contract.md): the signed-in user's institute and branch, for the main layout. Optional
 * parts may come as null (what many servers write for "absent"), and a colour that is not a plain hex value is
 * dropped, as the verification page drops it: none of them may cost staff the whole institute card.
 */
export const instituteSchema = z.looseObject({
  name: z.string(),
  address: z.string(),
  logoUrl: z.string(),
  logoDarkUrl: z.optional(z.nullable(z.string())),
  branch: z.looseObject({ id: z.string(), name: z.string(), code: z.optional(z.nullable(z.string())) }),
  preferences: z.looseObject({ certificateInstitute: z.optional(z.nullable(certificateInstitutePreferences)) }),
  primaryColor: z.catch(z.optional(z.nullable(hexColour)), null),
});

export type Institute = z.infer<typeof instituteSchema>;
