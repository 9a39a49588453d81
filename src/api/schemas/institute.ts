import * as z from 'zod/mini';
import type { CertificatePreferences } from './certificate';

/**
 * Branch preferences the app reads (spec section 3, group certificateInstitute), the same three fields the
 * verification page reads; looser only in keeping keys it does not know, like every other part of the institute.
 * Written out here, held to the page's type (`satisfies`), rather than built from certificate.ts's schema: a
 * module the staff area shared with the page would be a chunk of its own, which costs the page ~0.16 kB gzip
 * (npm run budget); certificate.ts now goes with the page's own code.
 */
const certificateInstitutePreferences = z.looseObject({
  certificateVerificationPageShowCertificate: z.boolean(),
  certificateVerificationPageShowResult: z.boolean(),
  certificateVerificationFooterNote: z.optional(z.nullable(z.string())),
} satisfies { [K in keyof CertificatePreferences]-?: z.ZodMiniType<CertificatePreferences[K]> });

/**
 * A colour the page may put into CSS: a plain hex value and nothing else, so no CSS can be injected through it.
 * Checked after parsing (`instituteFrom`), where anything else becomes null: a zod refinement would fail the
 * whole answer, and `z.catch` would put zod's catch code into every page's start-up chunk (zod's shared modules
 * land in the entry), for this one staff schema.
 */
const isHexColour = (value: unknown): value is string => typeof value === 'string' && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value);

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
  primaryColor: z.optional(z.nullable(z.unknown())),
});

type InstituteAnswer = z.infer<typeof instituteSchema>;
export type Institute = InstituteAnswer & { primaryColor?: string | null };

/** The institute as the app uses it: a colour that is not a plain hex value dropped (the default colour stays). */
export function instituteFrom(answer: InstituteAnswer): Institute {
  return { ...answer, primaryColor: isHexColour(answer.primaryColor) ? answer.primaryColor : null };
}
