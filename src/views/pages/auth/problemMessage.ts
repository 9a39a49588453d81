import type { FieldProblem } from '../../../machines/signInRules';

/**
 * The spec's templates: with a field name ('{name} is required') or, for a control without a visible name,
 * the short forms ('Required field', 'Field is not valid').
 */
export function problemMessage(
  t: (id: string, values?: Record<string, string | number>) => string,
  problem: FieldProblem,
  name: string | null,
): string {
  if (name === null) return problem.id === 'validation.required' ? t('validation.requiredField') : t('validation.fieldInvalid');
  return t(problem.id, { name, ...problem.values });
}
