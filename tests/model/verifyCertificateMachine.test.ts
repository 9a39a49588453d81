import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { createActor, fromPromise, waitFor, type EventObject } from 'xstate';
import { verifyCertificateMachine, type VerifyOutcome } from '../../src/machines/verifyCertificateMachine';
import { formatCoverage, measureCoverage, serializeByEdge, type PathLike } from './graphCoverage';
import { branding, certificate, startWithFakeChecks } from './verifyFixtures';

// Every event the machine can receive, including what its invoked actors report (done and error of each).
const events: EventObject[] = [
  { type: 'certificate.submit', number: '  ' } as EventObject,
  { type: 'certificate.submit', number: '..' } as EventObject,
  { type: 'certificate.submit', number: 'KVS-1' } as EventObject,
  { type: 'certificate.submit', number: 'KVS-2' } as EventObject,
  { type: 'certificate.clear' },
  { type: 'certificate.retry' },
  { type: 'result.download' },
  { type: 'xstate.done.actor.loadBranding', output: branding } as EventObject,
  { type: 'xstate.error.actor.loadBranding', error: new Error('down') } as EventObject,
  { type: 'xstate.done.actor.validateCertificate', output: { found: true, certificate, checkedAt: '2025-01-01T10:00:00Z' } } as EventObject,
  { type: 'xstate.done.actor.validateCertificate', output: { found: false, checkedAt: '2025-01-01T10:00:00Z' } } as EventObject,
  { type: 'xstate.error.actor.validateCertificate', error: { kind: 'network' } } as EventObject,
  { type: 'xstate.error.actor.validateCertificate', error: { kind: 'http', status: 500 } } as EventObject,
  { type: 'xstate.done.actor.downloadResult', output: null } as EventObject,
  { type: 'xstate.error.actor.downloadResult', error: new Error('gone') } as EventObject,
];

describe('verifyCertificateMachine graph', () => {
  it('reaches every state and takes every transition, including done/error of each invoked actor', () => {
    const paths = getShortestPaths(verifyCertificateMachine, {
      events: events as never,
      // The number tells `validating --submit--> validating` (another number) from the ignored same-number submit.
      serializeState: serializeByEdge((s) => s.context.number) as never,
    }) as unknown as PathLike[];
    const coverage = measureCoverage(verifyCertificateMachine, paths);
    console.log(formatCoverage(coverage));
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.edges.missing).toEqual([]);
  });
});


const flush = () => new Promise((r) => setTimeout(r, 0));

