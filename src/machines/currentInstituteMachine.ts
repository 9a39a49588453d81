import { assign, fromPromise } from 'xstate';
import { setup } from './setup';
import type { Institute } from '../api/schemas/institute';

/**
 * The signed-in user's institute and branch for the main layout (`current-institute`): loading, loaded, or
 * failed with a retry. The layout works without it (a plain title instead of the logo), so a failure is shown
 * where the branch details would be, never as a blocking error.
 */
export const currentInstituteMachine = setup({
  types: {
    context: {} as { institute: Institute | null },
    events: {} as { type: 'institute.retry' },
  },
  actors: {
    loadInstitute: fromPromise<Institute>(() => Promise.reject(new Error('currentInstituteMachine: provide loadInstitute'))),
  },
  actions: {
    keepInstitute: assign((_, params: { institute: Institute }) => ({ institute: params.institute })),
  },
}).createMachine({
  id: 'currentInstitute',
  context: { institute: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadInstitute',
        src: 'loadInstitute',
        onDone: { target: 'loaded', actions: { type: 'keepInstitute', params: ({ event }) => ({ institute: event.output }) } },
        onError: { target: 'failed' },
      },
    },
    loaded: {},
    failed: {
      on: { 'institute.retry': { target: 'loading' } },
    },
  },
});
