import { useSelector } from '@xstate/react';
import type { LeadForm } from '../../../api/schemas/leadCapture';
import { useIntl, useT } from '../../../i18n/I18nProvider';
import { EMPTY_LEAD, sameValues } from '../../../machines/leadCaptureFields';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Checkbox } from '../../components/ui/Checkbox';
import { Select } from '../../components/ui/Select';
import { useFocusOrSay } from '../../components/ui/useFocusOrSay';
import { noteSendPress } from './sendPress';
import { TextField } from '../../components/ui/TextField';
import { fieldElementId, FIELD_LABEL_IDS } from './fieldText';
import { LeadMessageField } from './LeadMessageField';
import { LeadPlaceFields } from './LeadPlaceFields';
import { RequiredLabel } from './RequiredLabel';
import { noteSentIn, serverText } from './serverText';
import type { LeadCaptureActor } from './useLeadCaptureActors';
import { useLeadField } from './useLeadField';

const FAILURE_ID = 'lead-failure';

/**
 * The enquiry form. Native validation is off: our messages, in the reader's language, show beside each field.
 * No field has a `maxLength`: it cuts a long paste silently; the rules keep it whole and name the limit instead.
 */
export function LeadFormView(props: { actor: LeadCaptureActor; form: LeadForm }) {
  const t = useT();
  const { locale } = useIntl();
  const { actor, form } = props;
  const name = useLeadField(actor, 'name');
  const mobile = useLeadField(actor, 'mobile');
  const email = useLeadField(actor, 'email');
  const course = useLeadField(actor, 'courseId');
  const terms = useLeadField(actor, 'acceptTerms');
  const submitting = useSelector(actor, (s) => s.matches('submitting'));
  const canSubmit = useSelector(actor, (s) => s.can({ type: 'lead.submit' }));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const failure = useSelector(actor, (s) => s.context.failure);
  const focus = useSelector(actor, (s) => s.context.focus);

  // The machine asks for focus (first error, the failure message, a fresh form); the DOM lives here.
  const said = useFocusOrSay(focus, () => focus && document.getElementById(focus.target === 'failure' ? FAILURE_ID : fieldElementId(focus.target)));

  const label = (field: keyof typeof FIELD_LABEL_IDS) => <RequiredLabel text={t(FIELD_LABEL_IDS[field])} />;
  return (
    <Card as="section" aria-labelledby="lead-title">
      {/* The branch's own texts may be in a right-to-left script: each line takes its own direction. */}
      <h1 id="lead-title" tabIndex={-1} className="mt-0 mb-2 [unicode-bidi:plaintext]">
        {form.title}
      </h1>
      {form.intro && <p className="mt-0 mb-3 [unicode-bidi:plaintext]">{form.intro}</p>}
      <p className="ui-hint mt-0 mb-4">{t('lead.requiredNote')}</p>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          noteSentIn(locale);
          actor.send({ type: 'lead.submit' });
        }}
        // Enter in a field of an empty form sends nothing: a second Enter on "Send another enquiry" lands in the
        // fresh form's Name and would cover it in "required" messages. The Send button still checks an empty form.
        onKeyDown={(e) => {
          if (e.key === 'Enter' && e.target instanceof HTMLInputElement && sameValues(actor.getSnapshot().context.values, EMPTY_LEAD)) {
            e.preventDefault();
          }
        }}
      >
        <TextField
          {...name.input}
          name="name"
          label={label('name')}
          autoComplete="name"
          // A name typed in Urdu runs right to left as it is typed, with its punctuation in place.
          dir="auto"
          // Phone keyboards "correct" Indian names (Aarav to Aaron) and underline them; each word starts capitalised.
          spellCheck={false}
          autoCorrect="off"
          autoCapitalize="words"
          aria-required
        />
        <TextField
          {...mobile.input}
          name="mobile"
          type="tel"
          inputMode="tel"
          label={label('mobile')}
          autoComplete="tel"
          aria-required
          hint={t('lead.hint.mobile')}
        />
        <TextField
          {...email.input}
          name="email"
          type="email"
          label={label('email')}
          autoComplete="email"
          aria-required
          hint={t('lead.hint.email')}
        />
        <Select
          {...course.select}
          name="course"
          label={label('courseId')}
          aria-required
        >
          <option value="">{t('lead.choose.prompt')}</option>
          {form.courses.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Select>
        <LeadPlaceFields actor={actor} countryId={form.countryId} />
        <LeadMessageField actor={actor} />
        <details className="rounded-md border border-[var(--ui-border)] px-3 py-2">
          <summary className="cursor-pointer py-2.5 font-medium">{t('lead.terms.read')}</summary>
          <p className="mb-1 text-sm whitespace-pre-line [unicode-bidi:plaintext]">{form.terms}</p>
        </details>
        <Checkbox
          id={terms.id}
          name="acceptTerms"
          label={label('acceptTerms')}
          aria-required
          aria-readonly={terms.readOnly || undefined}
          checked={terms.value}
          // A checkbox has no readOnly either; cancelling the click keeps the tick from flickering.
          onClick={(e) => {
            if (terms.readOnly) e.preventDefault();
          }}
          onChange={(e) => terms.onChange(e.target.checked)}
          error={terms.error}
        />
        {failed && failure && (
          <div id={FAILURE_ID} tabIndex={-1}>
            <Alert tone="error" title={t(failure.id)}>
              {failure.detail && serverText(failure, failure.detail, locale)}
            </Alert>
          </div>
        )}
        <Button
          type="submit"
          busy={submitting}
          disabled={!canSubmit}
          className="self-stretch sm:self-start"
          onMouseDown={noteSendPress}
        >
          {t('lead.submit')}
        </Button>
        {/* The busy button shows the wait; a screen reader hears it here (a slow send is otherwise silent), and the
            problem an Enter in the field with it showed (useFocusOrSay). */}
        <p role="status" className="sr-only">
          {submitting ? t('lead.sending') : said}
        </p>
      </form>
    </Card>
  );
}
