import { assign, fromPromise, setup as xstateSetup, type AnyStateMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import { setup } from '../../src/machines/setup';

/**
 * src/machines/setup.ts stands in for XState's `setup` (which would put every action creator into every page).
 * It must build the very machine XState's does: same definition, same config, same implementations. Should a
 * new XState build machines differently, these fail.
 */
// The definition as data: state nodes hold fresh objects of their own, so compare what they describe.
const definition = (machine: AnyStateMachine): unknown => JSON.parse(JSON.stringify(machine.toJSON()));
const same = (ours: AnyStateMachine, theirs: AnyStateMachine) => {
  expect(ours.config).toEqual(theirs.config);
  expect(definition(ours)).toEqual(definition(theirs));
  expect(ours.implementations).toEqual(theirs.implementations);
};
type AnySetup = (implementations: object) => { createMachine: (config: object) => AnyStateMachine };

describe('setup (src/machines/setup.ts)', () => {
  it('builds the machine XState’s setup builds, implementations and schemas included', () => {
    const implementations = {
      types: {} as { context: { n: number }; events: { type: 'go' } },
      schemas: { events: { go: { type: 'object' } } },
      actors: { load: fromPromise(async () => 1) },
      actions: { count: assign({ n: ({ context }: { context: { n: number } }) => context.n + 1 }) },
      guards: { small: ({ context }: { context: { n: number } }) => context.n < 3 },
      delays: { pause: 500 },
    };
    const config = {
      id: 'probe',
      context: { n: 0 },
      initial: 'idle',
      states: {
        idle: { on: { go: { guard: 'small', actions: 'count', target: 'loading' } } },
        loading: { invoke: { src: 'load', onDone: 'idle' }, after: { pause: 'idle' } },
      },
    } as const;
    same((setup as AnySetup)(implementations).createMachine(config), (xstateSetup as AnySetup)(implementations).createMachine(config));
  });
});
