import * as z from 'zod/mini';
import { envelope } from './envelope.ts';
import { lookupOption, optionRows, readOptions } from './lookups.ts';

/** A course the enquiry form offers (`courseId` of a lead is one of these ids). */
export const leadCourse = lookupOption;
export type LeadCourse = z.infer<typeof leadCourse>;

/**
 * `GET lead-capture/form/{formId}`: the public enquiry form's branding and choices. Institute texts (title,
 * intro, terms, course names) arrive in the institute's own language and are shown as sent.
 */
const leadForm = z.object({
  id: z.string(),
  title: z.string(),
  intro: z.optional(z.nullable(z.string())),
  instituteName: z.string(),
  logoUrl: z.optional(z.nullable(z.string())),
  logoDarkUrl: z.optional(z.nullable(z.string())),
  /**
   * The branch's colour, as the verification page's branding has it (applied by useBranchColour, which ignores what
   * is not a colour). Anything but a string is dropped: a colour never costs the visitor the form.
   */
  primaryColor: z.optional(z.unknown()),
  /** The country whose states and cities the form offers (`country/{countryId}/states`). */
  countryId: z.string().check(z.minLength(1)),
  /** Plain text shown behind "Read the terms & conditions". */
  terms: z.string(),
  /** Read with readOptions (broken rows left out); a form with no course left cannot be sent, so it is unreadable. */
  courses: optionRows.check(z.refine((rows) => readOptions(rows).length > 0)),
});
export type LeadForm = Omit<z.infer<typeof leadForm>, 'courses' | 'primaryColor'> & { courses: LeadCourse[]; primaryColor?: string | null };
export const leadFormResponse = envelope(leadForm);

/** Where the visitor came from: the landing page's UTM parameters and the document's referrer, when present. */
const leadSource = z.object({
  utmSource: z.optional(z.string()),
  utmMedium: z.optional(z.string()),
  utmCampaign: z.optional(z.string()),
  utmTerm: z.optional(z.string()),
  utmContent: z.optional(z.string()),
  referrer: z.optional(z.string()),
});
export type LeadSource = z.infer<typeof leadSource>;

/** `POST lead-capture/new/{formId}` body. `mobile` is E.164 (+91 and ten digits). */
// Checked only by the demo backend (src/mocks): wrapped so that a build without it drops the schema and z.literal
// (the bundler does not see z.* calls as pure; z.literal alone costs every page ~0.2 kB, npm run budget).
export const newLead = /* @__PURE__ */ (() =>
  z.object({
  name: z.string(),
  mobile: z.string(),
  email: z.string(),
  courseId: z.string(),
  stateId: z.string(),
  cityId: z.string(),
  message: z.string(),
  acceptTerms: z.literal(true),
  source: leadSource,
  }))();
export type NewLead = z.infer<typeof newLead>;

/** The new enquiry's reference; a numeric id (a database key) is read as the text it is shown as. */
// A refined unknown, not a union: unions cost public pages ~0.8 kB gzip (schemas/envelope.ts).
const leadCreated = z.object({
  id: z.unknown().check(z.refine((v) => (typeof v === 'string' && v !== '') || (typeof v === 'number' && Number.isFinite(v)))),
});
export type LeadCreated = { id: string };
export const leadCreatedResponse = envelope(leadCreated);
