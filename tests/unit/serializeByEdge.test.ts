// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fromPromise, initialTransition, setup, transition, type EventObject } from 'xstate';
import { serializeByEdge } from '../model/graphCoverage';

/**
 * A state that invokes an actor and handles only its success: its failure (`xstate.error.actor.*`) stops the
 * machine with an error. The stopped snapshot has the same value and context as the live one it came from.
 */
const loader = setup({ actors: { load: fromPromise(async () => 'loaded') } }).createMachine({
  id: 'loader',
  initial: 'loading',
  states: {
    loading: { invoke: { id: 'load', src: 'load', onDone: 'ready' }, on: { 'loader.tick': 'loading' } },
    ready: {},
  },
});

const failure = { type: 'xstate.error.actor.load', error: new Error('down') } as EventObject;
const tick = { type: 'loader.tick' } as EventObject;

describe('serializeByEdge', () => {
  it('keys a snapshot stopped by an error apart from the live one with the same edge, value and context', () => {
    const [start] = initialTransition(loader);
    const [stopped] = transition(loader, start, failure);
    const [live] = transition(loader, start, tick);
    expect(stopped.status).toBe('error');
    expect(stopped.value).toEqual(live.value);
    const key = serializeByEdge();
    // Same previous state and value; only the status differs (the event is given as the same one to isolate it).
    expect(key(stopped, tick, start)).not.toBe(key(live, tick, start));
  });

  it('keys on the detail the machine\'s guards read', () => {
    const [start] = initialTransition(loader);
    expect(serializeByEdge(() => 1)(start, tick, start)).not.toBe(serializeByEdge(() => 2)(start, tick, start));
  });
});
