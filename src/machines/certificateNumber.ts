/**
 * Why a typed number is refused before any request (api-contract.md, Conventions). A blank number is not a
 * problem to report: it is the same as clearing the input (spec: while the input is empty nothing is shown).
 */
export type NumberProblem = 'dots' | 'tooLong' | 'control';

export const MAX_CERTIFICATE_NUMBER_LENGTH = 64;

/** Empty or spaces only: nothing to check and nothing to say (never sent either). */
export function isBlankNumber(raw: string): boolean {
  return raw.trim() === '';
}

/**
 * The contract's input rules for a certificate number; null when nothing is wrong with it. Expects a trimmed
 * value; callers test `isBlankNumber` first, since a blank one is never sent but is not a refusal either.
 */
export function certificateNumberProblem(trimmed: string): NumberProblem | null {
  if (trimmed === '.' || trimmed === '..') return 'dots';
  if ([...trimmed].length > MAX_CERTIFICATE_NUMBER_LENGTH) return 'tooLong';
  // C0 controls, DEL and C1 controls: invisible, and a server may cut or log them unpredictably.
  if ([...trimmed].some((ch) => { const c = ch.codePointAt(0)!; return c < 0x20 || (c >= 0x7f && c <= 0x9f); })) return 'control';
  return null;
}
