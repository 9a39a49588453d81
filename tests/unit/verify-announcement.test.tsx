import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nProvider, loadLanguage } from '../../src/i18n/I18nProvider';
import type { NumberProblem } from '../../src/machines/certificateNumber';
import type { FailureKind } from '../../src/machines/verifyCertificateMachine';
import { useAnnouncement } from '../../src/views/pages/verify/useAnnouncement';
import type { CheckStatus } from '../../src/views/pages/verify/verifySelectors';

interface Step {
  status: CheckStatus;
  number?: string;
  problem?: NumberProblem | null;
  failure?: FailureKind | null;
  downloading?: boolean;
  /** The view's flag: the outcome's heading takes focus (explicit Validate or Try again). */
  focus?: boolean;
}

/** The live region's text after each step, as the page would render them one after another. */
async function say(steps: Step[]): Promise<string[]> {
  const initial = await loadLanguage('en');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider initial={initial} reportMissing={false}>
      {children}
    </I18nProvider>
  );
  const args = (s: Step) => [s.status, s.number ?? '', s.problem ?? null, s.failure ?? null, s.downloading ?? false, s.focus ?? false] as const;
  const { result, rerender } = renderHook((s: Step) => useAnnouncement(...args(s)), { wrapper, initialProps: steps[0]! });
  const texts = [result.current];
  for (const step of steps.slice(1)) {
    rerender(step);
    texts.push(result.current);
  }
  return texts;
}

const N = 'KVS-BLR-2025-0118';
const VALID = `Certificate ${N} is Valid`;
const CHECKING = 'Checking the certificate…';
const BUSY = 'Preparing the result…';
const NETWORK = 'We could not reach the verification service. Check your internet connection and try again.';
const SERVER = 'The verification service did not give a usable answer. Please try again in a moment.';

describe('useAnnouncement: each piece of news is heard once', () => {
  it('a check by the change event (no focus move) says its outcome in the live region', async () => {
    expect(await say([{ status: 'idle' }, { status: 'validating', number: N }, { status: 'valid', number: N }])).toEqual(['', CHECKING, VALID]);
    expect(await say([{ status: 'validating', number: 'X' }, { status: 'invalid', number: 'X' }])).toEqual([CHECKING, 'Certificate not found.']);
    expect(await say([{ status: 'validating', number: 'X' }, { status: 'failed', number: 'X', failure: 'network' }])).toEqual([
      CHECKING,
      `The certificate could not be checked. ${NETWORK}`,
    ]);
  });

  it('after Validate, focus reads the heading: the region does not repeat it', async () => {
    expect(await say([{ status: 'idle' }, { status: 'validating', number: N, focus: true }, { status: 'valid', number: N, focus: true }])).toEqual([
      '',
      CHECKING,
      '',
    ]);
    expect(await say([{ status: 'validating', number: 'X', focus: true }, { status: 'invalid', number: 'X', focus: true }])).toEqual([CHECKING, '']);
  });

  it('a failed check that takes focus: the region says only the detail the heading does not', async () => {
    expect(await say([{ status: 'validating', number: 'X', focus: true }, { status: 'failed', number: 'X', failure: 'server', focus: true }])).toEqual([
      CHECKING,
      SERVER,
    ]);
  });

  it('the focus flag is read when the outcome appears: focus given later to the same answer says nothing more', async () => {
    // Validate, focus moves; then the view clears its flag (the heading has taken focus), or Validate on the same number.
    expect(await say([{ status: 'validating', number: N, focus: true }, { status: 'valid', number: N, focus: true }, { status: 'valid', number: N }])).toEqual([
      CHECKING,
      '',
      '',
    ]);
    // Tab: said by the region; then Validate on the same number focuses the heading without a new outcome.
    expect(await say([{ status: 'validating', number: N }, { status: 'valid', number: N }, { status: 'valid', number: N, focus: true }])).toEqual([
      CHECKING,
      VALID,
      VALID,
    ]);
  });

  it('a download says it is busy, and the outcome is not said again after it, on every attempt', async () => {
    const shown: Step = { status: 'valid', number: N };
    const busy: Step = { ...shown, downloading: true };
    expect(await say([{ status: 'validating', number: N }, shown, busy, shown, busy, shown])).toEqual([CHECKING, VALID, BUSY, '', BUSY, '']);
    // The same after an explicit Validate: the heading was read by focus, the region never says "Valid".
    const focused: Step = { ...shown, focus: true };
    expect(await say([{ ...focused, status: 'validating' }, focused, { ...focused, downloading: true }, shown])).toEqual([CHECKING, '', BUSY, '']);
  });

  it('a new outcome after a download is news again, even the same answer for the same number', async () => {
    const shown: Step = { status: 'valid', number: N };
    expect(
      await say([shown, { ...shown, downloading: true }, shown, { status: 'validating', number: 'OTHER' }, { status: 'validating', number: N }, shown]),
    ).toEqual([VALID, BUSY, '', CHECKING, CHECKING, VALID]);
  });

  it('a refused number is always said (focus stays in the field)', async () => {
    expect(await say([{ status: 'idle' }, { status: 'refused', problem: 'dots', focus: false }])).toEqual(['', '“.” and “..” are not certificate numbers.']);
  });
});
