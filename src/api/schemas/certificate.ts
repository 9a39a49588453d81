import * as z from 'zod/mini';
import { envelope } from './envelope';

/**
 * The certificate calls of api-contract.md. Optional fields may also come as null (what many servers send
 * for "absent"); views treat both alike.
 */
const optionalText = z.optional(z.nullable(z.string()));

/** India's offset from UTC in minutes (no daylight saving): where the institutes are (spec: locale en-IN). */
const INDIA_UTC_OFFSET_MINUTES = 330;

/**
 * The calendar day a certificate was issued on. A date, or a time without a zone, is the `YYYY-MM-DD` the server
 * wrote at its start (`2025-03-28`, `2025-03-28 10:00:00`). A moment (a time with `Z`, `UTC` or an offset) is the
 * day it was in India, where the institutes are: `2025-03-27T18:30:00.000Z`, which a server in India writes for
 * midnight of 28 March with JavaScript's toISOString(), and `2025-03-28T00:00:00+05:30` are both 28 March 2025
 * (Session 25: the written date alone showed 27 March for the first; docs/decisions.md). As a Date at UTC
 * midnight, to be formatted with `timeZone: 'UTC'`, so the visitor's zone cannot move it to another day. Null when
 * the written date is not a real one (`2025-02-30`) or what follows is not a time (`T` or a space, then digits,
 * colons and a fraction, then optionally `Z`, `UTC` or an offset, with or without a space before it, as Rails, Ruby
 * and Go write it). Read here, not by `Date.parse`, whose reading of anything but the strict ISO form differs by
 * browser (Safari has refused the `2025-03-28 10:00:00` a database column gives, which Chromium reads): a
 * certificate would be checked on one phone and "could not be checked" on another.
 */
export function issueCalendarDate(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d[\d:.]*) ?(Z|UTC|[+-][\d:]+)?)?$/i.exec(value);
  if (!m) return null;
  const [year, month, day] = m.slice(1, 4).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 30 February over into March: only a date that round-trips is real.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  const zone = m[5];
  if (!zone) return date;
  const [hours = 0, minutes = 0] = m[4]!.split(':').map(Number);
  const offset = /^([+-])(\d\d?):?(\d\d)?$/.exec(zone);
  const offsetMinutes = offset ? (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3] ?? 0)) : 0;
  const inIndia = new Date(Date.UTC(year, month - 1, day, hours, minutes + INDIA_UTC_OFFSET_MINUTES - offsetMinutes));
  return new Date(Date.UTC(inIndia.getUTCFullYear(), inIndia.getUTCMonth(), inIndia.getUTCDate()));
}

/**
 * An ISO 8601 date, with or without a time, on a real calendar day; anything else is not to be trusted. Empty or
 * blank is "no date", as null is (many servers write absent dates so); the view then shows no "Issued on".
 */
const isoDate = z.string().check(z.refine((v) => !v.trim() || !!issueCalendarDate(v)));

/**
 * A required text: something to read, not only spaces or characters Unicode calls default-ignorable (drawn as
 * nothing: zero-width, direction marks, soft hyphen, variation selectors, Hangul fillers...). A record of blanks
 * under a green "Valid" would look genuine while saying nothing, so an answer with one is unreadable (a failed
 * check). A refinement: no new zod kind.
 */
const text = z.string().check(z.refine((v) => /[^\s\p{Default_Ignorable_Code_Point}]/u.test(v)));

export const certificateSchema = z.object({
  certificateNumber: text,
  studentName: text,
  courseName: text,
  grade: optionalText,
  resultNumber: optionalText,
  issuedDate: z.optional(z.nullable(isoDate)),
  instituteName: text,
  instituteAddress: text,
  /** 'Auto' (generated from a result) is special; other values ('Manual'...) are shown alike. */
  type: text,
  resultId: optionalText,
  fileUrl: optionalText,
});
export type Certificate = z.infer<typeof certificateSchema>;

/**
 * `validate-certificate/{number}`: the envelope is read before its data. `success: false` is "not found" whatever
 * `data` holds (absent, null, `{}`...), as the contract says; only `success: true` must carry a certificate, and
 * one that does not is a malformed answer (the check could not be made), never "not found". A refinement rather
 * than a union of two literal shapes: public pages then load no union or literal code (npm run budget).
 */
export const validateCertificateAnswer = z
  .object({ success: z.boolean(), data: z.optional(z.unknown()), message: z.optional(z.nullable(z.string())) })
  .check(z.refine((answer) => !answer.success || certificateSchema.safeParse(answer.data).success));

const certificatePreferencesSchema = z.object({
  certificateVerificationPageShowCertificate: z.boolean(),
  certificateVerificationPageShowResult: z.boolean(),
  // No note may also come as no key at all (servers that leave null fields out): the branding still applies.
  certificateVerificationFooterNote: optionalText,
});
export type CertificatePreferences = z.infer<typeof certificatePreferencesSchema>;

export const brandingSchema = z.object({
  // A branch without a logo (null, or left out) shows its name instead (InstituteLogo), with the rest of its branding.
  logoUrl: optionalText,
  logoDarkUrl: optionalText,
  instituteName: z.string(),
  /** Optional branch accent (#rgb or #rrggbb), an extension of the contract's shape; ignored when invalid. */
  primaryColor: optionalText,
  preferences: z.object({ certificateInstitute: certificatePreferencesSchema }),
});
export type Branding = z.infer<typeof brandingSchema>;

export const initiateAnswer = envelope(brandingSchema);

/** `result/download-pdf/{resultId}`: data is the file's URL. */
export const resultPdfAnswer = envelope(z.string().check(z.minLength(1)));

/**
 * Only http(s) file links are opened; `javascript:` and friends never reach an href. A relative URL is read
 * against `base` (the page, as for the result pdf), and refused without one.
 */
export function safeHttpUrl(value: string | null | undefined, base?: string): string | null {
  // Blank is "no file" (read against the page it would be the page itself).
  if (!value?.trim()) return null;
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
