import fc from 'fast-check';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { ApiError } from '../../../src/api/errors';
import type { Certificate } from '../../../src/api/schemas/certificate';
import { I18nProvider, loadLanguage } from '../../../src/i18n/I18nProvider';
import { certificateNumberProblem, isBlankNumber, normaliseCertificateNumber } from '../../../src/machines/certificateNumber';
import { verifyCertificateMachine, type VerifyOutcome } from '../../../src/machines/verifyCertificateMachine';
import { VerifyCertificateView } from '../../../src/views/pages/verify/VerifyCertificateView';
import { branding, certificate } from '../verifyFixtures';
import { answersDelivered, Calls, propertyOptions, Reached, steps, type Call } from './fakeActors';

/**
 * Adversarial orders on the RENDERED verification page (VerifyCertificateView with the real machine and fake
 * requests, in jsdom, driven by user-event): typing, pasting, clearing, Enter, Validate, Tab, Try again, and the
 * server answering the latest or an older request, found / not found / offline / 5xx / timeout / unreadable, in
 * any order. verifyCertificate.property.test.ts checks the machine; this checks what the view adds on top of it
 * (the change event against submit, `again`, clearing on an empty input, focus, the panels from their lazy chunk,
 * the live status line, Try again, the address). The chunk is loaded once before the runs; its failing download
 * (the failed panel instead of the answer) is tests/e2e/verify-outcome-chunk.spec.ts's. After every step, from
 * what the user sees (DOM, focus, status line, address):
 * - an empty or blank input shows nothing (no panel, no "checking", no message, an empty status line, no number
 *   in the address) and nothing is in flight; an edit that leaves the field blank on the way (clearing, typing
 *   over with a leading space) removes the answer shown, and typing never sends anything;
 * - "Certificate X is Valid" names only the latest request's number, after that request answered found;
 *   "Certificate not found." only after the latest answered not found; a failure of the latest shows the failed
 *   panel with Try again and never reads (or is announced as) "not found"; "checking" exactly while the latest
 *   request is in flight; while the latest has been answered and the page not moved on, its answer is shown;
 * - an answer to a request the page moved on from (aborted) changes nothing at all: same DOM, same focus;
 * - each step sends exactly the requests the page promises: none for a blank or refused number, none while
 *   typing, one for a new number committed (change event, Validate, Enter), none for the number in flight or
 *   shown, one for Validate with nothing changed since the last press (`again`), one for Try again; each request
 *   is the field's number, normalised; at most one request in flight, older ones aborted;
 * - focus: a press (Validate, Enter) that leaves a refusal or a blank puts focus in the input, one that lands on
 *   an answer already shown puts it on that answer's heading; an answer arriving after a press or Try again, with
 *   no typing since, takes focus to its heading; an answer after a change-event check leaves focus where it was,
 *   unless a press the page took away had left it on <body> (then the answer's heading takes it);
 * - the address's `?number=` is the latest request's number while its check or answer is shown, else absent;
 * - no console.error (React's warnings included) and no error event.
 * Enter: user-event does not fire the change event a browser fires before the implicit submission, so the step
 * fires it itself when the value was edited since the last one (see `pressEnter`).
 *
 * Steps carry what the visitor does next (`then`: a commit after typing, Try again after a failure, a press after
 * an answer), run as steps of their own, so short runs reach the rarer situations; `Reached` fails the test if
 * the runs stop reaching any of them. About 80 runs of up to ~50 steps: 10-13 s (jsdom rendering is the cost).
 *
 * Mutants of the view seen failing (each reverted): onInput no longer clearing on a blank input (an answer stays
 * beside an empty field); `again` always false (Validate with nothing changed sends nothing); FailedPanel's
 * heading reading "Certificate not found."; the announcement of a failure saying "Certificate not found."; the
 * heading's focus on arrival going to the input; a press on an answer already shown leaving focus where it was;
 * onInput no longer dropping the focus wish (an answer takes focus from the field mid-word); the change listener
 * not registered (Tab checks nothing); `changedSincePress` never set (the press right after a Tab check sends
 * a second request); `clear` leaving `?number=` in the address; the address never set for a check.
 *
 * Bug it found (fixed, with an example in tests/unit/verify-typing.test.tsx): after a failure, a visitor who
 * edited the number and pressed Try again lost focus to <body> for good. The press blurs the field, its change
 * event checks the new number, and that removes the failed panel with the button under the pointer; the answer
 * then left focus on <body>, as Chromium showed too. Counter-example: [type KVS-1, Enter; answer offline; add a
 * digit; Try again; answer].
 */

