import { assign, fromPromise } from 'xstate';
import { setup } from './setup';
import type { ApiError } from '../api/errors';
import type { Branding, Certificate } from '../api/schemas/certificate';
import { certificateNumberProblem, isBlankNumber, normaliseCertificateNumber, type NumberProblem } from './certificateNumber';

/** What the validation actor resolves with; `checkedAt` is an ISO time supplied by the real actor (print record). */
export type VerifyOutcome = { found: true; certificate: Certificate; checkedAt: string } | { found: false; checkedAt: string };

/** Why a check could not be made: unreachable (`network`), or no usable answer (`server`: a bad one, or none in time). */
export type FailureKind = 'network' | 'server';

export interface VerifyContext {
  /** The normalised number of the latest request (also the one shown in the result and the address). */
  number: string;
  problem: NumberProblem | null;
  certificate: Certificate | null;
  checkedAt: string | null;
  failure: FailureKind | null;
  branding: Branding | null;
  downloadFailed: boolean;
  /** The result's file when the browser would not open it by itself (a new tab refused): a link to press instead. */
  resultLink: string | null;
}

export type VerifyEvent =
  /** `again`: Validate pressed on the number whose answer is shown, which asks for a fresh check (not a change event). */
  | { type: 'certificate.submit'; number: string; again?: boolean }
  | { type: 'certificate.clear' }
  | { type: 'certificate.retry' }
  | { type: 'result.download' };

const stub = (name: string) =>
  fromPromise<never, unknown>(() => Promise.reject(new Error(`${name} not provided`)));

function failureOf(error: unknown): FailureKind {
  return (error as Partial<ApiError> | null)?.kind === 'network' ? 'network' : 'server';
}

/**
 * What `certificate.submit` does from a settled check state. Declared on each state, never on the `check` region:
 * a transition with `reenter` on a region of the parallel root restarted the branding region too (one more
 * initiate request per check). A blank number is the same as clearing (spec: while empty nothing is shown).
 */
const submitFromSettled = [
  { guard: 'isBlank', target: 'idle', actions: 'clearCheck' },
  { guard: 'isRefused', target: 'refused', actions: 'storeProblem' },
  { target: 'validating', actions: 'storeNumber' },
] as const;

/**
 * From a shown answer (valid, not found): the number whose answer it is sends nothing again, unless the visitor
 * asks for it (`again`: Validate pressed with nothing changed since the last check, for a fresh answer and
 * "Checked on"). Pressing Validate blurs the field first, and its change event already checked the number; on a
 * fast network that answer is shown before the press ends, and that press is not `again`. A failed check is still
 * retried by a submit.
 */
const submitFromAnswered = [{ guard: 'isShownNotAskedAgain' }, ...submitFromSettled] as const;

/**
 * The public certificate check (spec section 2, issue 5). Two regions: the branch's branding (logo, which
 * buttons show, footer note) and the check itself. Submitting while a check runs re-enters only `validating`,
 * which stops the old actor (its AbortSignal fires), so only the latest request can ever update the page.
 */
