import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMachine, fromPromise } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { I18nProvider, loadLanguage } from '../../src/i18n/I18nProvider';
import { ApiError } from '../../src/api/errors';
import { verifyCertificateMachine, type VerifyOutcome } from '../../src/machines/verifyCertificateMachine';
import { VerifyCertificateView } from '../../src/views/pages/verify/VerifyCertificateView';
import { formatCoverage, measureCoverage, serializeByEdge } from './graphCoverage';

/**
 * UI model: what a visitor sees, with the server's answers as events. No invoke/after here (createTestModel
 * cannot run them); the real view runs the real machine with fake actors whose promises the test settles.
 */
const uiModel = createMachine({
  id: 'verifyUi',
  initial: 'empty',
  states: {
    empty: { on: { SUBMIT_NUMBER: 'checking', SUBMIT_BAD_NUMBER: 'refused', SUBMIT_EMPTY: 'emptySubmitted', TAB_AWAY_BAD_NUMBER: 'refusedByChange' } },
    // Validate on an empty input is the same as clearing it (spec: while the input is empty nothing is shown).
    emptySubmitted: { on: { SUBMIT_NUMBER: 'checking' } },
    refused: { on: { SUBMIT_NUMBER: 'checking', SUBMIT_EMPTY: 'emptySubmitted' } },
    // Refused by the change event (Tab): the message shows, but focus goes where Tab sent it.
    refusedByChange: { on: { SUBMIT_NUMBER: 'checking' } },
    checking: {
      on: { SERVER_SAYS_VALID: 'valid', SERVER_SAYS_NOT_FOUND: 'notFound', SERVER_FAILS: 'failed', SUBMIT_OTHER_NUMBER: 'overtaken' },
    },
    overtaken: { on: { SERVER_SAYS_VALID: 'valid', SERVER_SAYS_NOT_FOUND: 'notFound' } },
    valid: { on: { CLEAR_INPUT: 'empty', SUBMIT_EMPTY: 'emptySubmitted' } },
    notFound: { on: { CLEAR_INPUT: 'empty' } },
    failed: { on: { RETRY: 'checking' } },
  },
});

interface Pending {
  number: string;
  signal: AbortSignal;
  resolve: (o: VerifyOutcome) => void;
  reject: (e: unknown) => void;
}

function certificate(number: string) {
  return { certificateNumber: number, studentName: `Student of ${number}`, courseName: 'Diploma', instituteName: 'KVS', instituteAddress: 'Pune', type: 'Manual' };
}

async function setup() {
  const pending: Pending[] = [];
  const machine = verifyCertificateMachine.provide({
    actors: {
      loadBranding: fromPromise(() => Promise.reject(new Error('no branding in this test'))),
      validateCertificate: fromPromise(
        ({ input, signal }: { input: { number: string }; signal: AbortSignal }) =>
          new Promise<VerifyOutcome>((resolve, reject) => pending.push({ number: input.number, signal, resolve, reject })),
      ),
    },
  });
  const initial = await loadLanguage('en');
  render(
    <I18nProvider initial={initial} reportMissing={false}>
      <VerifyCertificateView machine={machine} />
    </I18nProvider>,
  );
  const user = userEvent.setup();
  const input = screen.getByPlaceholderText('Enter Certificate number');
  const validate = screen.getByRole('button', { name: 'Validate' });
  const submit = async (n: string) => {
    await user.clear(input);
    if (n) await user.type(input, n);
    await user.click(validate);
  };
  const latest = () => pending[pending.length - 1]!;
  const status = () => document.querySelector('p[role=status]')!;
  return { pending, user, input, validate, submit, latest, status, requestsBefore: 0 };
}

type Harness = Awaited<ReturnType<typeof setup>>;
const checkedAt = '2025-05-01T09:30:00.000Z';

