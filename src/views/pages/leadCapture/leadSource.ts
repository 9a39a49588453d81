import type { LeadSource } from '../../../api/schemas/leadCapture';

const UTM_KEYS = [
  ['utm_source', 'utmSource'],
  ['utm_medium', 'utmMedium'],
  ['utm_campaign', 'utmCampaign'],
  ['utm_term', 'utmTerm'],
  ['utm_content', 'utmContent'],
] as const;

// Campaign tags are short; a longer value is noise or abuse, so it is cut rather than sent whole.
const MAX_LENGTH = 200;

/**
 * Where the visitor came from, read once when the form opens: the landing URL's UTM parameters and the
 * browser's referrer. Empty values are left out, so the server sees only what was really there.
 */
export function readLeadSource(search: string, referrer: string): LeadSource {
  const params = new URLSearchParams(search);
  const source: LeadSource = {};
  for (const [param, key] of UTM_KEYS) {
    const value = params.get(param)?.trim();
    if (value) source[key] = value.slice(0, MAX_LENGTH);
  }
  const ref = referrer.trim();
  if (ref) source.referrer = ref.slice(0, 2 * MAX_LENGTH);
  return source;
}
