import { useSelector } from '@xstate/react';
import { useT } from '../../../i18n/I18nProvider';
import type { LeadField } from '../../../machines/leadCaptureFields';
import { fieldElementId, fieldErrorText } from './fieldText';
import type { LeadCaptureActor } from './useLeadCaptureActors';

/** One field's value, translated error and handlers: what every control of the form needs. */
export function useLeadField<F extends LeadField>(actor: LeadCaptureActor, field: F) {
  const t = useT();
  const value = useSelector(actor, (s) => s.context.values[field]);
  const error = useSelector(actor, (s) => s.context.errors[field]);
  return {
    id: fieldElementId(field),
    value,
    error: fieldErrorText(t, field, error),
    onChange: (next: string | boolean) => actor.send({ type: 'lead.change', field, value: next }),
    onBlur: () => actor.send({ type: 'lead.blur', field }),
  };
}
