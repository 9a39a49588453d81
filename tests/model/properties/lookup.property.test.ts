// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { ApiError } from '../../../src/api/errors';
import type { LookupOption } from '../../../src/api/schemas/lookups';
import { lookupMachine } from '../../../src/machines/lookupMachine';
import { answersDelivered, Calls, propertyOptions, Reached, steps, watchErrors } from './fakeActors';

/**
 * Adversarial event orders on a dependent choice list (the enquiry form's cities of a state): the visitor picks
 * states, un-picks them and retries in any order, while the lists arrive in any order, late for a state picked
 * long ago, or fail. After every step the list shown is the list of the state picked now, or empty; nothing is
 * asked for "no state"; one request at a time.
 *
 * Mutants seen failing (each reverted): `loading` keeping its request when another state is picked (the old
 * state's list arrives for the new one), `clearOptions` dropped from a new key (the old state's cities while the new
 * ones load), the `isEmptyKey` branch dropped (a request for no state), `isSameKey` dropped (the same state asked
 * again while its list is shown), `lookup.retry` removed from `failed` (stuck). Equivalent, so not caught: dropping
 * `reenter: true` (the transition is the root's, and a root transition to `.loading` restarts `loading` either way).
 */

const KEYS = ['', 'IN-MH', 'IN-KA', 'IN-GJ'];

type Step = { do: 'load'; key: string } | { do: 'retry' } | { do: 'answer'; pick: number; with: 'list' | 'empty' | 'fails' };

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ do: fc.constant('load' as const), key: fc.constantFrom(...KEYS) }) },
  { weight: 1, arbitrary: fc.constant({ do: 'retry' as const }) },
  {
    weight: 3,
    arbitrary: fc.record({ do: fc.constant('answer' as const), pick: fc.nat(3), with: fc.constantFrom('list' as const, 'empty' as const, 'fails' as const) }),
  },
);

type Snapshot = SnapshotFrom<typeof lookupMachine>;
const offline = new ApiError('network', 'Failed to fetch');
/** A list that names the key it was asked for, so the test can tell whose it is. */
const listFor = (key: string, seq: number): LookupOption[] => [{ id: `${key}/city-${seq}`, name: `City ${seq} of ${key}` }];

async function run(commands: Step[], reached: Reached) {
  const calls = new Calls();
  const actor = createActor(lookupMachine.provide({ actors: { fetchOptions: calls.fake<LookupOption[], { key: string }>('fetchOptions') } }));
  const errors = watchErrors(actor);
  actor.start();
  const answers = new Map<number, LookupOption[] | Error>();
  // The state the visitor has picked now ('' = none).
  let picked = '';

  const check = (s: Snapshot) => {
    expect(errors).toEqual([]);
    expect(s.status).toBe('active');
    expect(s.context.key).toBe(picked);
    for (const call of calls.of<{ key: string }>('fetchOptions')) expect(call.input.key).not.toBe('');
    expect(calls.inFlight('fetchOptions').length).toBeLessThanOrEqual(1);
    const latest = calls.latest<{ key: string }>('fetchOptions');
    switch (s.value) {
      case 'idle':
        expect(picked).toBe('');
        expect(s.context.options).toEqual([]);
        break;
      case 'loading':
        // While the new list loads, the old one is gone (a city of another state must not be chosen).
        expect(s.context.options).toEqual([]);
        expect(calls.inFlight('fetchOptions')).toEqual([latest]);
        expect(latest!.input.key).toBe(picked);
        break;
      case 'loaded':
        // The list of the latest request, which is for the state picked now.
        expect(latest!.input.key).toBe(picked);
        expect(s.context.options).toBe(answers.get(latest!.seq));
        break;
      case 'failed':
        expect(latest!.input.key).toBe(picked);
        expect(answers.get(latest!.seq)).toBe(offline);
        expect(s.context.options).toEqual([]);
        expect(s.can({ type: 'lookup.retry' })).toBe(true);
        break;
    }
  };

  check(actor.getSnapshot());
  for (const command of commands) {
    const before = actor.getSnapshot();
    const sentBefore = calls.of('fetchOptions').length;
    let late = false;
    if (command.do === 'load') {
      actor.send({ type: 'lookup.load', key: command.key });
      picked = command.key;
    } else if (command.do === 'retry') {
      actor.send({ type: 'lookup.retry' });
    } else {
      const call = calls.pick<{ key: string }, LookupOption[]>('fetchOptions', command.pick);
      if (call) {
        late = call.signal.aborted;
        if (command.with === 'fails') {
          answers.set(call.seq, offline);
          call.reject(offline);
        } else {
          const list = command.with === 'list' ? listFor(call.input.key, call.seq) : [];
          answers.set(call.seq, list);
          call.resolve(list);
        }
        await answersDelivered();
      }
    }
    const after = actor.getSnapshot();
    // A request goes out for a state newly picked (not the one already loading or shown), and for Try again.
    const asks =
      (command.do === 'load' && command.key !== '' && command.key !== before.context.key) || (command.do === 'retry' && before.value === 'failed');
    expect(calls.of('fetchOptions').length).toBe(sentBefore + (asks ? 1 : 0));
    if (late) expect({ value: after.value, context: after.context }).toEqual({ value: before.value, context: before.context });
    check(after);
    reached.note(String(after.value));
    if (late) reached.note('late answer');
  }
  actor.stop();
}

describe('lookupMachine under adversarial event orders', () => {
  it("shows only the list of the state picked now, never an old state's late list, and never asks for no state", async () => {
    const reached = new Reached();
    await fc.assert(fc.asyncProperty(steps(step), (commands) => run(commands, reached)), propertyOptions());
    expect(reached.missing(['idle', 'loading', 'loaded', 'failed', 'late answer'])).toEqual([]);
  });
});
