import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useIntl, useT } from '../../../i18n/I18nProvider';
import type { currentInstituteMachine } from '../../../machines/currentInstituteMachine';
import { Spinner } from '../../components/Spinner';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { EmailAddress } from '../../components/ui/EmailAddress';
import { Link } from '../../components/ui/Link';
import { useRoleName } from '../../layouts/UserMenu';
import { useSession } from '../../root/sessionContext';
import { useDocumentTitle } from '../../useDocumentTitle';

function Section(props: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card as="section" aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="m-0 text-lg">
        {props.title}
      </h2>
      {props.children}
    </Card>
  );
}

/**
 * Label and value side by side; below 30rem (a phone) the label sits above its value, as on the verification
 * page's record, so a value such as an e-mail address has the card's whole width instead of ~170 px beside a
 * Japanese or German label.
 */
function Facts(props: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="m-0 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 max-[30rem]:grid-cols-1 max-[30rem]:gap-y-0 max-[30rem]:[&>div+div>dt]:mt-2">
      {props.rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-text-muted">{term}</dt>
          <dd className="m-0 min-w-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The staff home screen: who is signed in, their branch, and the areas that work today. */
export function HomeScreen(props: { institute: ActorRefFrom<typeof currentInstituteMachine> }) {
  const t = useT();
  const intl = useIntl();
  const roleName = useRoleName();
  const { actor } = useSession();
  const user = useSelector(actor, (s) => s.context.user);
  const institute = useSelector(props.institute, (s) => s.context.institute);
  const failed = useSelector(props.institute, (s) => s.matches('failed'));
  const heading = useRef<HTMLHeadingElement>(null);
  const signedIn = Boolean(user);

  useDocumentTitle(t('home.title'));

  // Arriving here (after signing in, or from the menu) moves focus to the heading, so a screen reader says where
  // the user now is instead of nothing (focus would otherwise stay on <body> after the sign-in form went away).
  useEffect(() => {
    if (signedIn) heading.current?.focus();
  }, [signedIn]);

  if (!user) return null;
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 ref={heading} tabIndex={-1} className="m-0">
          {t('home.welcome', { name: user.name })}
        </h1>
        <p className="m-0 text-text-muted">{intl.formatDate(new Date(), { dateStyle: 'full' })}</p>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <Section title={t('home.account')}>
          <Facts
            rows={[
              [t('auth.username'), user.username],
              [t('home.email'), <EmailAddress address={user.email} />],
              [t('home.role'), roleName(user.role)],
            ]}
          />
        </Section>
        <Section title={t('home.branch')}>
          {institute ? (
            <Facts
              rows={[
                [t('home.institute'), institute.name],
                [t('home.branchName'), institute.branch.name],
                [t('home.address'), institute.address],
              ]}
            />
          ) : failed ? (
            <Alert tone="error" title={t('home.instituteFailed')}>
              <Button variant="secondary" className="mt-2" onClick={() => props.institute.send({ type: 'institute.retry' })}>
                {t('home.retry')}
              </Button>
            </Alert>
          ) : (
            <Spinner />
          )}
        </Section>
        <Section title={t('home.verify')}>
          <p className="m-0">{t('home.verifyText')}</p>
          <p className="m-0">
            <Link href="/verify-certificate">{t('home.verifyLink')}</Link>
          </p>
        </Section>
      </div>
    </div>
  );
}