// Typed key by key, or pasted (characters user-event's keyboard syntax or a keyboard cannot type). KVS-1 and KVS-2
// exist; every other number is not found. ' KVS-1 ' and the full-width one are KVS-1 (the normaliser's
// equivalents); lower case is another number (case is kept). Blank: spaces, a zero-width space. Refused: dots, too
// long, a control character.
const TYPED = ['KVS-1', ' KVS-1 ', 'KVS-2', 'kvs-1', 'KVS-404', '   ', '..'];
const PASTED = ['ＫＶＳ－１', '\u200b', 'A'.repeat(65), 'KVS\u00071'];
const EXISTS = new Set(['KVS-1', 'KVS-2']);

const FAILURES = {
  offline: new ApiError('network', 'Failed to fetch'),
  serverDown: new ApiError('http', 'Internal Server Error', 500),
  timeout: new ApiError('timeout', 'No answer in time'),
  unreadable: new ApiError('schema', 'Unreadable answer', 200),
};
type Answer = 'truth' | keyof typeof FAILURES;

/** What a visitor does right after typing: nothing yet, or commits it (run as a step of its own). */
type Then = 'stay' | 'enter' | 'validate' | 'tab';
type Step =
  /** `over`: the field's text selected and typed over (never empty on the way), else cleared first. */
  | { do: 'type'; text: string; over: boolean; then: Then }
  | { do: 'append'; text: string; then: Then }
  | { do: 'clear' }
  | { do: 'enter' }
  | { do: 'validate' }
  | { do: 'tab' }
  | { do: 'retry' }
  /**
   * `then`: what the visitor does once it has arrived, run as steps of their own: Try again, Validate, Enter, or
   * `respace` (a space added, the same number, then Validate: a press with a change event, on the answer shown),
   * `fixRetry` (a digit added, then Try again: its change event checks the new number and takes the button away;
   * then that check's answer).
   */
  | { do: 'answer'; pick: number; with: Answer; then: 'stay' | 'retry' | 'validate' | 'enter' | 'respace' | 'fixRetry' };

const pick = fc.oneof({ weight: 2, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.nat(3) });
// Typing is mostly followed by a commit: most of the situations worth reaching start with a check.
const then = fc.oneof({ weight: 1, arbitrary: fc.constant<Then>('stay') }, { weight: 2, arbitrary: fc.constantFrom<Then>('enter', 'validate', 'tab') });
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      do: fc.constant('type' as const),
      text: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...TYPED) }, { weight: 1, arbitrary: fc.constantFrom(...PASTED) }),
      // Mostly typed over: a field that never passes through empty keeps the answer shown, so a new number can
      // overtake a request in flight or be pressed on beside an answer.
      over: fc.oneof({ weight: 2, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
      then,
    }),
  },
  // A trailing space (the same number) or another digit (another number), without clearing first.
  { weight: 4, arbitrary: fc.record({ do: fc.constant('append' as const), text: fc.constantFrom(' ', ' ', '9'), then }) },
  { weight: 1, arbitrary: fc.constant({ do: 'clear' as const }) },
  { weight: 3, arbitrary: fc.constant({ do: 'enter' as const }) },
  { weight: 3, arbitrary: fc.constant({ do: 'validate' as const }) },
  { weight: 2, arbitrary: fc.constant({ do: 'tab' as const }) },
  { weight: 4, arbitrary: fc.constant({ do: 'retry' as const }) },
  // The server's answers (0: the latest request; higher: an older one answering late, see Calls.pick), each with
  // what the visitor does next: after an answer, mostly press again (again, or beside it after a change); after a
  // failure, mostly Try again.
  {
    weight: 3,
    arbitrary: fc.record({
      do: fc.constant('answer' as const),
      pick,
      with: fc.constant<Answer>('truth'),
      then: fc.oneof({ weight: 2, arbitrary: fc.constant('stay' as const) }, { weight: 1, arbitrary: fc.constantFrom('validate' as const, 'enter' as const) }, { weight: 2, arbitrary: fc.constant('respace' as const) }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      do: fc.constant('answer' as const),
      pick,
      with: fc.constantFrom<Answer>('offline', 'serverDown', 'timeout', 'unreadable'),
      then: fc.oneof({ weight: 1, arbitrary: fc.constant('stay' as const) }, { weight: 2, arbitrary: fc.constant('retry' as const) }, { weight: 2, arbitrary: fc.constant('fixRetry' as const) }),
    }),
  },
);