describe('verifyCertificateMachine: latest request wins', () => {
  it('a submit of the number whose answer is shown sends nothing again; another number does', async () => {
    const { actor, checks } = startWithFakeChecks();
    actor.send({ type: 'certificate.submit', number: 'KVS-1' });
    checks[0]!.settle({ found: false, checkedAt: '2025-01-01T10:00:00Z' });
    await flush();
    actor.send({ type: 'certificate.submit', number: ' KVS-1 ' });
    expect(actor.getSnapshot().matches({ check: 'invalid' })).toBe(true);
    expect(checks.map((c) => c.number)).toEqual(['KVS-1']);
    actor.send({ type: 'certificate.submit', number: 'KVS-2' });
    expect(checks.map((c) => c.number)).toEqual(['KVS-1', 'KVS-2']);
  });

  it('Validate asked again (`again`) on the number whose answer is shown checks it once more; while checking, not', async () => {
    const { actor, checks } = startWithFakeChecks();
    actor.send({ type: 'certificate.submit', number: 'KVS-1' });
    actor.send({ type: 'certificate.submit', number: 'KVS-1', again: true });
    expect(checks.map((c) => c.number), 'a check already running is not restarted').toEqual(['KVS-1']);
    checks[0]!.settle({ found: true, certificate, checkedAt: '2025-01-01T10:00:00Z' });
    await flush();
    expect(actor.getSnapshot().matches({ check: 'valid' })).toBe(true);

    actor.send({ type: 'certificate.submit', number: 'KVS-1', again: true });
    expect(actor.getSnapshot().matches({ check: 'validating' })).toBe(true);
    expect(checks.map((c) => c.number)).toEqual(['KVS-1', 'KVS-1']);
    checks[1]!.settle({ found: false, checkedAt: '2025-01-01T10:05:00Z' });
    await flush();
    expect(actor.getSnapshot().matches({ check: 'invalid' }), 'the fresh answer replaces the old one').toBe(true);
    expect(actor.getSnapshot().context.checkedAt).toBe('2025-01-01T10:05:00Z');

    actor.send({ type: 'certificate.submit', number: 'KVS-1', again: true });
    expect(checks.map((c) => c.number), 'from "not found" too').toEqual(['KVS-1', 'KVS-1', 'KVS-1']);
  });

  it('a submit while validating restarts the check with the new number (the old request is stopped)', async () => {
    const { actor, checks } = startWithFakeChecks();
    actor.send({ type: 'certificate.submit', number: 'KVS-1' });
    expect(checks.map((c) => c.number)).toEqual(['KVS-1']);

    actor.send({ type: 'certificate.submit', number: 'KVS-2' });
    expect(checks.map((c) => c.number)).toEqual(['KVS-1', 'KVS-2']);
    expect(checks[0]!.signal.aborted).toBe(true);
    expect(checks[1]!.signal.aborted).toBe(false);
    expect(actor.getSnapshot().matches({ check: 'validating' })).toBe(true);
    expect(actor.getSnapshot().context.number).toBe('KVS-2');

    // The stopped request answering late changes nothing: still checking KVS-2, no certificate shown.
    checks[0]!.settle({ found: true, certificate, checkedAt: '2025-01-01T10:00:00Z' });
    await flush();
    expect(actor.getSnapshot().matches({ check: 'validating' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ number: 'KVS-2', certificate: null, checkedAt: null });

    // Only the latest request settles the page.
    checks[1]!.settle({ found: false, checkedAt: '2025-01-01T10:00:01Z' });
    await flush();
    expect(actor.getSnapshot().matches({ check: 'invalid' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ number: 'KVS-2', certificate: null, checkedAt: '2025-01-01T10:00:01Z' });
  });

  it('the same number again while it is being checked sends no second request', () => {
    const { actor, checks } = startWithFakeChecks();
    actor.send({ type: 'certificate.submit', number: 'KVS-1' });
    actor.send({ type: 'certificate.submit', number: ' KVS-1 ' });
    expect(checks).toHaveLength(1);
    expect(checks[0]!.signal.aborted).toBe(false);
  });
});

describe('verifyCertificateMachine: a result the browser would not open', () => {
  it('is kept as a link to press until the next download or another number', async () => {
    const autoCertificate = { ...certificate, type: 'Auto', resultId: 'r-1' };
    const opened: Array<string | null> = ['https://files.example.org/r-1.pdf', null];
    const machine = verifyCertificateMachine.provide({
      actors: {
        loadBranding: fromPromise(async () => branding),
        validateCertificate: fromPromise<VerifyOutcome, { number: string }>(async () => ({
          found: true,
          certificate: autoCertificate,
          checkedAt: '2025-01-01T10:00:00Z',
        })),
        downloadResult: fromPromise<string | null, { resultId: string }>(async () => opened.shift() ?? null),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'certificate.submit', number: 'KVS-1' });
    await waitFor(actor, (s) => s.matches({ check: { valid: 'ready' } }));
    actor.send({ type: 'result.download' });
    await waitFor(actor, (s) => s.context.resultLink !== null);
    expect(actor.getSnapshot().context).toMatchObject({ resultLink: 'https://files.example.org/r-1.pdf', downloadFailed: false });
    // Pressed again, and this time the browser takes it: the link goes.
    actor.send({ type: 'result.download' });
    expect(actor.getSnapshot().context.resultLink).toBeNull();
    await waitFor(actor, (s) => s.matches({ check: { valid: 'ready' } }));
    expect(actor.getSnapshot().context.resultLink).toBeNull();
    opened.unshift('https://files.example.org/r-1.pdf');
    actor.send({ type: 'result.download' });
    await waitFor(actor, (s) => s.context.resultLink !== null);
    actor.send({ type: 'certificate.submit', number: 'KVS-2' });
    expect(actor.getSnapshot().context.resultLink).toBeNull();
  });
});
