import type { FieldError, LeadField } from '../../../machines/leadCaptureFields';

/** Each field's label id, spelled out so the catalogue check finds every id. */
export const FIELD_LABEL_IDS: Record<LeadField, string> = {
  name: 'lead.field.name',
  mobile: 'lead.field.mobile',
  email: 'lead.field.email',
  courseId: 'lead.field.course',
  stateId: 'lead.field.state',
  cityId: 'lead.field.city',
  message: 'lead.field.message',
  acceptTerms: 'lead.field.terms',
};

/** The element each field's control gets, so focus can be moved to the first error. */
export const fieldElementId = (field: LeadField) => `lead-${field}`;

type Translate = (id: string, values?: Record<string, string | number>) => string;

/** A rule's verdict in the reader's language (a server's own words are shown as sent, with their `lang`: serverText.tsx). */
export function fieldErrorText(t: Translate, field: LeadField, error: Exclude<FieldError, { server: string }> | undefined): string | undefined {
  if (!error) return undefined;
  const values: Record<string, string | number> = { name: t(FIELD_LABEL_IDS[field]) };
  if (error.min !== undefined) values.min = error.min;
  if (error.max !== undefined) values.max = error.max;
  if (error.count !== undefined) values.count = error.count;
  return t(error.id, values);
}
