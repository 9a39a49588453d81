import { createActor, fromPromise } from 'xstate';
import type { Branding, Certificate } from '../../src/api/schemas/certificate';
import { verifyCertificateMachine, type VerifyOutcome } from '../../src/machines/verifyCertificateMachine';

/** Shared by the verifyCertificate model tests: a found certificate (with a result to download) and a branch's branding. */
export const certificate: Certificate = {
  certificateNumber: 'KVS-1',
  studentName: 'Aarav Sharma',
  courseName: 'Diploma',
  instituteName: 'KVS',
  instituteAddress: 'Bengaluru',
  type: 'Auto',
  resultId: 'r-1',
};

export const branding: Branding = {
  logoUrl: '/l.svg',
  instituteName: 'KVS',
  preferences: {
    certificateInstitute: {
      certificateVerificationPageShowCertificate: true,
      certificateVerificationPageShowResult: true,
      certificateVerificationFooterNote: null,
    },
  },
};

/** The machine with fake actors the test settles (or fails) by hand; each check records its number and its AbortSignal. */
export function startWithFakeChecks() {
  const checks: Array<{ number: string; signal: AbortSignal; settle: (o: VerifyOutcome) => void; fail: (e: unknown) => void }> = [];
  const machine = verifyCertificateMachine.provide({
    actors: {
      loadBranding: fromPromise(async () => branding),
      validateCertificate: fromPromise(
        ({ input, signal }: { input: { number: string }; signal: AbortSignal }) =>
          new Promise<VerifyOutcome>((resolve, reject) => checks.push({ number: input.number, signal, settle: resolve, fail: reject })),
      ),
    },
  });
  return { actor: createActor(machine).start(), checks };
}
