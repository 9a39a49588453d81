/**
 * Why a typed number is refused before any request (api-contract.md, Conventions). A blank number is not a
 * problem to report: it is the same as clearing the input (spec: while the input is empty nothing is shown).
 */
export type NumberProblem = 'dots' | 'tooLong' | 'control';

export const MAX_CERTIFICATE_NUMBER_LENGTH = 64;

/**
 * The number as typed or pasted, made what the server stores: look-alikes that copy-paste, word processors and
 * phone keyboards put in a genuine number become ASCII, so the number is found. NFKC folds full-width letters,
 * digits and hyphen (ＫＶＳ－１) and the small hyphen; hyphens and dashes (U+2010-2015, including the
 * non-breaking U+2011) and minus signs become '-'; every character Unicode calls default-ignorable (drawn as
 * nothing) goes: the soft hyphen, zero-width spaces and joiners, the direction marks, embeddings, overrides and
 * isolates a right-to-left context or a PDF adds, and also variation selectors, tag characters, the Mongolian vowel
 * separator, the combining grapheme joiner and the Hangul fillers, each of which made a number that looks genuine
 * "not found" (a hand-made list missed them); then the ends are trimmed. Letter case is kept: numbers may be
 * case-sensitive on the server. A pasted link to this page is read as the number it carries.
 */
export function normaliseCertificateNumber(raw: string): string {
  // A link to this page pasted in place of its number (a QR code's or an e-mail's: …/verify-certificate?number=…)
  // stands for the number it carries, decoded as the page reads its own address.
  const link = /[?&]number=/.test(raw) ? new URLSearchParams(raw.slice(raw.indexOf('?')).replace(/#.*/s, '')).get('number') : null;
  return (link ?? raw)
    .normalize('NFKC')
    .replace(/[\u2010-\u2015\u2212\uFE63\uFF0D]/g, '-')
    .replace(/\p{Default_Ignorable_Code_Point}/gu, '')
    .trim();
}

/** Empty, spaces or zero-width characters only: nothing to check and nothing to say (never sent either). */
export function isBlankNumber(raw: string): boolean {
  return normaliseCertificateNumber(raw) === '';
}

/**
 * The contract's input rules for a certificate number; null when nothing is wrong with it. Expects a normalised
 * value (`normaliseCertificateNumber`); callers test `isBlankNumber` first, since a blank one is never sent but
 * is not a refusal either.
 */
export function certificateNumberProblem(trimmed: string): NumberProblem | null {
  if (trimmed === '.' || trimmed === '..') return 'dots';
  if ([...trimmed].length > MAX_CERTIFICATE_NUMBER_LENGTH) return 'tooLong';
  // C0 controls, DEL and C1 controls, and the line and paragraph separators: invisible or a line break, and a
  // server may cut or log them unpredictably.
  if ([...trimmed].some((ch) => { const c = ch.codePointAt(0)!; return c < 0x20 || (c >= 0x7f && c <= 0x9f) || c === 0x2028 || c === 0x2029; })) return 'control';
  return null;
}