export const verifyCertificateMachine = setup({
  types: { context: {} as VerifyContext, events: {} as VerifyEvent },
  actors: {
    loadBranding: stub('loadBranding') as unknown as ReturnType<typeof fromPromise<Branding, void>>,
    validateCertificate: stub('validateCertificate') as unknown as ReturnType<typeof fromPromise<VerifyOutcome, { number: string }>>,
    // Resolves with the file's URL when the browser refused to open it (the view offers it as a link), else null.
    downloadResult: stub('downloadResult') as unknown as ReturnType<typeof fromPromise<string | null, { resultId: string }>>,
  },
  guards: {
    isBlank: ({ event }) => event.type === 'certificate.submit' && isBlankNumber(event.number),
    isRefused: ({ event }) => event.type === 'certificate.submit' && certificateNumberProblem(normaliseCertificateNumber(event.number)) !== null,
    // The number being checked: asking again sends nothing (a second request would only repeat the first).
    isSameNumber: ({ context, event }) => event.type === 'certificate.submit' && normaliseCertificateNumber(event.number) === context.number,
    // The number whose answer is shown, unless the visitor asked for it again.
    isShownNotAskedAgain: ({ context, event }) => event.type === 'certificate.submit' && !event.again && normaliseCertificateNumber(event.number) === context.number,
    isFound: ({ event }) => (event as unknown as { output: VerifyOutcome }).output.found,
    hasResult: ({ context }) => Boolean(context.certificate?.resultId),
  },
  actions: {
    clearCheck: assign({ number: '', problem: null, certificate: null, checkedAt: null, failure: null, downloadFailed: false, resultLink: null }),
    storeProblem: assign({
      problem: ({ event }) => (event.type === 'certificate.submit' ? certificateNumberProblem(normaliseCertificateNumber(event.number)) : null),
      number: '',
      certificate: null,
      failure: null,
    }),
    // A new check: of the number submitted, or (Try again) of the same one.
    storeNumber: assign({
      number: ({ context, event }) => (event.type === 'certificate.submit' ? normaliseCertificateNumber(event.number) : context.number),
      problem: null,
      failure: null,
      downloadFailed: false,
      resultLink: null,
    }),
    storeOutcome: assign(({ event }) => {
      const output = (event as unknown as { output: VerifyOutcome }).output;
      return { certificate: output.found ? output.certificate : null, checkedAt: output.checkedAt };
    }),
    storeFailure: assign({ failure: ({ event }) => failureOf((event as { error?: unknown }).error), certificate: null }),
    storeBranding: assign({ branding: ({ event }) => (event as unknown as { output: Branding }).output }),
    markDownloadFailed: assign({ downloadFailed: true }),
    clearDownloadFailed: assign({ downloadFailed: false, resultLink: null }),
    storeResultLink: assign({ resultLink: ({ event }) => (event as unknown as { output: string | null }).output }),
  },
}).createMachine({
  id: 'verifyCertificate',
  type: 'parallel',
  context: { number: '', problem: null, certificate: null, checkedAt: null, failure: null, branding: null, downloadFailed: false, resultLink: null },
  states: {
    branding: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadBranding',
            src: 'loadBranding',
            onDone: { target: 'ready', actions: 'storeBranding' },
            // Without branding the check still works: no logo, no optional buttons, no footer note.
            onError: { target: 'unavailable' },
          },
        },
        ready: {},
        // A server that was down when the page opened is asked again with the next check, so the logo, buttons and
        // note come back once it answers (not only after a reload).
        unavailable: { on: { 'certificate.submit': 'loading', 'certificate.retry': 'loading' } },
      },
    },
    check: {
      initial: 'idle',
      on: {
        // The view sends this when the input becomes empty: while the input is empty nothing is shown (spec).
        'certificate.clear': { target: '.idle', actions: 'clearCheck' },
      },
      states: {
        idle: { on: { 'certificate.submit': submitFromSettled } },
        refused: { on: { 'certificate.submit': submitFromSettled } },
        validating: {
          tags: ['busy'],
          on: {
            'certificate.submit': [
              // The same number again while it is being checked (Enter fires both change and submit): no new request.
              { guard: 'isSameNumber' },
              { guard: 'isBlank', target: 'idle', actions: 'clearCheck' },
              { guard: 'isRefused', target: 'refused', actions: 'storeProblem' },
              // Latest request wins: re-entering this state alone stops the running actor and starts a new one.
              { target: 'validating', reenter: true, actions: 'storeNumber' },
            ],
          },
          invoke: {
            id: 'validateCertificate',
            src: 'validateCertificate',
            input: ({ context }) => ({ number: context.number }),
            onDone: [
              { guard: 'isFound', target: 'valid', actions: 'storeOutcome' },
              { target: 'invalid', actions: 'storeOutcome' },
            ],
            onError: { target: 'failed', actions: 'storeFailure' },
          },
        },
        valid: {
          on: { 'certificate.submit': submitFromAnswered },
          initial: 'ready',
          states: {
            ready: {
              on: { 'result.download': { guard: 'hasResult', target: 'downloading', actions: 'clearDownloadFailed' } },
            },
            downloading: {
              tags: ['downloading'],
              invoke: {
                id: 'downloadResult',
                src: 'downloadResult',
                input: ({ context }) => ({ resultId: context.certificate?.resultId ?? '' }),
                onDone: { target: 'ready', actions: 'storeResultLink' },
                onError: { target: 'ready', actions: 'markDownloadFailed' },
              },
            },
          },
        },
        invalid: { on: { 'certificate.submit': submitFromAnswered } },
        failed: {
          // Try again starts a new check of the same number: the context names a failure only while one is shown.
          on: { 'certificate.submit': submitFromSettled, 'certificate.retry': { target: 'validating', actions: 'storeNumber' } },
        },
      },
    },
  },
});
