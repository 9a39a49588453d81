import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { createActor, fromPromise, type EventObject } from 'xstate';
import { lookupMachine } from '../../src/machines/lookupMachine';
import type { LookupOption } from '../../src/api/schemas/lookups';
import { formatCoverage, measureCoverage, serializeByEdge } from './graphCoverage';

const events: EventObject[] = [
  { type: 'lookup.load', key: '' } as EventObject,
  { type: 'lookup.load', key: 'IN-MH' } as EventObject,
  { type: 'lookup.load', key: 'IN-KA' } as EventObject,
  { type: 'lookup.retry' },
  { type: 'xstate.done.actor.fetchOptions', output: [{ id: 'in-mh-pune', name: 'Pune' }] } as EventObject,
  { type: 'xstate.error.actor.fetchOptions', error: new Error('offline') } as EventObject,
];

// Keyed on the edge (source, event, target) plus the key being loaded, which isSameKey compares.
const serializeState = serializeByEdge((s) => s.context.key);

describe('lookupMachine graph', () => {
  it('reaches every state and takes every transition', () => {
    const paths = getShortestPaths(lookupMachine, { events: events as never, serializeState: serializeState as never });
    const coverage = measureCoverage(lookupMachine, paths);
    console.log(formatCoverage(coverage));
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.edges.missing).toEqual([]);
  });

  it('a new key cancels the request for the old one, so a late answer never fills the list', async () => {
    const pending = new Map<string, (options: LookupOption[]) => void>();
    const aborted: string[] = [];
    const actor = createActor(
      lookupMachine.provide({
        actors: {
          fetchOptions: fromPromise<LookupOption[], { key: string }>(({ input, signal }) => {
            signal.addEventListener('abort', () => aborted.push(input.key));
            return new Promise((resolve) => pending.set(input.key, resolve));
          }),
        },
      }),
    ).start();
    actor.send({ type: 'lookup.load', key: 'IN-MH' });
    actor.send({ type: 'lookup.load', key: 'IN-KA' });
    expect(aborted).toEqual(['IN-MH']);
    pending.get('IN-MH')!([{ id: 'in-mh-pune', name: 'Pune' }]);
    pending.get('IN-KA')!([{ id: 'in-ka-mysuru', name: 'Mysuru' }]);
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().context.options).toEqual([{ id: 'in-ka-mysuru', name: 'Mysuru' }]);
  });

  it('choosing nothing empties the list without a request', () => {
    let calls = 0;
    const actor = createActor(
      lookupMachine.provide({ actors: { fetchOptions: fromPromise(async () => (calls++, [] as LookupOption[])) } }),
    ).start();
    actor.send({ type: 'lookup.load', key: '' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls).toBe(0);
  });
});
