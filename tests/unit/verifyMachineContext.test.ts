// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { verifyCertificateMachine, type VerifyOutcome } from '../../src/machines/verifyCertificateMachine';
import { branding, certificate, startWithFakeChecks } from '../model/verifyFixtures';

/**
 * The verification machine's context never carries an answer the page no longer shows: each rule here was found
 * untested by a mutation audit (taking the named reset out of its action left every other test green). A stale
 * certificate in the context is what a print, a screen reader's live region or a later state could show.
 */

const flush = () => new Promise((r) => setTimeout(r, 0));
const found = (number = 'KVS-1'): VerifyOutcome => ({ found: true, certificate: { ...certificate, certificateNumber: number }, checkedAt: '2026-11-27T10:00:00Z' });

describe('verifyCertificateMachine: what the context forgets', () => {
  it('clearing the field forgets the shown certificate, its time and the result link the browser refused', async () => {
    const downloads: string[] = [];
    const machine = verifyCertificateMachine.provide({
      actors: {
        loadBranding: fromPromise(async () => branding),
        validateCertificate: fromPromise(async () => found()),
        downloadResult: fromPromise(async ({ input }: { input: { resultId: string } }): Promise<string | null> => {
          downloads.push(input.resultId);
          return 'https://files.kvs.test/r-1.pdf';
        }),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'certificate.submit', number: 'KVS-1' });
    await waitFor(actor, (s) => s.matches({ check: { valid: 'ready' } }));
    actor.send({ type: 'result.download' });
    await waitFor(actor, (s) => s.context.resultLink !== null);
    expect(downloads).toEqual(['r-1']);

    actor.send({ type: 'certificate.clear' });
    expect(actor.getSnapshot().matches({ check: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ number: '', certificate: null, checkedAt: null, resultLink: null, failure: null, downloadFailed: false });
  });

  it('a refused number after a failed check forgets the failure', async () => {
    const { actor, checks } = startWithFakeChecks();
    actor.send({ type: 'certificate.submit', number: 'KVS-1' });
    checks[0]!.fail({ kind: 'network' });
    await flush();
    expect(actor.getSnapshot().context.failure).toBe('network');

    actor.send({ type: 'certificate.submit', number: '..' });
    expect(actor.getSnapshot().matches({ check: 'refused' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ problem: 'dots', failure: null, certificate: null });
  });

  it('a failed check of another number forgets the certificate shown before it', async () => {
    const { actor, checks } = startWithFakeChecks();
    actor.send({ type: 'certificate.submit', number: 'KVS-1' });
    checks[0]!.settle(found());
    await flush();
    expect(actor.getSnapshot().context.certificate?.certificateNumber).toBe('KVS-1');

    actor.send({ type: 'certificate.submit', number: 'KVS-2' });
    checks[1]!.fail({ kind: 'http', status: 500 });
    await flush();
    expect(actor.getSnapshot().matches({ check: 'failed' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ number: 'KVS-2', failure: 'server', certificate: null });
  });

  it('View Result asks for nothing when the certificate has no result', async () => {
    const downloads: string[] = [];
    const machine = verifyCertificateMachine.provide({
      actors: {
        loadBranding: fromPromise(async () => branding),
        validateCertificate: fromPromise(async (): Promise<VerifyOutcome> => ({ found: true, certificate: { ...certificate, resultId: null }, checkedAt: '2026-11-27T10:00:00Z' })),
        downloadResult: fromPromise(async ({ input }: { input: { resultId: string } }): Promise<string | null> => {
          downloads.push(input.resultId);
          return null;
        }),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'certificate.submit', number: 'KVS-1' });
    await waitFor(actor, (s) => s.matches({ check: { valid: 'ready' } }));
    actor.send({ type: 'result.download' });
    await flush();
    expect(actor.getSnapshot().matches({ check: { valid: 'ready' } })).toBe(true);
    expect(actor.getSnapshot().hasTag('downloading')).toBe(false);
    expect(downloads).toEqual([]);
  });
});
