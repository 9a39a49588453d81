// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { ApiError } from '../../../src/api/errors';
import type { Branding, Certificate } from '../../../src/api/schemas/certificate';
import { certificateNumberProblem, isBlankNumber, normaliseCertificateNumber, type NumberProblem } from '../../../src/machines/certificateNumber';
import { verifyCertificateMachine, type VerifyOutcome } from '../../../src/machines/verifyCertificateMachine';
import { checkStatus } from '../../../src/views/pages/verify/verifySelectors';
import { branding, certificate } from '../verifyFixtures';
import { answersDelivered, Calls, propertyOptions, Reached, steps, watchErrors, type Call } from './fakeActors';

/**
 * Adversarial event orders on the public certificate check: a visitor typing, pasting, clearing, pressing
 * Validate, Try again and View Result in any order, while the server's answers (validation, branding, the result
 * file) arrive in any order, late for numbers asked long ago, or fail. After every step the page shows only the
 * answer to the number asked now, a server failure never reads as "not found", nothing is sent for a blank or
 * refused number, and each step sends exactly the requests the page promises (no second request for the number
 * being checked or shown).
 *
 * Mutants seen failing (each reverted): `reenter: true` dropped from the validating submit (an old request's
 * answer is shown), validateCertificate's onError sent to `invalid` (a server failure reads "not found"), the
 * `isBlank` branch dropped from validating (a blank number is sent), `isSameNumber` dropped (a second request),
 * `isShownNotAskedAgain` ignoring `again`, `clearCheck` keeping the certificate, every failure read as `server`,
 * `hasResult` always true (a download without a result), `storeNumber` no longer resetting `resultLink` or
 * `downloadFailed` (the last record's link beside the next one), `markDownloadFailed` and `storeResultLink` doing
 * nothing. Not caught, and not wrong: `storeFailure` keeping the certificate (the failed panel does not show it,
 * and every way to a record replaces it).
 */

// What visitors type: a number, the same one padded, full-width or as a look-alike (the same request), others,
// blanks (spaces, a zero-width space) and refused ones (dots, too long, a control character).
const CHECKED = ['KVS-1', ' KVS-1 ', 'ＫＶＳ－１', 'KVS-2', 'KVS-3'];
const NOT_CHECKED = ['', '   ', '\u200b', '..', 'A'.repeat(65), 'KVS\u00071'];
const number = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...CHECKED) }, { weight: 1, arbitrary: fc.constantFrom(...NOT_CHECKED) });

const FAILURES = {
  offline: new ApiError('network', 'Failed to fetch'),
  serverDown: new ApiError('http', 'Internal Server Error', 500),
  // A proxy's 404 page is not the API saying "no such certificate": still a failed check.
  proxy404: new ApiError('http', 'Not Found', 404, {}, 'none'),
  unreadable: new ApiError('schema', 'Unreadable answer', 200),
  timeout: new ApiError('timeout', 'No answer in time'),
};
type CheckAnswer = 'found' | 'notFound' | keyof typeof FAILURES;

type Step =
  | { do: 'submit'; number: string; again: boolean }
  | { do: 'clear' }
  | { do: 'retry' }
  | { do: 'download' }
  | { do: 'answerCheck'; pick: number; with: CheckAnswer }
  | { do: 'answerBranding'; pick: number; with: 'ok' | 'down' }
  | { do: 'answerDownload'; pick: number; with: 'opened' | 'refused' | 'fails' };

const submit = (numbers: fc.Arbitrary<string>) => fc.record({ do: fc.constant('submit' as const), number: numbers, again: fc.boolean() });
// `pick`: which pending request answers (0 the latest; see Calls.pick).
const answerCheck = fc.record({
  do: fc.constant('answerCheck' as const),
  pick: fc.nat(3),
  with: fc.oneof(
    { weight: 3, arbitrary: fc.constant<CheckAnswer>('found') },
    { weight: 2, arbitrary: fc.constant<CheckAnswer>('notFound') },
    { weight: 2, arbitrary: fc.constantFrom<CheckAnswer>('offline', 'serverDown', 'proxy404', 'unreadable', 'timeout') },
  ),
});
const answerDownload = fc.record({
  do: fc.constant('answerDownload' as const),
  pick: fc.nat(3),
  with: fc.oneof(
    { weight: 1, arbitrary: fc.constant('opened' as const) },
    { weight: 2, arbitrary: fc.constant('refused' as const) },
    { weight: 2, arbitrary: fc.constant('fails' as const) },
  ),
});

