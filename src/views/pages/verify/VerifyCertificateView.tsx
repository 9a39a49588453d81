import { Suspense, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { browserChunkReloadDeps, reloadOnceForChunkError } from '../../../reporting/chunkReload';
import { useT } from '../../../i18n/I18nProvider';
import { isBlankNumber, normaliseCertificateNumber } from '../../../machines/certificateNumber';
import type { verifyCertificateMachine } from '../../../machines/verifyCertificateMachine';
import { Spinner } from '../../components/ui/Spinner';
import { useBranchColour } from '../../theme/useBranchColour';
import { useDocumentTitle } from '../../useDocumentTitle';
import { focusWithin } from '../../useWhenBackOnline';
import { FailedPanel } from './FailedPanel';
import { LazyOutcome, missingOutcome, outcomePanels } from './lazyOutcome';
import { numberFromAddress, syncAddress } from './numberInAddress';
import { InstituteLogo } from './InstituteLogo';
import { useAnnouncement } from './useAnnouncement';
import { VerifyForm } from './VerifyForm';
import { checkStatus } from './verifySelectors';
import './verify.css';
import { inspect } from '../../../devtools/inspector';

/**
 * What the field shows for a number: the number the check sends. A link or a paste can carry characters the check
 * drops (a right-to-left override drew "0118" where "8110" was checked, beside "not found"), so the field, the
 * address and the request always agree. A blank one (spaces only) stays as typed.
 */
const checkedForm = (typed: string) => normaliseCertificateNumber(typed) || typed;

/**
 * Reached by a link inside the app (from the 404 page, the staff home), focus would stay on <body> where that
 * link was: the heading takes it, so a screen reader says where the visitor now is. The page the document was
 * loaded for leaves focus where the browser puts it (Tab then starts at the skip link).
 */
function focusOnInAppArrival(heading: HTMLHeadingElement | null) {
  // The first performance entry is the document's navigation, named by the address it was loaded with.
  const loadedFor = performance.getEntries()[0]?.name ?? location.href;
  if (document.activeElement === document.body && !loadedFor.includes(location.pathname)) heading?.focus();
}

/** The verification page for a given machine (the live one, or one with fake actors in tests). */
export function VerifyCertificateView(props: { machine: typeof verifyCertificateMachine }) {
  const t = useT();
  const actor = useActorRef(props.machine, { inspect });
  const status = useSelector(actor, checkStatus);
  const number = useSelector(actor, (s) => s.context.number);
  const problem = useSelector(actor, (s) => s.context.problem);
  const certificate = useSelector(actor, (s) => s.context.certificate);
  const checkedAt = useSelector(actor, (s) => s.context.checkedAt);
  const failure = useSelector(actor, (s) => s.context.failure);
  const branding = useSelector(actor, (s) => s.context.branding);
  const brandingLoading = useSelector(actor, (s) => s.matches({ branding: 'loading' }));
  const downloading = useSelector(actor, (s) => s.hasTag('downloading'));
  const downloadFailed = useSelector(actor, (s) => s.context.downloadFailed);
  const resultLink = useSelector(actor, (s) => s.context.resultLink);
  const [value, setValue] = useState(() => checkedForm(numberFromAddress()));
  const inputRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  const focusResult = useRef(false);
  // A change event has checked the field's number since the last Validate (see `check`).
  const changedSincePress = useRef(false);
  // The same wish as state, for the announcement (render must not read a ref): a focused outcome is not re-said.
  const [focusOutcome, setFocusOutcome] = useState(false);
  // Re-renders the answer once its panels' code has settled, and after it failed and was asked for again.
  const [, retryOutcome] = useReducer((n: number) => n + 1, 0);
  // After an explicit Validate or Retry, focus moves to the outcome's heading; a change-event check leaves it. The
  // heading takes it when it mounts, which may be after its chunk has arrived. It also takes focus a change-event
  // check left on <body>: Try again pressed after an edit, whose change event removed the button being pressed.
  const setHeading = useCallback((heading: HTMLHeadingElement | null) => {
    headingRef.current = heading;
    if (heading && (focusResult.current || (changedSincePress.current && document.activeElement === document.body))) {
      focusResult.current = false;
      heading.focus();
    }
  }, []);
  // The record's own number, as its heading says it (the answer may write it differently from the visitor).
  const shownNumber = status === 'valid' && certificate ? certificate.certificateNumber : number;
  // An answer whose panels could not be shown is announced as the failed panel the page shows instead, never as
  // "… is Valid" beside "could not be checked".
  const answered = status === 'valid' || status === 'invalid';
  const missing = answered ? missingOutcome() : null;
  // Read again once the panels' code has settled: it may fail after the answer has already been announced.
  useEffect(() => {
    if (answered) void outcomePanels.start().then(retryOutcome);
  }, [answered]);
  // A check starts: panels whose fetch ahead failed (a blip while the number was typed) are fetched again with it,
  // so the answer is not called unusable for a download that would now work.
  useEffect(() => {
    if (status === 'validating' && missingOutcome()) {
      outcomePanels.forget();
      void outcomePanels.preload();
    }
  }, [status]);
  const announcement = useAnnouncement(missing ? 'failed' : status, shownNumber, problem, missing ?? failure, downloading, focusOutcome);
  useBranchColour(branding?.primaryColor);

  // The tab and history name the page in the visitor's language (index.html's title is a placeholder).
  useDocumentTitle(t('verify.title'));

  // Deep link (/verify-certificate?number=...): fill in and validate at once. A repeat (StrictMode) is a no-op.
  useEffect(() => {
    const initial = numberFromAddress();
    if (isBlankNumber(initial)) return;
    void outcomePanels.preload();
    actor.send({ type: 'certificate.submit', number: initial });
  }, [actor]);

  // The address names the number being checked or shown; a refused number is neither, so a reload or a shared
  // link does not check an older number than the one on screen.
  useEffect(() => {
    if (status === 'refused') syncAddress('');
    else if (number) syncAddress(number);
  }, [number, status]);

  const wantFocus = (on: boolean) => {
    focusResult.current = on;
    setFocusOutcome(on);
  };
  /**
   * Try again, pressed or (`auto`) made by the failed panel itself once the browser is back online. A press moves
   * focus to the answer; an automatic one only when focus was on the panel, which goes (elsewhere it stays, and the
   * live region says the answer).
   */
  const focusAfterRetry = (auto?: boolean) => wantFocus(!auto || focusWithin('.verify-failed'));
  const clear = () => {
    wantFocus(false);
    actor.send({ type: 'certificate.clear' });
    syncAddress('');
  };
  /**
   * One check. Only an explicit Validate (button or Enter) moves focus: back to the input when the number is
   * blank or refused, to the outcome heading once it arrives. The change event (blur, Tab) leaves focus alone, so
   * Tab always leaves the field. Enter fires change first, then submit, so the explicit one decides. A Validate
   * with no change event since the last one asks for the shown number again (`again`); one right after a change
   * event (the press that blurred the field, Enter after typing) is the same request, not a second.
   */
  const check = (v: string, explicit: boolean) => {
    const again = explicit && !changedSincePress.current;
    changedSincePress.current = !explicit;
    wantFocus(false);
    void outcomePanels.preload();
    if (isBlankNumber(v)) clear();
    else actor.send({ type: 'certificate.submit', number: v, again });
    setValue(checkedForm(v));
    if (!explicit) return;
    const now = actor.getSnapshot();
    if (now.matches({ check: 'validating' })) wantFocus(true);
    // The number whose answer is already shown (the machine sends nothing again): focus goes to that answer.
    else if (now.matches({ check: 'valid' }) || now.matches({ check: 'invalid' })) headingRef.current?.focus();
    else inputRef.current?.focus();
  };
  const note = branding?.preferences.certificateInstitute.certificateVerificationFooterNote ?? null;
  const checking = (
    <p className="verify-checking flex items-center gap-2" aria-hidden="true">
      <Spinner decorative /> {t('verify.validating')}
    </p>
  );

  return (
    <div className="verify-page page-wide" onFocus={() => void outcomePanels.preload()}>
      <InstituteLogo branding={branding} loading={brandingLoading} />
      <h1 ref={focusOnInAppArrival} tabIndex={-1} className="text-center text-2xl font-semibold">
        {t('verify.title')}
      </h1>
      <VerifyForm
        value={value}
        problem={status === 'refused' ? problem : null}
        inputRef={inputRef}
        onInput={(v) => {
          setValue(v);
          // Typing again: the answer to the last Validate must not take focus from the field mid-word.
          wantFocus(false);
          // While the input is empty nothing is shown; a stale input message goes once the user types again.
          if (isBlankNumber(v) || actor.getSnapshot().matches({ check: 'refused' })) clear();
        }}
        onCommit={(v) => check(v, false)}
        onSubmit={(v) => check(v, true)}
      />
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {status === 'validating' && checking}
      {status === 'failed' && failure && (
        <FailedPanel
          failure={failure}
          headingRef={setHeading}
          onRetry={(auto) => {
            // A number typed since the failure is the visitor's next one, checked when they commit it: back online,
            // the failed one is not checked again behind it.
            if (auto && normaliseCertificateNumber(value) !== number) return;
            focusAfterRetry(auto);
            actor.send({ type: 'certificate.retry' });
          }}
        />
      )}
      {(status === 'valid' || status === 'invalid') && (
        <Suspense fallback={checking}>
          <LazyOutcome
            status={status}
            number={number}
            certificate={certificate}
            checkedAt={checkedAt}
            preferences={branding?.preferences.certificateInstitute ?? null}
            downloading={downloading}
            downloadFailed={downloadFailed}
            resultLink={resultLink}
            note={note}
            headingRef={setHeading}
            onDownload={() => actor.send({ type: 'result.download' })}
            onCheck={(other) => check(other, true)}
            onRetry={(auto) => {
              // The answer is here, its panel's code is not: ask for the code again, not the server. Failing twice
              // online, the chunk is most likely gone with a deploy: one reload fetches the new build, and the
              // address keeps the number, so the new page checks it again. Never by itself (back online): a
              // connection that has just come back may fail once more, and the page is not the visitor's to reload.
              outcomePanels.forget();
              void outcomePanels.start().then((loaded) => loaded || auto || reloadOnceForChunkError(browserChunkReloadDeps()));
              focusAfterRetry(auto);
              retryOutcome();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
