import { useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { useT } from '../../../i18n/I18nProvider';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Spinner } from '../../components/ui/Spinner';
import { useDocumentTitle } from '../../useDocumentTitle';
import { useWhenBackOnline } from '../../useWhenBackOnline';
import { LeadBranding } from './LeadBranding';
import { LeadFormView } from './LeadFormView';
import { LeadThanks } from './LeadThanks';
import { useLeadCaptureActor } from './useLeadCaptureActors';

/** `/lead-capture/new/{formId}`: loading, not available, could not load, the form, or the thank-you screen. */
export function LeadCapturePage(props: { formId: string }) {
  const t = useT();
  const actor = useLeadCaptureActor(props.formId);
  const status = useSelector(actor, (s) => s.value);
  const form = useSelector(actor, (s) => s.context.form);
  const failure = useSelector(actor, (s) => s.context.failure);
  // Try again takes its own button away (a spinner while loading): the heading of what comes next takes focus, so
  // keyboard and screen-reader users are not sent back to the top of the page. As in BranchCard, only while focus
  // is still lost with the button: a visitor who has moved on meanwhile (the language menu, say) is not pulled back.
  const retried = useRef(false);
  useEffect(() => {
    if (!retried.current || status === 'loading') return;
    retried.current = false;
    if (document.activeElement && document.activeElement !== document.body) return;
    document.getElementById(status === 'loadFailed' ? 'lead-load-failed' : status === 'unavailable' ? 'lead-unavailable' : 'lead-title')?.focus();
  }, [status]);

  // Made again by itself once the browser is back online, as Try again would, focus following it alike (above: only
  // from <body>, where it falls when the failure's button goes).
  const retry = () => {
    retried.current = true;
    actor.send({ type: 'lead.retry' });
  };
  useWhenBackOnline(status === 'loadFailed' && retry);

  // The separator between form and institute is the language's (lead.pageTitle), not a hard-coded ' · '. The
  // thank-you screen has its own title, as every other outcome: the tab and a screen reader's title key say it.
  useDocumentTitle(
    status === 'unavailable'
      ? t('lead.unavailable.title')
      : status === 'loadFailed'
        ? t('lead.loadFailed.title')
        : form && t('lead.pageTitle', { form: status === 'submitted' ? t('lead.thanks.title') : form.title, institute: form.instituteName }),
  );

  if (status === 'loading') {
    // A key of its own: React would reuse this box for the outcome's, and a box already on screen moved down to the
    // outcome's top margin is a layout shift; a new one is not.
    return (
      <div key="loading" className="spinner-wrap">
        <Spinner label={t('lead.loading')} />
      </div>
    );
  }
  if (status === 'unavailable') {
    return (
      <Card as="section" aria-labelledby="lead-unavailable" className="page-narrow mt-6 flex flex-col gap-3">
        <h1 id="lead-unavailable" tabIndex={-1} className="m-0">
          {t('lead.unavailable.title')}
        </h1>
        <p className="m-0">{t('lead.unavailable.body')}</p>
      </Card>
    );
  }
  if (status === 'loadFailed' || !form) {
    return (
      <div className="page-narrow mt-6 flex flex-col items-start gap-4">
        <h1 id="lead-load-failed" tabIndex={-1} className="m-0">
          {t('lead.loadFailed.title')}
        </h1>
        <Alert tone="error">{t(failure?.id ?? 'lead.loadFailed.body')}</Alert>
        <Button
          variant="secondary"
          onClick={retry}
        >
          {t('lead.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className="page-narrow mt-2 flex flex-col gap-4">
      <LeadBranding form={form} />
      {status === 'submitted' ? <LeadThanks actor={actor} /> : <LeadFormView actor={actor} form={form} />}
    </div>
  );
}