/** Anything, in any order: every event of the page and every answer of its three kinds of request. */
const anyStep: fc.Arbitrary<Step> = fc.oneof(
  { weight: 5, arbitrary: submit(number) },
  { weight: 1, arbitrary: fc.constant({ do: 'clear' as const }) },
  { weight: 1, arbitrary: fc.constant({ do: 'retry' as const }) },
  { weight: 2, arbitrary: fc.constant({ do: 'download' as const }) },
  { weight: 5, arbitrary: answerCheck },
  { weight: 1, arbitrary: fc.record({ do: fc.constant('answerBranding' as const), pick: fc.nat(3), with: fc.constantFrom('ok' as const, 'down' as const) }) },
  { weight: 2, arbitrary: answerDownload },
);

/**
 * View Result's own: its presses and the file's answers, among checks of numbers that have a record, each answered
 * at once (`foundAtOnce`: the first property already mixes the checks' answers in every order).
 */
const resultStep: fc.Arbitrary<Step> = fc.oneof(
  { weight: 2, arbitrary: submit(fc.constantFrom(...CHECKED)) },
  { weight: 1, arbitrary: fc.constant({ do: 'clear' as const }) },
  { weight: 3, arbitrary: fc.constant({ do: 'download' as const }) },
  { weight: 3, arbitrary: answerDownload },
);

type Snapshot = SnapshotFrom<typeof verifyCertificateMachine>;

/**
 * What the page shows for a snapshot, as VerifyCertificateView decides it (it renders nothing else of the
 * context): the invariants are about this, so context the page does not show may keep what it likes.
 */
function shown(s: Snapshot) {
  const c = s.context;
  switch (checkStatus(s)) {
    case 'idle':
      return { status: 'idle' };
    case 'refused':
      return { status: 'refused', problem: c.problem };
    case 'validating':
      return { status: 'validating', number: c.number };
    case 'failed':
      return { status: 'failed', failure: c.failure };
    case 'valid':
      return {
        status: 'valid',
        certificate: c.certificate,
        checkedAt: c.checkedAt,
        downloading: s.hasTag('downloading'),
        downloadFailed: c.downloadFailed,
        resultLink: c.resultLink,
      };
    case 'invalid':
      return { status: 'invalid', number: c.number, checkedAt: c.checkedAt };
  }
}

/** The server's record for a number: KVS-3's has no result file (no View Result), the others have one. */
const recordFor = (number: string): Certificate => ({ ...certificate, certificateNumber: number, resultId: number === 'KVS-3' ? null : `r-${number}` });
/** Each answer's own "Checked on", so the test can tell which request's answer is shown. */
const checkedAt = (call: Pick<Call, 'seq'>) => new Date(Date.UTC(2025, 0, 1, 10) + call.seq * 1000).toISOString();

function start() {
  const calls = new Calls();
  const machine = verifyCertificateMachine.provide({
    actors: {
      loadBranding: calls.fake<Branding, void>('loadBranding'),
      validateCertificate: calls.fake<VerifyOutcome, { number: string }>('validateCertificate'),
      downloadResult: calls.fake<string | null, { resultId: string }>('downloadResult'),
    },
  });
  const actor = createActor(machine);
  const errors = watchErrors(actor);
  actor.start();
  return { actor, calls, errors };
}

/** What the visitor's input asks for now: a number to check, a refusal, or nothing. */
interface Asked {
  number: string;
  problem: NumberProblem | null;
}

function ask(typed: string): Asked {
  if (isBlankNumber(typed)) return { number: '', problem: null };
  const number = normaliseCertificateNumber(typed);
  const problem = certificateNumberProblem(number);
  return problem ? { number: '', problem } : { number, problem: null };
}

/** How each settled call was answered, by call number. */
type Answers = Map<number, { output?: unknown; error?: unknown }>;

