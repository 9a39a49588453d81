import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Branding } from '../../src/api/schemas/certificate';
import { verifyCertificateMachine, type VerifyOutcome } from '../../src/machines/verifyCertificateMachine';
import { branding } from './verifyFixtures';

/** The branding region must be left alone by the check: one initiate request per page, however many checks. */
function start() {
  const brandingCalls: number[] = [];
  const checks: string[] = [];
  const settle: Array<(o: VerifyOutcome) => void> = [];
  const machine = verifyCertificateMachine.provide({
    actors: {
      loadBranding: fromPromise(async () => {
        brandingCalls.push(1);
        return branding;
      }),
      validateCertificate: fromPromise(
        ({ input }: { input: { number: string } }) =>
          new Promise<VerifyOutcome>((resolve) => {
            checks.push(input.number);
            settle.push(resolve);
          }),
      ),
    },
  });
  const actor = createActor(machine).start();
  const submit = (number: string) => actor.send({ type: 'certificate.submit', number });
  return { actor, brandingCalls, checks, settle, submit };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('verifyCertificateMachine: a check never touches the branding region', () => {
  it('invokes loadBranding exactly once across many submits, from every check state', async () => {
    const h = start();
    await flush();
    expect(h.actor.getSnapshot().matches({ branding: 'ready' })).toBe(true);
    h.submit('KVS-1'); // idle -> validating
    h.submit('KVS-2'); // validating -> validating (latest wins)
    h.settle.at(-1)!({ found: false, checkedAt: 'x' });
    await flush();
    h.submit('..'); // invalid -> refused
    h.submit('KVS-3'); // refused -> validating
    h.settle.at(-1)!({ found: true, checkedAt: 'x', certificate: { certificateNumber: 'KVS-3', studentName: 'S', courseName: 'C', instituteName: 'I', instituteAddress: 'A', type: 'Auto' } });
    await flush();
    h.submit('KVS-4'); // valid -> validating
    h.submit('  '); // validating -> idle (blank is clearing)
    await flush();
    expect(h.checks).toEqual(['KVS-1', 'KVS-2', 'KVS-3', 'KVS-4']);
    expect(h.brandingCalls).toHaveLength(1);
    expect(h.actor.getSnapshot().context.branding).toEqual(branding);
    expect(h.actor.getSnapshot().matches({ branding: 'ready', check: 'idle' })).toBe(true);
  });

  it('keeps loading the branding while checks come and go, and stores it when it arrives', async () => {
    let answer!: (b: Branding) => void;
    let calls = 0;
    const machine = verifyCertificateMachine.provide({
      actors: {
        loadBranding: fromPromise(() => {
          calls += 1;
          return new Promise<Branding>((resolve) => (answer = resolve));
        }),
        validateCertificate: fromPromise(() => new Promise<VerifyOutcome>(() => {})),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'certificate.submit', number: 'A' });
    actor.send({ type: 'certificate.submit', number: 'B' });
    actor.send({ type: 'certificate.clear' });
    answer(branding);
    await flush();
    expect(calls).toBe(1);
    expect(actor.getSnapshot().matches({ branding: 'ready' })).toBe(true);
  });

  it('asks again with the next check or Try again after the branding failed, and not once it has arrived', async () => {
    const answers = [Promise.reject(new Error('503')), Promise.reject(new Error('503')), Promise.resolve(branding)];
    answers.slice(0, 2).forEach((p) => p.catch(() => {}));
    let calls = 0;
    const machine = verifyCertificateMachine.provide({
      actors: {
        loadBranding: fromPromise(() => answers[calls++]!),
        validateCertificate: fromPromise<VerifyOutcome, { number: string }>(() => Promise.reject(new Error('503'))),
      },
    });
    const actor = createActor(machine).start();
    await flush();
    expect(actor.getSnapshot().matches({ branding: 'unavailable' })).toBe(true);
    actor.send({ type: 'certificate.submit', number: 'KVS-1' }); // a check: the branding is asked again (fails)
    await flush();
    expect(calls).toBe(2);
    expect(actor.getSnapshot().matches({ branding: 'unavailable', check: 'failed' })).toBe(true);
    actor.send({ type: 'certificate.retry' }); // Try again: asked again, and this time it arrives
    await flush();
    expect(calls).toBe(3);
    expect(actor.getSnapshot().matches({ branding: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.branding).toEqual(branding);
    actor.send({ type: 'certificate.retry' });
    actor.send({ type: 'certificate.submit', number: 'KVS-2' });
    await flush();
    expect(calls).toBe(3);
  });
});
