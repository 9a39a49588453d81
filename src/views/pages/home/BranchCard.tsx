import { useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useT } from '../../../i18n/I18nProvider';
import type { currentInstituteMachine } from '../../../machines/currentInstituteMachine';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { useWhenBackOnline } from '../../useWhenBackOnline';
import { Facts, Section } from './HomeSection';

type Phase = 'loading' | 'loaded' | 'failed';

/** One grey line of text-height: the skeleton of a value still to come (an address usually takes three). */
const Bar = (props: { width: string }) => (
  <span className="flex h-[1lh] items-center">
    <span className={`block h-[0.75em] rounded bg-border motion-safe:animate-pulse ${props.width}`} />
  </span>
);

/**
 * The home screen's branch card (`current-institute`). While it loads it keeps the shape of the loaded card (the
 * same labels, grey lines for the values, a small spinner beside the heading), so a phone's layout does not jump
 * as the page-level spinner's 40vh did. After "Try again" focus stays in the card: on its heading while it reloads
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

  // Also made by itself once the browser is back online (`auto`): focus then moves only from the failure itself.
  const retry = (auto?: boolean) => {
    const fromFailure = !auto || Boolean(card.current?.querySelector('.ui-alert')?.contains(document.activeElement));
    retried.current = fromFailure;
    // Before the button goes away with the failure it belongs to.
    if (fromFailure) heading.current?.focus();
    props.institute.send({ type: 'institute.retry' });
  };
  useWhenBackOnline(phase === 'failed' && (() => retry(true)));

  return (
    <div ref={card} className="contents">
      <Section title={t('home.branch')} headingRef={heading} status={phase === 'loading' ? <Spinner className="h-5 w-5 border-2 text-primary" /> : null}>
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
            <Button variant="secondary" className="mt-2" onClick={() => retry()}>
              {t('home.retry')}
            </Button>
          </Alert>
        ) : (
          <Facts
            hidden
            rows={[
              [t('home.institute'), <Bar width="w-3/4" />],
              [t('home.branchName'), <Bar width="w-2/3" />],
              [t('home.address'), [<Bar key="1" width="w-full" />, <Bar key="2" width="w-full" />, <Bar key="3" width="w-1/3" />]],
            ]}
          />
        )}
      </Section>
    </div>
  );
}