function checkInvariants(s: Snapshot, calls: Calls, answers: Answers, asked: Asked, errors: unknown[]) {
  expect(errors, 'the actor reported an error').toEqual([]);
  expect(s.status, 'the actor stopped').toBe('active');
  const status = checkStatus(s);
  const view = shown(s);

  // Nothing is ever sent for a blank or refused number, and what is sent is the normalised number.
  for (const call of calls.of<{ number: string }>('validateCertificate')) {
    expect(isBlankNumber(call.input.number)).toBe(false);
    expect(certificateNumberProblem(call.input.number)).toBeNull();
    expect(normaliseCertificateNumber(call.input.number)).toBe(call.input.number);
  }
  // One request of each kind at a time: a new one stops (aborts) the one before.
  for (const kind of ['validateCertificate', 'loadBranding', 'downloadResult']) expect(calls.inFlight(kind).length).toBeLessThanOrEqual(1);

  if (asked.number === '') {
    // Spec: while the input is empty nothing is shown; a refused number shows its problem and nothing else.
    expect(view).toEqual(asked.problem ? { status: 'refused', problem: asked.problem } : { status: 'idle' });
    if (status === 'idle') {
      expect(s.context).toMatchObject({ number: '', problem: null, certificate: null, checkedAt: null, failure: null, resultLink: null, downloadFailed: false });
    }
    expect(calls.inFlight('validateCertificate')).toEqual([]);
  } else {
    // Whatever is shown is about the number asked now, and comes from the latest request (latest request wins).
    const latest = calls.latest<{ number: string }, VerifyOutcome>('validateCertificate')!;
    expect(latest.input.number).toBe(asked.number);
    expect(s.context.number).toBe(asked.number);
    const answer = answers.get(latest.seq);
    if (!latest.settled) {
      expect(view).toEqual({ status: 'validating', number: asked.number });
      expect(latest.signal.aborted).toBe(false);
    } else if (answer?.error !== undefined) {
      // A server that is down never makes a certificate look fake: a failure is a failed check, with a retry.
      const kind = (answer.error as ApiError).kind === 'network' ? 'network' : 'server';
      expect(view).toEqual({ status: 'failed', failure: kind });
      expect(s.can({ type: 'certificate.retry' })).toBe(true);
    } else {
      const output = answer!.output as VerifyOutcome;
      if (output.found) {
        expect(view).toMatchObject({ status: 'valid', certificate: output.certificate, checkedAt: output.checkedAt });
      } else {
        expect(view).toEqual({ status: 'invalid', number: asked.number, checkedAt: output.checkedAt });
      }
    }
  }

  // View Result: only for a shown certificate with a result, for that result, and what it says belongs to it.
  const downloads = calls.of<{ resultId: string }, string | null>('downloadResult');
  for (const d of downloads) expect(d.input.resultId).not.toBe('');
  if (view.status === 'valid') {
    const inFlight = calls.inFlight<{ resultId: string }>('downloadResult');
    expect(view.downloading).toBe(inFlight.length === 1);
    if (view.downloading) expect(inFlight[0]!.input.resultId).toBe(s.context.certificate!.resultId);
    // The link to press, or "could not download", is about this answer's file: from a download since this check.
    const lastDownload = downloads.at(-1);
    const sinceThisCheck = lastDownload !== undefined && lastDownload.seq > calls.latest('validateCertificate')!.seq;
    if (view.resultLink !== null || view.downloadFailed) expect(sinceThisCheck, 'a download of an earlier answer').toBe(true);
    if (view.resultLink !== null) expect(answers.get(lastDownload!.seq)?.output).toBe(view.resultLink);
    if (view.downloadFailed) expect(answers.get(lastDownload!.seq)?.error).toBeDefined();
  }

  // Branding: asked while loading, shown once it came; when it failed, the next check or retry asks again.
  const brandingCall = calls.latest('loadBranding')!;
  if (s.matches({ branding: 'loading' })) expect(calls.inFlight('loadBranding')).toEqual([brandingCall]);
  if (s.matches({ branding: 'ready' })) expect(s.context.branding).toBe(answers.get(brandingCall.seq)?.output);
  if (s.matches({ branding: 'unavailable' })) expect(s.can({ type: 'certificate.retry' })).toBe(true);

  // Never stuck: the input can always be cleared, a refusal or an answer always changed, a wait always ends.
  expect(s.can({ type: 'certificate.clear' })).toBe(true);
  if (status !== 'validating') expect(s.can({ type: 'certificate.submit', number: 'KVS-9' })).toBe(true);
  if (s.hasTag('downloading')) expect(calls.inFlight('downloadResult')).toHaveLength(1);
}

/**
 * Whether a step asks the server about a number: a submit of a number to check, except the one being checked
 * (Enter fires change and submit) and the one whose answer is shown unless Validate asked again; Try again after
 * a failure. Never anything else.
 */
function sendsCheck(before: Snapshot, command: Step): boolean {
  const status = checkStatus(before);
  if (command.do === 'retry') return status === 'failed';
  if (command.do !== 'submit') return false;
  const { number } = ask(command.number);
  if (number === '') return false;
  if (status === 'validating') return number !== before.context.number;
  if (status === 'valid' || status === 'invalid') return number !== before.context.number || command.again;
  return true;
}

