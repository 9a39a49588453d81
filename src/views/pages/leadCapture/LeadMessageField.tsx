import { useT } from '../../../i18n/I18nProvider';
import { MESSAGE_MAX } from '../../../machines/leadCaptureFields';
import { FieldMessages } from '../../components/ui/FieldMessages';
import { useFieldIds } from '../../components/ui/fieldIds';
import { FIELD_LABEL_IDS } from './fieldText';
import type { LeadCaptureActor } from './useLeadCaptureActors';
import { useLeadField } from './useLeadField';

/** The optional free-text message: a native textarea styled like the design system's inputs (it has none). */
export function LeadMessageField(props: { actor: LeadCaptureActor }) {
  const t = useT();
  const field = useLeadField(props.actor, 'message');
  const hint = t('lead.hint.message', { max: MESSAGE_MAX });
  const ids = useFieldIds(field.id, hint, field.error);
  return (
    <div className="ui-field">
      <label htmlFor={ids.id} className="ui-label">
        {t(FIELD_LABEL_IDS.message)}
      </label>
      <textarea
        id={ids.id}
        name="message"
        rows={4}
        maxLength={MESSAGE_MAX}
        className="ui-input min-h-28 resize-y"
        value={field.value}
        readOnly={field.readOnly}
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={field.onBlur}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={ids.describedBy}
      />
      <FieldMessages hintId={ids.hintId} errorId={ids.errorId} hint={hint} error={field.error} />
    </div>
  );
}
