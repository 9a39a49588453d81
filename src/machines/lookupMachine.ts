import { assign, fromPromise } from 'xstate';
import { setup } from './setup';
import type { LookupOption } from '../api/schemas/lookups';

export interface LookupContext {
  /** What the list depends on (a country id for states, a state id for cities); '' means nothing chosen. */
  key: string;
  options: LookupOption[];
}

export type LookupEvent = { type: 'lookup.load'; key: string } | { type: 'lookup.retry' };

/**
 * One dependent choice list (states of a country, cities of a state). A new key cancels the request for the
 * old one (re-entering `loading` stops its invoke), so a slow answer for a previous state never fills the list.
 * The view provides `fetchOptions`.
 */
export const lookupMachine = setup({
  types: {
    context: {} as LookupContext,
    events: {} as LookupEvent,
  },
  actors: {
    fetchOptions: fromPromise<LookupOption[], { key: string }>(async () => {
      throw new Error('fetchOptions not provided');
    }),
  },
  guards: {
    isEmptyKey: ({ event }) => event.type === 'lookup.load' && event.key === '',
    isSameKey: ({ context, event }) => event.type === 'lookup.load' && event.key === context.key,
  },
  actions: {
    assignKey: assign({ key: ({ event }) => (event.type === 'lookup.load' ? event.key : '') }),
    clearOptions: assign({ options: [] }),
    assignOptions: assign({ options: ({ event }) => (event as unknown as { output: LookupOption[] }).output }),
  },
}).createMachine({
  id: 'lookup',
  context: { key: '', options: [] },
  initial: 'idle',
  on: {
    'lookup.load': [
      { guard: 'isEmptyKey', target: '.idle', actions: ['assignKey', 'clearOptions'] },
      { guard: 'isSameKey' },
      { target: '.loading', reenter: true, actions: ['assignKey', 'clearOptions'] },
    ],
  },
  states: {
    idle: {},
    loading: {
      invoke: {
        id: 'fetchOptions',
        src: 'fetchOptions',
        input: ({ context }) => ({ key: context.key }),
        onDone: { target: 'loaded', actions: 'assignOptions' },
        onError: 'failed',
      },
    },
    loaded: {},
    failed: {
      on: { 'lookup.retry': 'loading' },
    },
  },
});
