import { useT } from '../../../i18n/I18nProvider';
import { charCount, MESSAGE_MAX } from '../../../machines/leadCaptureFields';
import { FieldMessages } from '../../components/ui/FieldMessages';
import { useFieldIds } from '../../components/ui/fieldIds';
import { FIELD_LABEL_IDS } from './fieldText';
import type { LeadCaptureActor } from './useLeadCaptureActors';
import { useLeadField } from './useLeadField';

/** From this many characters left, the counter is announced (earlier, every keystroke would be read out). */
export const MESSAGE_NEAR_LIMIT = 100;

/**
 * The optional free-text message: a native textarea styled like the design system's inputs (it has none), with
 * a live count. No `maxLength`: a long paste stays whole, the counter shows how far over it is, and Send refuses
 * it with the limit named. The count is visible always; screen readers hear it (politely) only near or over it.
 */
export function LeadMessageField(props: { actor: LeadCaptureActor }) {
  const t = useT();
  const field = useLeadField(props.actor, 'message');
  const hint = t('lead.hint.message', { max: MESSAGE_MAX });
  const ids = useFieldIds(field.id, hint, field.error);
  const count = charCount(field.value);
  const left = MESSAGE_MAX - count;
  const announce =
    left < 0 ? t('lead.counter.over', { over: -left }) : left <= MESSAGE_NEAR_LIMIT ? t('lead.counter.left', { left }) : '';
  return (
    <div className="ui-field">
      <label htmlFor={ids.id} className="ui-label">
        {t(FIELD_LABEL_IDS.message)}
      </label>
      <textarea
        id={ids.id}
        name="message"
        // A question typed in Urdu runs right to left, with its question mark at its end.
        dir="auto"
        rows={4}
        className="ui-input min-h-28 resize-y"
        value={field.value}
        readOnly={field.readOnly}
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={field.onBlur}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={ids.describedBy}
      />
      {/* Read by screen readers through the status below, only when it matters. */}
      <p
        id={`${ids.id}-count`}
        aria-hidden="true"
        className={`ui-hint m-0 text-end ${left < 0 ? 'font-semibold text-[var(--ui-danger)]' : ''}`}
      >
        {t('lead.counter.count', { count, max: MESSAGE_MAX })}
      </p>
      <FieldMessages hintId={ids.hintId} errorId={ids.errorId} hint={hint} error={field.error} />
      {/* Always in the page, so the first words put in it are announced. */}
      <p id={`${ids.id}-status`} role="status" className="sr-only">
        {announce}
      </p>
    </div>
  );
}
