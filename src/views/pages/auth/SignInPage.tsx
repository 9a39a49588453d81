import { useEffect, useId, useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import { useLocation, useSearch } from 'wouter';
import { useT } from '../../../i18n/I18nProvider';
import type { EndReason } from '../../../machines/sessionTypes';
import { Spinner } from '../../components/Spinner';
import { Alert } from '../../components/ui/Alert';
import { Card } from '../../components/ui/Card';
import { safeReturnTo } from '../../root/returnTo';
import { browserChunkReloadDeps, reloadOnceForChunkError } from '../../../reporting/chunkReload';
import { preloadStaffArea } from '../../App';
import { useDocumentTitle } from '../../useDocumentTitle';
import { SignInForm } from './SignInForm';
import type { SignInValues } from '../../../machines/signInRules';
import { afterStarting, startFailureId, useSignInSession, type StartFailureId } from './useSignInSession';
import { forgetUsernameAfterReload, readUsernameAfterReload } from './usernameAcrossReload';

// Literal ids, one per way a session can end (the catalogue check looks for each).
const END_NOTICES: Record<Exclude<EndReason, null>, string> = {
  expired: 'auth.sessionExpired',
  elsewhere: 'auth.signedOutElsewhere',
  logout: 'auth.signedOut',
};

/**
 * /auth/login: the staff sign-in. Signed in (now, or already, or in another tab), it goes to the asked-for page.
 * The form does not wait for the session's code: it loads when the visitor starts typing (or submits), a submit
 * that comes first is sent once it runs, and a failed load keeps the form and what was typed (the next Sign in
 * loads it again; only a failure after a failure, online, reloads the page once: see submit).
 */
export function SignInPage() {
  const t = useT();
  const { session, failed, awaited, load } = useSignInSession();
  const actor = session?.actor;
  const starting = useSelector(actor, (s) => s?.hasTag('starting') ?? false);
  const signedIn = useSelector(actor, (s) => s?.hasTag('signedIn') ?? false);
  const machineBusy = useSelector(actor, (s) => s?.hasTag('busy') ?? false);
  const canLogin = useSelector(actor, (s) => s?.can({ type: 'session.login', username: '', password: '' }) ?? false);
  const loginError = useSelector(actor, (s) => s?.context.loginError ?? null);
  const endReason = useSelector(actor, (s) => s?.context.endReason ?? null);
  // A submit made before the session could take it is waiting for the session's code.
  const [waiting, setWaiting] = useState(false);
  const [startError, setStartError] = useState<StartFailureId | null>(null);
  // This page was reloaded for a new version of the app during a sign-in (usernameAcrossReload.ts); read once.
  const [updatedFor] = useState(readUsernameAfterReload);
  useEffect(() => forgetUsernameAfterReload(), []);
  const search = useSearch();
  const [, navigate] = useLocation();
  const headingId = useId();
  const noticeId = useId();
  const errorRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!signedIn) return;
    const target = safeReturnTo(new URLSearchParams(search).get('returnTo')) ?? '/';
    // "~" leaves the /auth nest: the target is an absolute path of the app.
    navigate(`~${target}`, { replace: true });
  }, [signedIn, search, navigate]);

  useEffect(() => {
    // A failed sign-in is said where the user is: focus goes to the message (it stays on the busy button till then).
    if (loginError || startError) errorRef.current?.focus();
  }, [loginError, startError]);

  useDocumentTitle(t('auth.title'));

  if (signedIn || (awaited && (!session || starting))) return <Spinner />;

  const submit = (values: SignInValues) => {
    const login = { type: 'session.login', ...values } as const;
    preloadStaffArea();
    setStartError(null);
    if (actor && canLogin) return actor.send(login);
    // Sent once the session runs and has read the stored user; if its code cannot load, the form keeps the values.
    setWaiting(true);
    const again = startError !== null;
    load().then(
      async (value) => {
        const snapshot = await afterStarting(value.actor);
        if (snapshot.can(login)) value.actor.send(login);
        setWaiting(false);
      },
      () => {
        // Failing again after the message, while online, the code is most likely gone with a deploy (its old name
        // is not found at any attempt): one reload fetches the new build. The username goes with it (SignInForm);
        // the new page says why the password must be typed again.
        if (again && reloadOnceForChunkError(browserChunkReloadDeps())) return;
        setStartError(startFailureId());
        setWaiting(false);
      },
    );
  };

  return (
    <div className="page-narrow flex flex-col gap-4 pt-4 sm:pt-10">
      {/* The first keystroke (or autofill) starts loading the session's code and the staff area's, so both are there
          by the submit and the page that follows a sign-in is not preceded by a spinner. */}
      <Card
        as="section"
        aria-labelledby={headingId}
        className="flex flex-col gap-4"
        onInput={() => {
          preloadStaffArea();
          if (!session && !failed) void load();
        }}
      >
        <div>
          <h1 id={headingId} className="m-0">
            {t('auth.title')}
          </h1>
          <p className="ui-intro m-0 mt-1 text-text-muted">{t('auth.intro')}</p>
        </div>
        {startError || loginError ? (
          <div ref={errorRef} tabIndex={-1}>
            <Alert tone="error" title={t(startError ?? loginError!)} />
          </div>
        ) : (
          // Not a live region: one mounted with its text, as the username field takes focus, is not reliably heard
          // (VoiceOver says nothing; elsewhere the focus move is said first). The field it describes is focused.
          (endReason || updatedFor !== null) && (
            <Alert tone="info" live="off" id={noticeId} title={t(endReason ? END_NOTICES[endReason] : 'auth.appUpdated')} />
          )
        )}
        <SignInForm
          initialUsername={updatedFor ?? undefined}
          firstFieldDescribedBy={!startError && !loginError && (endReason || updatedFor !== null) ? noticeId : undefined}
          busy={machineBusy || waiting}
          canSubmit={!session || starting || canLogin}
          onSubmit={submit}
          onRefused={() => {
            setStartError(null);
            actor?.send({ type: 'session.dismissError' });
          }}
        />
      </Card>
    </div>
  );
}
