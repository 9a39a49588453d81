import { useEffect, useId, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { useLocation, useSearch } from 'wouter';
import { useT } from '../../../i18n/I18nProvider';
import type { EndReason } from '../../../machines/sessionTypes';
import { Spinner } from '../../components/Spinner';
import { Alert } from '../../components/ui/Alert';
import { Card } from '../../components/ui/Card';
import { safeReturnTo } from '../../root/returnTo';
import { useSession } from '../../root/sessionContext';
import { useDocumentTitle } from '../../useDocumentTitle';
import { SignInForm } from './SignInForm';

// Literal ids, one per way a session can end (the catalogue check looks for each).
const END_NOTICES: Record<Exclude<EndReason, null>, string> = {
  expired: 'auth.sessionExpired',
  elsewhere: 'auth.signedOutElsewhere',
  logout: 'auth.signedOut',
};

/** /auth/login: the staff sign-in. Signed in (now, or already, or in another tab), it goes to the asked-for page. */
export function SignInPage() {
  const t = useT();
  const { actor } = useSession();
  const starting = useSelector(actor, (s) => s.hasTag('starting'));
  const signedIn = useSelector(actor, (s) => s.hasTag('signedIn'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const canSubmit = useSelector(actor, (s) => s.can({ type: 'session.login', username: '', password: '' }));
  const loginError = useSelector(actor, (s) => s.context.loginError);
  const endReason = useSelector(actor, (s) => s.context.endReason);
  const search = useSearch();
  const [, navigate] = useLocation();
  const headingId = useId();
  const errorRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!signedIn) return;
    const target = safeReturnTo(new URLSearchParams(search).get('returnTo')) ?? '/';
    // "~" leaves the /auth nest: the target is an absolute path of the app.
    navigate(`~${target}`, { replace: true });
  }, [signedIn, search, navigate]);

  useEffect(() => {
    // A failed sign-in is said where the user is: focus goes to the message (it stays on the busy button till then).
    if (loginError) errorRef.current?.focus();
  }, [loginError]);

  useDocumentTitle(t('auth.title'));

  if (starting || signedIn) return <Spinner />;

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-4 pt-4 sm:pt-10">
      <Card as="section" aria-labelledby={headingId} className="flex flex-col gap-4">
        <div>
          <h1 id={headingId} className="m-0">
            {t('auth.title')}
          </h1>
          <p className="m-0 mt-1 text-text-muted">{t('auth.intro')}</p>
        </div>
        {loginError ? (
          <div ref={errorRef} tabIndex={-1}>
            <Alert tone="error" title={t(loginError)} />
          </div>
        ) : (
          endReason && <Alert tone="info" title={t(END_NOTICES[endReason])} />
        )}
        <SignInForm busy={busy} canSubmit={canSubmit} onSubmit={(values) => actor.send({ type: 'session.login', ...values })} />
      </Card>
    </div>
  );
}
