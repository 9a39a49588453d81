/** Why a typed number is refused before any request (api-contract.md, Conventions). */
export type NumberProblem = 'empty' | 'dots' | 'tooLong' | 'control';

export const MAX_CERTIFICATE_NUMBER_LENGTH = 64;

/** The contract's input rules for a certificate number; null when it may be sent. Expects a trimmed value. */
export function certificateNumberProblem(trimmed: string): NumberProblem | null {
  if (trimmed === '') return 'empty';
  if (trimmed === '.' || trimmed === '..') return 'dots';
  if ([...trimmed].length > MAX_CERTIFICATE_NUMBER_LENGTH) return 'tooLong';
  // C0 controls, DEL and C1 controls: invisible, and a server may cut or log them unpredictably.
  if ([...trimmed].some((ch) => { const c = ch.codePointAt(0)!; return c < 0x20 || (c >= 0x7f && c <= 0x9f); })) return 'control';
  return null;
}
