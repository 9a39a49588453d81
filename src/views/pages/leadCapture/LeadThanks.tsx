import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useT } from '../../../i18n/I18nProvider';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { MessageWithCode } from '../../components/ui/MessageWithCode';
import { SuccessIcon } from '../../components/ui/icons';
import type { LeadCaptureActor } from './useLeadCaptureActors';
import { tapSoonAfterSend } from './sendPress';

/** After a successful enquiry. Focus moves to the heading, so screen readers announce the outcome at once. */
export function LeadThanks(props: { actor: LeadCaptureActor }) {
  const t = useT();
  const leadId = useSelector(props.actor, (s) => s.context.leadId);
  const institute = useSelector(props.actor, (s) => s.context.form?.instituteName ?? '');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card as="section" className="flex flex-col items-start gap-3">
      <SuccessIcon className="h-10 w-10 text-[var(--ui-success)]" />
      <h1 id="lead-thanks-title" ref={heading} tabIndex={-1} className="m-0">
        {t('lead.thanks.title')}
      </h1>
      <p className="m-0">{t('lead.thanks.body', { institute })}</p>
      {leadId && (
        <p className="tabular m-0 font-semibold">
          <MessageWithCode id="lead.thanks.reference" name="id" code={leadId} />
        </p>
      )}
      <Button
        variant="secondary"
        onClick={(e) => {
          // `detail` is 0 for a press of Enter or Space: a keyboard never taps twice by accident.
          if (!e.detail || !tapSoonAfterSend()) props.actor.send({ type: 'lead.again' });
        }}
      >
        {t('lead.thanks.again')}
      </Button>
    </Card>
  );
}
