import { useSelector } from '@xstate/react';
import { useIntl, useT } from '../../../i18n/I18nProvider';
import type { LeadField } from '../../../machines/leadCaptureFields';
import { fieldElementId, fieldErrorText } from './fieldText';
import { serverText } from './serverText';
import { leaveField } from '../../components/ui/submitPress';
import type { LeadCaptureActor } from './useLeadCaptureActors';

/**
 * One field's value, translated error and handlers: what every control of the form needs. `readOnly` while the
 * enquiry is being sent: the request carries the values of the moment Send was pressed, so a field that still
 * took typing would show text that was never sent (and that the thanks page then throws away). Read-only keeps
 * focus and the caret where they are, unlike `disabled`, and says so to screen readers.
 */
export function useLeadField<F extends LeadField>(actor: LeadCaptureActor, field: F) {
  const t = useT();
  const { locale } = useIntl();
  const value = useSelector(actor, (s) => s.context.values[field]);
  const error = useSelector(actor, (s) => s.context.errors[field]);
  const readOnly = useSelector(actor, (s) => !s.can({ type: 'lead.change', field, value: '' }));
  const id = fieldElementId(field);
  const shown = error && 'server' in error ? serverText(error, error.server, locale) : fieldErrorText(t, field, error);
  const onChange = (next: string | boolean) => actor.send({ type: 'lead.change', field, value: next });
  // Leaving a field for a press on Send shows nothing yet, for another press once it is over (submitPress.ts).
  const onBlur = (event: { target: EventTarget | null }) => leaveField(event.target, () => actor.send({ type: 'lead.blur', field }));
  // What a TextField or a Select takes as it is, spread into it.
  const control = { id, value, error: shown, onBlur, onChange: (event: { target: { value: string } }) => onChange(event.target.value) };
  return {
    id,
    value,
    error: shown,
    readOnly,
    onChange,
    onBlur,
    /** `{...field.input}` on a TextField. */
    input: { ...control, readOnly },
    /** `{...field.select}` on a Select: a select has no readOnly; it says so, and the machine
     * refuses the change, so the choice snaps back. */
    select: { ...control, 'aria-readonly': readOnly || undefined },
  };
}
