// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../../src/api/errors';
import type { Institute } from '../../../src/api/schemas/institute';
import { currentInstituteMachine } from '../../../src/machines/currentInstituteMachine';
import { answersDelivered, Calls, propertyOptions, Reached, steps, watchErrors } from './fakeActors';

/**
 * Adversarial event orders on the main layout's institute card: Try again pressed any number of times, in any
 * state, while the loads answer or fail in any order. After every step: busy exactly while one load is in flight,
 * the card shows the latest load's institute, a failure always offers Try again, and a retry asks once.
 *
 * Mutants seen failing (each reverted): `institute.retry` also accepted while `loading` (a second load in flight)
 * and in `loaded`, the retry removed from `failed` (stuck), `keepInstitute` dropped (loaded without an institute),
 * onError to `loaded`.
 */

type Step = { do: 'retry' } | { do: 'answer'; pick: number; with: 'ok' | 'serverDown' | 'offline' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.constant({ do: 'retry' as const }),
  fc.record({ do: fc.constant('answer' as const), pick: fc.nat(2), with: fc.constantFrom('ok' as const, 'serverDown' as const, 'offline' as const) }),
);

const FAILURES = { serverDown: new ApiError('http', 'Service Unavailable', 503), offline: new ApiError('network', 'Failed to fetch') };
const instituteOf = (seq: number): Institute => ({
  name: `Kaveri Vidya Sansthan ${seq}`,
  address: 'Bengaluru',
  logoUrl: '/brand/light.svg',
  branch: { id: 'br-blr', name: 'Bengaluru' },
  preferences: {},
});

async function run(commands: Step[], reached: Reached) {
  const calls = new Calls();
  const actor = createActor(currentInstituteMachine.provide({ actors: { loadInstitute: calls.fake<Institute, unknown>('loadInstitute') } }));
  const errors = watchErrors(actor);
  actor.start();
  const answers = new Map<number, unknown>();

  const check = () => {
    const s = actor.getSnapshot();
    expect(errors).toEqual([]);
    expect(s.status).toBe('active');
    const inFlight = calls.inFlight('loadInstitute');
    expect(inFlight.length).toBeLessThanOrEqual(1);
    expect(s.hasTag('busy')).toBe(inFlight.length === 1);
    const latest = calls.latest('loadInstitute')!;
    if (s.matches('loaded')) expect(s.context.institute).toBe(answers.get(latest.seq));
    if (s.matches('failed')) {
      expect(answers.get(latest.seq)).toBeInstanceOf(ApiError);
      expect(s.can({ type: 'institute.retry' })).toBe(true);
    }
    return s;
  };

  check();
  for (const command of commands) {
    const before = actor.getSnapshot();
    const sentBefore = calls.all.length;
    if (command.do === 'retry') {
      actor.send({ type: 'institute.retry' });
    } else {
      const call = calls.pick<void, Institute>('loadInstitute', command.pick);
      if (call) {
        const answer = command.with === 'ok' ? instituteOf(call.seq) : FAILURES[command.with];
        answers.set(call.seq, answer);
        if (command.with === 'ok') call.resolve(answer as Institute);
        else call.reject(answer);
        await answersDelivered();
      }
    }
    // Try again asks once, and only after a failure; nothing else asks.
    expect(calls.all.length).toBe(sentBefore + (command.do === 'retry' && before.matches('failed') ? 1 : 0));
    reached.note(String(check().value));
  }
  actor.stop();
}

describe('currentInstituteMachine under adversarial event orders', () => {
  it('is busy exactly while one load runs, shows the latest load, and a failure can always be retried', async () => {
    const reached = new Reached();
    await fc.assert(fc.asyncProperty(steps(step, 20), (commands) => run(commands, reached)), propertyOptions(100));
    expect(reached.missing(['loading', 'loaded', 'failed'])).toEqual([]);
  });
});