type Check = Call<{ number: string }, VerifyOutcome>;
const recordFor = (number: string): Certificate => ({ ...certificate, certificateNumber: number, studentName: `Student of ${number}` });
const checkedAt = (call: Check) => new Date(Date.UTC(2025, 0, 1, 10) + call.seq * 60_000).toISOString();

/** What the page shows, read from the DOM only. */
function seen() {
  const heading = document.getElementById('verify-result-heading');
  const text = heading?.textContent?.trim() ?? '';
  const valid = /^Certificate (.*) is Valid$/s.exec(text);
  const panel = heading
    ? valid
      ? ('valid' as const)
      : text === 'Certificate not found.'
        ? ('notFound' as const)
        : text === 'The certificate could not be checked'
          ? ('failed' as const)
          : (`unknown heading: ${text}` as const)
    : document.querySelector('.verify-checking')
      ? ('checking' as const)
      : ('none' as const);
  const input = screen.getByPlaceholderText<HTMLInputElement>('Enter Certificate number');
  return {
    panel,
    validNumber: valid?.[1] ?? null,
    heading,
    input,
    refusal: input.getAttribute('aria-invalid') === 'true',
    status: document.querySelector('p[role=status]')?.textContent ?? '',
    address: new URLSearchParams(window.location.search).get('number'),
    tryAgain: screen.queryByRole('button', { name: 'Try again' }),
  };
}
type Seen = ReturnType<typeof seen>;

const failureDetail = (error: unknown) =>
  (error as ApiError).kind === 'network'
    ? 'We could not reach the verification service. Check your internet connection and try again.'
    : 'The verification service did not give a usable answer. Please try again in a moment.';

/** The change event user-event fires on blur compares against this (set on the first edit since focus or change). */
function initialValueSymbol(input: HTMLInputElement): symbol | undefined {
  return Object.getOwnPropertySymbols(input).find((s) => s.description === 'Initial value to compare on blur');
}

/**
 * Enter in the field as a browser does it: the change event first when the value was edited since the last one
 * (user-event's keypress only clicks the submit button), then the implicit submission. The edit marker is reset
 * as a browser's is, so the next blur fires change only after another edit.
 */
