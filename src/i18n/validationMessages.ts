/**
 * The spec's validation templates (section 5) as message ids, for every form to share. Literal ids, so the
 * catalogue check sees them used. `invalid`, `required` and `minLength` take `{ name }` (the field's label,
 * already translated) and `minLength` also `{ min }`.
 */
export const VALIDATION_MESSAGES = {
  invalid: 'validation.invalid',
  required: 'validation.required',
  minLength: 'validation.minLength',
  termsRequired: 'validation.termsRequired',
  requiredField: 'validation.requiredField',
  fieldInvalid: 'validation.fieldInvalid',
} as const;

export type ValidationMessageId = (typeof VALIDATION_MESSAGES)[keyof typeof VALIDATION_MESSAGES];