describe('verification page, model-based', () => {
  afterEach(() => {
    cleanup();
    // The page writes the checked number into the address; each path starts from a bare one.
    window.history.replaceState(null, '', '/verify-certificate');
  });
  // One shortest path per edge (keyed on previous state, event and state), so every transition is walked.
  const paths = createTestModel(uiModel).getShortestPaths({ serializeState: serializeByEdge() as never });

  it('the model has paths through every state and edge', () => {
    const coverage = measureCoverage(uiModel, paths);
    console.log(formatCoverage(coverage));
    expect(coverage.edges.missing).toEqual([]);
    expect(new Set(paths.flatMap((p) => p.steps.map((step) => String(step.state.value))))).toEqual(
      new Set(['empty', 'emptySubmitted', 'refused', 'refusedByChange', 'checking', 'overtaken', 'valid', 'notFound', 'failed']),
    );
  });

  for (const path of paths) {
    it(path.description, async () => {
      const h: Harness = await setup();
      await path.test({
        states: {
          empty: () => {
            expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
            expect(h.input).not.toHaveAttribute('aria-invalid');
          },
          emptySubmitted: () => {
            expect(h.input).toHaveFocus();
            expect(h.input).not.toHaveAttribute('aria-invalid');
            expect(h.input).toHaveAccessibleDescription('');
            expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
            expect(document.querySelector('.verify-checking')).toBeNull();
            expect(h.status()).toHaveTextContent(/^$/);
            expect(h.pending).toHaveLength(h.requestsBefore);
          },
          refused: () => {
            expect(h.input).toHaveAccessibleDescription('“.” and “..” are not certificate numbers.');
            expect(h.input).toHaveFocus();
            expect(h.pending).toHaveLength(0);
          },
          refusedByChange: () => {
            expect(h.validate).toHaveFocus();
            expect(h.input).toHaveAttribute('aria-invalid', 'true');
            expect(h.input).toHaveAccessibleDescription('“.” and “..” are not certificate numbers.');
            expect(h.pending).toHaveLength(0);
          },
          checking: async () => {
            await waitFor(() => expect(document.querySelector('.verify-checking')).toHaveTextContent('Checking the certificate…'));
            expect(screen.getByText('Checking the certificate…', { selector: 'p[role=status]' })).toBeInTheDocument();
            expect(h.latest().signal.aborted).toBe(false);
          },
          overtaken: () => {
            expect(h.pending.at(-2)!.signal.aborted).toBe(true);
            expect(h.latest().number).toBe('KVS-2');
          },
          valid: async () => {
            const n = h.latest().number;
            expect(await screen.findByRole('heading', { name: `Certificate ${n} is Valid` })).toHaveFocus();
            expect(screen.getByText(`Student of ${n}`)).toBeInTheDocument();
          },
          notFound: async () => {
            expect(await screen.findByRole('heading', { name: 'Certificate not found.' })).toBeInTheDocument();
            expect(screen.queryByText(/is Valid/)).toBeNull();
          },
          failed: async () => {
            expect(await screen.findByRole('heading', { name: 'The certificate could not be checked' })).toHaveFocus();
            expect(screen.queryByText('Certificate not found.')).toBeNull();
          },
        },
        events: {
          SUBMIT_NUMBER: () => h.submit('KVS-1'),
          SUBMIT_BAD_NUMBER: () => h.submit('..'),
          SUBMIT_EMPTY: async () => {
            h.requestsBefore = h.pending.length;
            await h.submit('');
          },
          TAB_AWAY_BAD_NUMBER: async () => {
            await h.user.type(h.input, '..');
            await h.user.tab();
          },
          SUBMIT_OTHER_NUMBER: () => h.submit('KVS-2'),
          SERVER_SAYS_VALID: async () => {
            const [old, last] = [h.pending.at(-2), h.latest()];
            last.resolve({ found: true, certificate: certificate(last.number), checkedAt });
            // A late answer to the overtaken request must change nothing.
            old?.resolve({ found: true, certificate: certificate(old.number), checkedAt });
            await waitFor(() => expect(document.querySelector('.verify-checking')).toBeNull());
          },
          SERVER_SAYS_NOT_FOUND: async () => {
            h.latest().resolve({ found: false, checkedAt });
            await waitFor(() => expect(document.querySelector('.verify-checking')).toBeNull());
          },
          SERVER_FAILS: async () => {
            h.latest().reject(new ApiError('http', 'Internal Server Error', 500));
            await waitFor(() => expect(document.querySelector('.verify-checking')).toBeNull());
          },
          RETRY: () => h.user.click(screen.getByRole('button', { name: 'Try again' })),
          CLEAR_INPUT: () => h.user.clear(h.input),
        },
      });
    });
  }
});
