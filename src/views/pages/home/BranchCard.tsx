import { useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useT } from '../../../i18n/I18nProvider';
import type { currentInstituteMachine } from '../../../machines/currentInstituteMachine';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Spinner } from '../../components/Spinner';
import { Facts, Section } from './HomeSection';

type Phase = 'loading' | 'loaded' | 'failed';

/**
 * The home screen's branch card (`current-institute`). After "Try again" focus stays in the card: on its heading while it reloads
 * and when the details arrive, on the new "Try again" if it fails again; the pressed button is gone, and focus
 * would otherwise drop to <body> and a keyboard or screen-reader user would lose their place.
 */
export function BranchCard(props: { institute: ActorRefFrom<typeof currentInstituteMachine> }) {
  const t = useT();
  const institute = useSelector(props.institute, (s) => s.context.institute);
  const phase = useSelector(props.institute, (s): Phase => (s.matches('loaded') ? 'loaded' : s.matches('failed') ? 'failed' : 'loading'));
  const card = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const retried = useRef(false);

  useEffect(() => {
    if (!retried.current) return;
    // Only while focus is still where the retry put it: a user who has moved on is not pulled back.
    const active = document.activeElement;
    if (active && active !== document.body && !card.current?.contains(active)) return;
    if (phase === 'failed') card.current?.querySelector<HTMLButtonElement>('.ui-alert button')?.focus();
    else heading.current?.focus();
  }, [phase]);

  const retry = () => {
    retried.current = true;
    // Before the button goes away with the failure it belongs to.
    heading.current?.focus();
    props.institute.send({ type: 'institute.retry' });
  };

  return (
    <div ref={card} className="contents">
      <Section title={t('home.branch')} headingRef={heading}>
        {institute ? (
          <Facts
            rows={[
              [t('home.institute'), institute.name],
              [t('home.branchName'), institute.branch.name],
              [t('home.address'), institute.address],
            ]}
          />
        ) : phase === 'failed' ? (
          <Alert tone="error" title={t('home.instituteFailed')}>
            <Button variant="secondary" className="mt-2" onClick={retry}>
              {t('home.retry')}
            </Button>
          </Alert>
        ) : (
          <Spinner />
        )}
      </Section>
    </div>
  );
}