async function pressEnter(user: UserEvent, input: HTMLInputElement) {
  if (document.activeElement !== input) await user.click(input);
  const marker = initialValueSymbol(input);
  const record = input as unknown as Record<symbol, unknown>;
  if (marker && record[marker] !== undefined && record[marker] !== input.value) {
    await act(async () => {
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    record[marker] = undefined;
  }
  await user.keyboard('{Enter}');
}

/** Lets answers, React's updates and the panels' lazy chunk land before the page is read. */
async function settle() {
  await act(async () => {
    await answersDelivered();
    await answersDelivered();
  });
}

let english: Awaited<ReturnType<typeof loadLanguage>>;

async function run(commands: Step[], reached: Reached) {
  const consoleErrors: unknown[][] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void consoleErrors.push(args));
  const pageErrors: unknown[] = [];
  const onError = (e: ErrorEvent) => pageErrors.push(e.error ?? e.message);
  window.addEventListener('error', onError);
  window.history.replaceState(null, '', '/verify-certificate');

  const calls = new Calls();
  const machine = verifyCertificateMachine.provide({
    actors: {
      loadBranding: fromPromise(async () => branding),
      validateCertificate: calls.fake<VerifyOutcome, { number: string }>('validateCertificate'),
      downloadResult: calls.fake<string | null, { resultId: string }>('downloadResult'),
    },
  });
  render(
    <I18nProvider initial={english} reportMissing={false}>
      <VerifyCertificateView machine={machine} />
    </I18nProvider>,
  );
  await settle();
  const user = userEvent.setup();
  const input = seen().input;
  let changes = 0;
  input.addEventListener('change', () => changes++);
  // Edits, and whether one left the field blank (typing over a number with ' KVS-1 ' starts with a blank field).
  let edits = 0;
  let blankEdits = 0;
  input.addEventListener('input', () => {
    edits++;
    if (isBlankNumber(input.value)) blankEdits++;
  });

  const checks = () => calls.of<{ number: string }, VerifyOutcome>('validateCertificate');
  const latest = () => calls.latest<{ number: string }, VerifyOutcome>('validateCertificate');
  /** How each request was answered, and whether its answer reached the page (it was not aborted then). */
  const answers = new Map<number, { output?: VerifyOutcome; error?: unknown; delivered: boolean }>();
  // Since the latest answer reached the page, the visitor has typed or cleared (the page has moved on from it).
  let movedOn = false;
  // A press (Validate, Enter, Try again) left a request in flight and nothing was typed or committed since: its
  // answer takes focus.
  let awaitingFocus = false;
  // A change event since the last press: the next press is not `again` (it is the same request).
  let changedSincePress = false;
  // A press whose button the page took away (Try again, removed by the check it or its change event started) left
  // focus on <body>: the answer must pick it up.
  let focusDropped = false;

  const check = (now: Seen, where: string) => {
    expect(consoleErrors, `console.error ${where}`).toEqual([]);
    expect(pageErrors, `error event ${where}`).toEqual([]);
    const L = latest();
    const answer = L && answers.get(L.seq);
    const inFlight = calls.inFlight('validateCertificate');
    expect(inFlight.length, 'requests in flight').toBeLessThanOrEqual(1);
    if (inFlight.length === 1) expect(inFlight[0]).toBe(L);
    for (const c of checks()) {
      expect(isBlankNumber(c.input.number), 'a blank number was sent').toBe(false);
      expect(certificateNumberProblem(c.input.number), 'a refused number was sent').toBeNull();
      expect(normaliseCertificateNumber(c.input.number)).toBe(c.input.number);
    }
    expect(now.panel).toMatch(/^(none|checking|valid|notFound|failed)$/);

    if (isBlankNumber(now.input.value)) {
      // Spec: while the input is empty nothing is shown.
      expect({ panel: now.panel, refusal: now.refusal, status: now.status, address: now.address }).toEqual({ panel: 'none', refusal: false, status: '', address: null });
      expect(inFlight).toEqual([]);
    }
    if (now.refusal) {
      expect(now.panel).toBe('none');
      expect(certificateNumberProblem(normaliseCertificateNumber(now.input.value)), 'a message for a number without a problem').not.toBeNull();
      expect(now.address).toBeNull();
    }
    // "Checking" exactly while the latest request is in flight.
    expect(now.panel === 'checking', 'checking shown iff the latest request is in flight').toBe(inFlight.length === 1);
    if (now.panel === 'checking') expect(now.status).toBe('Checking the certificate…');
    if (now.panel === 'valid') {
      expect(answer?.delivered && answer.output?.found, 'a record not answered for the latest request').toBe(true);
      expect(now.validNumber).toBe(L!.input.number);
      expect(screen.getByText(`Student of ${L!.input.number}`)).toBeInTheDocument();
      expect(['', `Certificate ${L!.input.number} is Valid`]).toContain(now.status);
    }
    if (now.panel === 'notFound') {
      expect(answer?.delivered && answer.output?.found === false, '"not found" not answered for the latest request').toBe(true);
      // The number as checked, exactly (toHaveTextContent would collapse the spaces inside 'KVS-1  9').
      const shownNumbers = [...now.heading!.closest('section')!.querySelectorAll('dd')].map((dd) => dd.textContent);
      expect(shownNumbers).toContain(L!.input.number);
      expect(['', 'Certificate not found.']).toContain(now.status);
    }
    if (now.panel === 'failed') {
      expect(answer?.delivered && answer.error !== undefined, 'a failure not of the latest request').toBe(true);
      expect(now.tryAgain).not.toBeNull();
      expect(now.heading!.closest('section')).toHaveTextContent(failureDetail(answer!.error));
    }
    // A server that is down never makes a certificate look fake, on screen or in the live region.
    if (answer?.error !== undefined) {
      expect(document.body).not.toHaveTextContent(/not found/i);
      expect(now.panel).not.toBe('notFound');
    }
    if (now.panel !== 'failed') expect(now.tryAgain).toBeNull();
    // The latest request answered, and the visitor has not typed or cleared since: its answer is what shows.
    if (L && answer?.delivered && !movedOn) {
      const expected = answer.error !== undefined ? 'failed' : answer.output!.found ? 'valid' : 'notFound';
      expect(now.panel, 'the latest answer is not shown').toBe(expected);
    }
    // The address names the number whose check or answer is shown, and nothing otherwise.
    if (now.panel !== 'none') expect(now.address).toBe(L!.input.number);
    else expect(now.address).toBeNull();
  };

  try {
    check(seen(), 'on opening');
    const flat = commands.flatMap((c): Step[] => {
      if (!('then' in c) || c.then === 'stay') return [c];
      if (c.then === 'respace') return [{ ...c, then: 'stay' }, { do: 'append', text: ' ', then: 'stay' }, { do: 'validate' }];
      if (c.then === 'fixRetry') {
        const answer = { do: 'answer', pick: 0, with: 'truth', then: 'stay' } as const;
        return [{ ...c, then: 'stay' }, { do: 'append', text: '9', then: 'stay' }, { do: 'retry' }, answer];
      }
      return [{ ...c, then: 'stay' }, { do: c.then }];
    });
    for (const [index, command] of flat.entries()) {
      const where = `after step ${index + 1} ${JSON.stringify(command)}`;
      const before = seen();
      const htmlBefore = document.body.innerHTML;
      const focusBefore = document.activeElement;
      const sentBefore = checks().length;
      const latestBefore = latest();
      const latestBeforeInFlight = latestBefore !== undefined && !latestBefore.settled && !latestBefore.signal.aborted;
      const changesBefore = changes;
      const editsBefore = edits;
      const blankEditsBefore = blankEdits;
      let late = false;
      let answered: Check | undefined;

      switch (command.do) {
        case 'type': {
          const typable = command.text.length <= 10 && /^[\x20-\x7e]+$/.test(command.text) && !/[{[]/.test(command.text);
          if (!command.over) await user.clear(input);
          if (typable) await user.type(input, command.text, { initialSelectionStart: 0, initialSelectionEnd: input.value.length });
          else {
            await user.click(input);
            input.setSelectionRange(0, input.value.length);
            await user.paste(command.text);
          }
          break;
        }
        case 'append':
          await user.type(input, command.text);
          break;
        case 'clear':
          await user.clear(input);
          break;
        case 'enter':
          await pressEnter(user, input);
          break;
        case 'validate':
          await user.click(screen.getByRole('button', { name: 'Validate' }));
          break;
        case 'tab':
          await user.tab();
          break;
        case 'retry':
          if (before.tryAgain) await user.click(before.tryAgain);
          break;
        case 'answer': {
          const call = calls.pick<{ number: string }, VerifyOutcome>('validateCertificate', command.pick);
          if (!call) break;
          late = call.signal.aborted;
          answered = call;
          await act(async () => {
            if (command.with === 'truth') {
              const output: VerifyOutcome = EXISTS.has(call.input.number)
                ? { found: true, certificate: recordFor(call.input.number), checkedAt: checkedAt(call) }
                : { found: false, checkedAt: checkedAt(call) };
              answers.set(call.seq, { output, delivered: !late });
              call.resolve(output);
            } else {
              answers.set(call.seq, { error: FAILURES[command.with], delivered: !late });
              call.reject(FAILURES[command.with]);
            }
            await answersDelivered();
          });
          break;
        }
      }
      await settle();
      const now = seen();
      const sent = checks().slice(sentBefore);
      const changed = changes > changesBefore;
      const edited = edits > editsBefore;
      const blankOnTheWay = blankEdits > blankEditsBefore;
      const explicit = command.do === 'validate' || command.do === 'enter';
      const value = normaliseCertificateNumber(now.input.value);

      // What this step must send.
      expect(sent.length, `requests sent ${where}`).toBeLessThanOrEqual(1);
      // Try again pressed with the field edited: the press blurs the field first, and its change event checks the
      // field's number, which removes the failed panel (and its button) before the click lands.
      const retried = command.do === 'retry' && before.tryAgain !== null && !changed;
      let expectedSends = retried ? 1 : 0;
      if (explicit || changed) {
        // A commit (change event, Validate, Enter) of the field's number.
        if (!isBlankNumber(value) && certificateNumberProblem(value) === null) {
          const again = explicit && !changed && !changedSincePress;
          const sameInFlight = latestBeforeInFlight && latestBefore.input.number === value;
          const sameShown = (before.panel === 'valid' || before.panel === 'notFound') && latestBefore?.input.number === value;
          expectedSends = sameInFlight || (sameShown && !again) ? 0 : 1;
          if (sameShown && again) reached.note('again');
        }
      }
      expect(sent.length, `requests sent ${where}`).toBe(expectedSends);
      if (retried) expect(sent[0]!.input.number).toBe(latestBefore!.input.number);
      else if (sent.length === 1) expect(sent[0]!.input.number).toBe(value);
      if (sent.length === 1 && latestBeforeInFlight) {
        expect(latestBefore.signal.aborted, 'the overtaken request was not aborted').toBe(true);
        reached.note('overtaken');
      }

      // The page's own bookkeeping of what the visitor did, for the invariants.
      if (edited) {
        // The input was blank on the way, or an edit left a refusal: the answer shown before is gone.
        if (blankOnTheWay || before.refusal) movedOn = true;
        awaitingFocus = false;
      }
      if (changed && !explicit) awaitingFocus = false;
      if (sent.length === 1) movedOn = false;
      if (explicit || retried) {
        if (now.panel === 'checking') awaitingFocus = true;
      }
      if (changed) changedSincePress = true;
      if (explicit) changedSincePress = false;
      if (now.refusal) movedOn = true;

      // An edit that leaves the field blank on the way removes any answer shown (and one without a commit after it
      // shows none: only typing steps edit, and they commit nothing).
      if (blankOnTheWay && !changed && !explicit) expect(now.panel, `an answer outlived a blank field ${where}`).toBe('none');
      if (command.do === 'type' || command.do === 'append' || command.do === 'clear') expect(sent, `typing sent a request ${where}`).toEqual([]);

      if (late) {
        // An answer to a request the page has moved on from changes nothing visible.
        expect(document.body.innerHTML, `a late answer changed the page ${where}`).toBe(htmlBefore);
        expect(document.activeElement).toBe(focusBefore);
        reached.note('late answer');
      } else if (answered) {
        movedOn = false;
        // The answer's panel arrives: after a press it takes focus, else focus stays where the visitor left it.
        expect(now.heading, `no answer heading ${where}`).not.toBeNull();
        if (awaitingFocus || focusDropped) {
          expect(document.activeElement, `focus after the answer to a press ${where}`).toBe(now.heading);
          reached.note('focus on arrival');
        } else if (focusBefore && focusBefore.isConnected && focusBefore !== document.body) {
          expect(document.activeElement, `an answer took focus though the visitor typed or committed since the press ${where}`).toBe(focusBefore);
        }
        if (focusDropped && !awaitingFocus) reached.note('dropped focus picked up');
        awaitingFocus = false;
      }
      // Only a press can drop focus (typing and Tab put it somewhere); any step that leaves it elsewhere ends that.
      if (document.activeElement !== document.body) focusDropped = false;
      else if (command.do === 'retry' || command.do === 'validate') focusDropped = true;
      if (explicit) {
        // The press's own focus: the input for a blank or refused number, the heading of an answer already shown.
        if (now.refusal || isBlankNumber(now.input.value)) expect(document.activeElement, `focus after a press ${where}`).toBe(input);
        else if (now.panel === 'valid' || now.panel === 'notFound') {
          expect(document.activeElement, `focus after a press on a shown answer ${where}`).toBe(now.heading);
          reached.note('press on a shown answer');
        }
      }

      check(now, where);
      reached.note(`panel ${now.panel}`);
      if (now.refusal) reached.note('refusal');
      if (retried) reached.note('try again');
      if (command.do === 'enter' && changed) reached.note('enter after an edit');
      if (command.do === 'tab' && sent.length === 1) reached.note('tab checked');
    }
  } finally {
    cleanup();
    window.removeEventListener('error', onError);
    window.history.replaceState(null, '', '/verify-certificate');
  }
}

describe('the verification page under adversarial orders (rendered)', () => {
  beforeAll(async () => {
    english = await loadLanguage('en');
    // The answer's panels are a lazy chunk: fetched once here, so no run waits for the module's first transform.
    await import('../../../src/views/pages/verify/VerifyOutcome');
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows only the latest request\'s answer, never a failure as "not found", sends only what it promises, and moves focus as promised', async () => {
    const reached = new Reached();
    await fc.assert(
      fc.asyncProperty(steps(step, 24), (commands) => run(commands, reached)),
      {
        ...propertyOptions(80),
        // The rarest situations (random runs reach each only a few times) are reached first by hand, so the
        // self-check below never fails for want of luck: Try again after an edit (the bug this file found), Try
        // again as pressed, and an older request answering after a newer one overtook it.
        examples: [
          [
            [
              { do: 'type', text: 'KVS-1', over: false, then: 'enter' },
              { do: 'answer', pick: 0, with: 'offline', then: 'fixRetry' },
              { do: 'answer', pick: 0, with: 'truth', then: 'stay' },
            ],
          ],
          [
            [
              { do: 'type', text: 'KVS-1', over: false, then: 'enter' },
              { do: 'answer', pick: 0, with: 'serverDown', then: 'retry' },
              { do: 'type', text: 'KVS-2', over: true, then: 'enter' },
              { do: 'answer', pick: 1, with: 'truth', then: 'stay' },
              { do: 'answer', pick: 0, with: 'truth', then: 'stay' },
            ],
          ],
        ],
      },
    );
    expect(
      reached.missing([
        'panel none',
        'panel checking',
        'panel valid',
        'panel notFound',
        'panel failed',
        'refusal',
        'late answer',
        'overtaken',
        'try again',
        'again',
        'focus on arrival',
        'press on a shown answer',
        'enter after an edit',
        'tab checked',
        'dropped focus picked up',
      ]),
    ).toEqual([]);
  });
});
