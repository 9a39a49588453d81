import * as z from 'zod/mini';
import { envelope } from './envelope';

/**
 * The certificate calls of api-contract.md. Optional fields may also come as null (what many servers send
 * for "absent"); views treat both alike.
 */
const optionalText = z.optional(z.nullable(z.string()));

/** An ISO 8601 date the browser can read; anything else is a body the app cannot trust. */
const isoDate = z.string().check(z.refine((v) => /^\d{4}-\d{2}-\d{2}/.test(v) && !Number.isNaN(Date.parse(v))));

export const certificateSchema = z.object({
  certificateNumber: z.string(),
  studentName: z.string(),
  courseName: z.string(),
  grade: optionalText,
  resultNumber: optionalText,
  issuedDate: z.optional(z.nullable(isoDate)),
  instituteName: z.string(),
  instituteAddress: z.string(),
  /** 'Auto' (generated from a result) is special; other values ('Manual'...) are shown alike. */
  type: z.string(),
  resultId: optionalText,
  fileUrl: optionalText,
});
export type Certificate = z.infer<typeof certificateSchema>;

export const validateCertificateAnswer = envelope(certificateSchema);

export const certificatePreferencesSchema = z.object({
  certificateVerificationPageShowCertificate: z.boolean(),
  certificateVerificationPageShowResult: z.boolean(),
  certificateVerificationFooterNote: z.nullable(z.string()),
});
export type CertificatePreferences = z.infer<typeof certificatePreferencesSchema>;

export const brandingSchema = z.object({
  logoUrl: z.string(),
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

/** Only http(s) file links are opened; `javascript:` and friends never reach an href. */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
