import { useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useIntl, useT } from '../../../i18n/I18nProvider';
import type { currentInstituteMachine } from '../../../machines/currentInstituteMachine';
import { EmailAddress } from '../../components/ui/EmailAddress';
import { Link } from '../../components/ui/Link';
import { useRoleName } from '../../layouts/UserMenu';
import { useSession } from '../../root/sessionContext';
import { useDocumentTitle } from '../../useDocumentTitle';
import { BranchCard } from './BranchCard';
import { Facts, Section } from './HomeSection';
import { useToday } from './useToday';

/** The staff home screen: who is signed in, their branch, and the areas that work today. */
export function HomeScreen(props: { institute: ActorRefFrom<typeof currentInstituteMachine> }) {
  const t = useT();
  const intl = useIntl();
  const roleName = useRoleName();
  const { actor } = useSession();
  const user = useSelector(actor, (s) => s.context.user);
  const heading = useRef<HTMLHeadingElement>(null);
  const signedIn = Boolean(user);
  const today = useToday();

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
        <p className="m-0 text-text-muted">{intl.formatDate(today, { dateStyle: 'full' })}</p>
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
        <BranchCard institute={props.institute} />
        <Section title={t('home.verify')}>
          <p className="m-0">{t('home.verifyText')}</p>
          <p className="m-0">
            <Link href="/verify-certificate" className="ui-link--action">{t('home.verifyLink')}</Link>
          </p>
        </Section>
      </div>
    </div>
  );
}
