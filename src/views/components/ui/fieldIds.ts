import { useId } from 'react';

/**
 * Ids for a control and its hint and error, and the aria-describedby that joins those present; `more` is a caller's
 * own description (a notice about the whole form, say), after the field's error and hint.
 */
export function useFieldIds(id: string | undefined, hint: unknown, error: unknown, more?: string) {
  const auto = useId();
  const base = id ?? auto;
  const hintId = `${base}-hint`;
  const errorId = `${base}-error`;
  // The error comes first so a screen reader says what is wrong before the general hint.
  const describedBy = [error ? errorId : null, hint ? hintId : null, more].filter(Boolean).join(' ') || undefined;
  return { id: base, hintId, errorId, describedBy };
}

export type FieldIds = ReturnType<typeof useFieldIds>;
