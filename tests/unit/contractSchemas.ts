import * as z from 'zod';

/**
 * The HTTP contract (the team's api-contract.md, binding) as strict zod schemas, for tests only. The app's own
 * schemas (src/api/schemas) deliberately accept more than this, to survive real servers (no `data`, null
 * optionals, numeric ids...), so they cannot tell when the demo backend drifts from the contract; these can.
 *
 * Rules applied throughout, as the contract words them:
 * - required fields are required; optional ones may be left out but are never null unless the contract says null;
 * - objects are strict: an unknown key fails, so a renamed optional field (`grades` for `grade`) cannot pass as
 *   "left out". The only keys beyond the contract are the extensions docs/api.md records (`primaryColor`,
 *   `branch.code`), and `User`, which the contract leaves open ("plus any fields the API adds");
 * - "Ids are strings", and an id names something, so never empty; "Dates are ISO 8601 strings".
 */

/** An id: a string (Conventions), never empty. */
const id = z.string().min(1);

/** ISO 8601: a calendar date, or a date and time with or without an offset, on a real day. */
const isoDate = z.union([z.iso.date(), z.iso.datetime({ offset: true, local: true })]);

/** `primaryColor`: an extension docs/api.md records (#rgb or #rrggbb), not in the contract; left out when none. */
const primaryColor = z
  .string()
  .regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i)
  .optional();

// --- Conventions: the envelope and failure bodies ---

/**
 * A 2xx answer: `{ success, data: T | null, message?: string }`. `data` is required (null is the only way to say
 * "none"), `message` may be left out but is a string when sent.
 */
export function success<T extends z.ZodType>(data: T) {
  return z.strictObject({ success: z.literal(true), data, message: z.string().optional() });
}

/**
 * The API's own refusal (a 401, a 404 for a thing that does not exist, or a `success: false` in a 200): the
 * envelope, since "every JSON answer is" one, with `success: false`, `data: null`, and the `message` a failure
 * "may carry". docs/api.md requires this shape for a not-found 404 (a proxy's 404 must not read as "not found").
 */
export const refusal = z.strictObject({ success: z.literal(false), data: z.null(), message: z.string().optional() });

/**
 * A server that is down (the demo's failure switch, HTTP 503): "a non-2xx answer may carry `{ message: string }`".
 * Reading chosen, as the demo does: an outage is not the API's own answer (a gateway's 503 carries no envelope),
 * so only the failure line applies to it, not the envelope line.
 */
export const outage = z.strictObject({ message: z.string().optional() });

/** The fields of a new lead (docs/api.md `NewLead`): a 422's `errors` names only these. */
export const NEW_LEAD_FIELDS = ['name', 'mobile', 'email', 'courseId', 'stateId', 'cityId', 'message', 'acceptTerms', 'source'] as const;

/**
 * "A 422 answer carries `{ message, errors: { field: message } }`": both required, `errors` keyed by the form's
 * field names (empty when no one field is to blame). Ambiguous: "every JSON answer is" the envelope would add
 * `success`/`data`; the contract's own words for a 422 name only these two, which is what the demo sends.
 */
export const validationFailure = z.strictObject({
  message: z.string(),
  errors: z.partialRecord(z.enum(NEW_LEAD_FIELDS), z.string()),
});

// --- Certificate verification (public) ---

/** Branch preferences, group certificateInstitute: all three keys required; "no note" is null, not a missing key. */
const branchPreferences = z.strictObject({
  certificateInstitute: z.strictObject({
    certificateVerificationPageShowCertificate: z.boolean(),
    certificateVerificationPageShowResult: z.boolean(),
    certificateVerificationFooterNote: z.string().nullable(),
  }),
});

/** `GET certificate/validate-certificate/initiate/{host}`. */
export const initiateAnswer = success(
  z.strictObject({
    logoUrl: z.string().min(1),
    logoDarkUrl: z.string().min(1).optional(),
    instituteName: z.string(),
    primaryColor,
    preferences: branchPreferences,
  }),
);

/** `GET certificate/validate-certificate/{certificateNumber}`, found. Not found is `refusal` (HTTP 200 or 404). */
export const certificateFound = success(
  z.strictObject({
    certificateNumber: z.string(),
    studentName: z.string(),
    courseName: z.string(),
    grade: z.string().optional(),
    resultNumber: z.string().optional(),
    issuedDate: isoDate.optional(),
    instituteName: z.string(),
    instituteAddress: z.string(),
    type: z.string(),
    resultId: id.optional(),
    fileUrl: z.string().min(1).optional(),
  }),
);

/** `GET result/download-pdf/{resultId}`: "`data: string` (a file URL)". */
export const resultPdfAnswer = success(z.string().min(1));

// --- Account and institute ---

/** `User`: `{ id, username, name, email, role, token }` "plus any fields the API adds": open, not strict. */
const user = z.looseObject({
  id,
  username: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  token: z.string().min(1),
});

/** `POST account/login` and `GET account/me`: `data: User`, token included (the contract's User has one). */
export const userAnswer = success(user);

/** `POST account/logout`: the contract names no data ("-"), so the envelope's `data` is null. */
export const logoutAnswer = success(z.null());

/**
 * `GET current-institute`: "`Institute` (name, address, logoUrl, logoDarkUrl?, branch, preferences)". The branch
 * is docs/api.md's `{ id, name, code? }` (code an extension); the preferences are the branch preferences the
 * initiate call names (the same group of the same branch: a fair reading, the contract gives no other).
 */
export const instituteAnswer = success(
  z.strictObject({
    name: z.string(),
    address: z.string(),
    logoUrl: z.string().min(1),
    logoDarkUrl: z.string().min(1).optional(),
    branch: z.strictObject({ id, name: z.string(), code: z.string().optional() }),
    preferences: branchPreferences,
    primaryColor,
  }),
);

// --- Lead capture (public enquiry form) and its lookups ---

/** One course or place: `{ id, name }` (docs/api.md), something to show. */
const option = z.strictObject({ id, name: z.string().min(1) });

/**
 * `GET lead-capture/form/{formId}`: "the public enquiry form's institute branding and course choices", spelt out
 * by docs/api.md's `LeadForm` (the contract names no fields); its `?: string | null` read as optional, not null.
 * A form with no course cannot be sent, so at least one.
 */
export const leadFormAnswer = success(
  z.strictObject({
    id,
    title: z.string(),
    intro: z.string().optional(),
    instituteName: z.string(),
    logoUrl: z.string().min(1).optional(),
    logoDarkUrl: z.string().min(1).optional(),
    primaryColor,
    countryId: id,
    terms: z.string(),
    courses: z.array(option).min(1),
  }),
);

/** `POST lead-capture/new/{formId}`: `data: { id }`. */
export const leadCreatedAnswer = success(z.strictObject({ id }));

/**
 * A lookup list as the demo answers it: a plain array (docs/api.md: the contract's list shape is for its
 * `GET <resource>?page=` business resources; the app reads both, tests/unit/api-refusals.test.ts).
 */
export const lookupList = success(z.array(option));