async function run(commands: Step[], reached: Reached, foundAtOnce = false) {
  const { actor, calls, errors } = start();
  const answers: Answers = new Map();
  let asked: Asked = { number: '', problem: null };
  checkInvariants(actor.getSnapshot(), calls, answers, asked, errors);

  for (const command of commands) {
    const before = actor.getSnapshot();
    const sentBefore = { check: calls.of('validateCertificate').length, branding: calls.of('loadBranding').length, download: calls.of('downloadResult').length };
    let late = false;
    switch (command.do) {
      case 'submit':
        actor.send({ type: 'certificate.submit', number: command.number, again: command.again });
        asked = ask(command.number);
        break;
      case 'clear':
        actor.send({ type: 'certificate.clear' });
        asked = { number: '', problem: null };
        break;
      case 'retry':
        actor.send({ type: 'certificate.retry' });
        break;
      case 'download':
        actor.send({ type: 'result.download' });
        break;
      case 'answerCheck': {
        const call = calls.pick<{ number: string }, VerifyOutcome>('validateCertificate', command.pick);
        if (!call) break;
        late = call.signal.aborted;
        if (command.with === 'found' || command.with === 'notFound') {
          const output: VerifyOutcome =
            command.with === 'found'
              ? { found: true, certificate: recordFor(call.input.number), checkedAt: checkedAt(call) }
              : { found: false, checkedAt: checkedAt(call) };
          answers.set(call.seq, { output });
          call.resolve(output);
        } else {
          answers.set(call.seq, { error: FAILURES[command.with] });
          call.reject(FAILURES[command.with]);
        }
        break;
      }
      case 'answerBranding': {
        const call = calls.pick<void, Branding>('loadBranding', command.pick);
        if (!call) break;
        late = call.signal.aborted;
        const output = { ...branding, instituteName: `Branch ${call.seq}` };
        if (command.with === 'ok') {
          answers.set(call.seq, { output });
          call.resolve(output);
        } else {
          answers.set(call.seq, { error: FAILURES.serverDown });
          call.reject(FAILURES.serverDown);
        }
        break;
      }
      case 'answerDownload': {
        const call = calls.pick<{ resultId: string }, string | null>('downloadResult', command.pick);
        if (!call) break;
        late = call.signal.aborted;
        if (command.with === 'fails') {
          answers.set(call.seq, { error: FAILURES.offline });
          call.reject(FAILURES.offline);
        } else {
          const output = command.with === 'refused' ? `https://files.example.org/${call.input.resultId}-${call.seq}.pdf` : null;
          answers.set(call.seq, { output });
          call.resolve(output);
        }
        break;
      }
    }
    if (foundAtOnce) {
      for (const call of calls.inFlight<{ number: string }, VerifyOutcome>('validateCertificate')) {
        const output: VerifyOutcome = { found: true, certificate: recordFor(call.input.number), checkedAt: checkedAt(call) };
        answers.set(call.seq, { output });
        call.resolve(output);
      }
    }
    // An answer reaches the machine through promise callbacks; the visitor's events arrive synchronously.
    if (foundAtOnce || command.do.startsWith('answer')) await answersDelivered();
    const after = actor.getSnapshot();
    const sent = { check: calls.of('validateCertificate').length, branding: calls.of('loadBranding').length, download: calls.of('downloadResult').length };
    expect(sent, 'the requests this step sent').toEqual({
      check: sentBefore.check + (sendsCheck(before, command) ? 1 : 0),
      branding: sentBefore.branding + (before.matches({ branding: 'unavailable' }) && (command.do === 'submit' || command.do === 'retry') ? 1 : 0),
      download: sentBefore.download + (command.do === 'download' && before.matches({ check: { valid: 'ready' } }) && before.context.certificate?.resultId ? 1 : 0),
    });
    // A late answer, for a request the page has moved on from, changes nothing at all.
    if (late) expect({ value: after.value, context: after.context }).toEqual({ value: before.value, context: before.context });
    checkInvariants(after, calls, answers, asked, errors);
    reached.note(`check ${checkStatus(after)}`);
    reached.note(`branding ${JSON.stringify(after.value.branding)}`);
    if (late) reached.note(command.do === 'answerDownload' ? 'late download answer' : 'late answer');
    if (after.hasTag('downloading')) reached.note('downloading');
    if (after.context.resultLink !== null) reached.note('result link');
    if (after.context.downloadFailed) reached.note('download failed');
  }
  actor.stop();
}

describe('verifyCertificateMachine under adversarial event orders', () => {
  it('shows only the answer to the number asked now, never a failure as "not found", and sends nothing blank or refused', async () => {
    const reached = new Reached();
    await fc.assert(fc.asyncProperty(steps(anyStep), (commands) => run(commands, reached)), propertyOptions());
    const everyStatus = ['idle', 'refused', 'validating', 'valid', 'invalid', 'failed'].map((s) => `check ${s}`);
    expect(reached.missing([...everyStatus, 'branding "ready"', 'branding "unavailable"', 'late answer', 'downloading'])).toEqual([]);
  });

  it('View Result: one download at a time, for the record shown, and its link or failure only beside that record', async () => {
    const reached = new Reached();
    await fc.assert(fc.asyncProperty(steps(resultStep), (commands) => run(commands, reached, true)), propertyOptions());
    expect(reached.missing(['downloading', 'result link', 'download failed', 'late download answer'])).toEqual([]);
  });
});
