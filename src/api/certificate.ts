import { withResolvedLogos, type Http } from './http';
import { ApiError, isNotFoundRefusal } from './errors';
import { brandingSchema, certificateSchema, initiateAnswer, validateCertificateAnswer, type Branding, type Certificate } from './schemas/certificate';

/** The answer about one certificate; every other outcome (network, 5xx, bad body, abort) is thrown as ApiError. */
export type ValidationAnswer = { found: true; certificate: Certificate } | { found: false };

/** `certificate/validate-certificate/{number}`: the number travels as one encoded segment (`A B/1` -> `A%20B%2F1`). */
export function certificatePath(number: string): string {
  return `certificate/validate-certificate/${encodeURIComponent(number)}`;
}

export async function validateCertificate(http: Http, number: string, signal?: AbortSignal): Promise<ValidationAnswer> {
  try {
    const answer = await http.request({ path: certificatePath(number), schema: validateCertificateAnswer, signal });
    // The schema only lets success:true through with a certificate; success:false is "not found" whatever data holds.
    if (!answer.success) return { found: false };
    const certificate = certificateSchema.parse(answer.data);
    // A record for another number is no answer to this question (a server fault must not vouch for what was typed).
    // The server may write it in other letter case or with other spacing; its punctuation is part of the number.
    if (comparable(certificate.certificateNumber) !== comparable(number)) throw new ApiError('schema', 'The answer is about another certificate');
    return { found: true, certificate: { ...certificate, fileUrl: http.resolve(certificate.fileUrl) } };
  } catch (error) {
    // The contract: the API's own HTTP 404 (its envelope, success:false) means "not found", exactly like a 200 with
    // success:false. Any other 404 is a proxy's page, a wrong API address or a route the server lacks (frameworks
    // answer those in JSON too: `{"message":"Not Found"}`): not an answer about the certificate, which a server
    // fault must never make look fake. A failed check with a retry.
    if (isNotFoundRefusal(error)) return { found: false };
    throw error;
  }
}

// The number asked is already normalised (src/machines/certificateNumber.ts); the answer's is compared alike.
const comparable = (number: string) => number.normalize('NFKC').toLowerCase().replace(/\s+/g, '');

/** `certificate/validate-certificate/initiate/{host}`: the branch's logo and verification preferences. */
export async function initiateVerification(http: Http, host: string, signal?: AbortSignal): Promise<Branding> {
  const answer = await http.request({
    path: `certificate/validate-certificate/initiate/${encodeURIComponent(host)}`,
    schema: initiateAnswer,
    signal,
  });
  const parsed = brandingSchema.safeParse(answer.data);
  // `success: false` is the API's own word that this host has no branding (the page works without): a refusal
  // (`http`), never reported. Only a success without usable branding is an answer the app cannot use (`schema`,
  // reported: failureKind). Nothing reads more of either: the page goes without branding.
  if (!answer.success || !parsed.success) throw new ApiError(answer.success ? 'schema' : 'http', 'No branding for this host');
  return withResolvedLogos(http, parsed.data);
}
