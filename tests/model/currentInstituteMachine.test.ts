import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyMachineSnapshot } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { currentInstituteMachine } from '../../src/machines/currentInstituteMachine';
import { formatCoverage, measureCoverage, serializeByEdge, type PathLike } from './graphCoverage';

/** The main layout's institute load: loading, loaded, failed and retried; server answers are events. */
const institute = {
  name: 'Kaveri Vidya Sansthan',
  address: '42, Koramangala, Bengaluru, Karnataka 560034',
  logoUrl: '/brand/light.svg',
  branch: { id: 'br-blr', name: 'Bengaluru' },
  preferences: {},
};
const events = [
  { type: 'xstate.done.actor.loadInstitute', output: institute },
  { type: 'xstate.error.actor.loadInstitute', error: new Error('503') },
  { type: 'institute.retry' },
];

// No guard reads the context, so the edge (source, event, target) alone tells every snapshot apart.
const serializeState = serializeByEdge();

describe('currentInstituteMachine graph', () => {
  it('covers every state and edge', () => {
    const paths = getShortestPaths(currentInstituteMachine, {
      events: ((state: AnyMachineSnapshot) => events.filter((e) => state.can(e as never))) as never,
      serializeState: serializeState as never,
    }) as unknown as PathLike[];
    const coverage = measureCoverage(currentInstituteMachine, paths);
    console.log(formatCoverage(coverage));
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.edges.missing).toEqual([]);
  });

  it('shows a failure, and a retry loads again and keeps the institute', async () => {
    let calls = 0;
    const actor = createActor(
      currentInstituteMachine.provide({
        actors: {
          loadInstitute: fromPromise(async () => {
            calls += 1;
            if (calls === 1) throw new Error('503');
            return institute;
          }),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.institute).toBeNull();
    actor.send({ type: 'institute.retry' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(actor.getSnapshot().context.institute).toEqual(institute);
    expect(calls).toBe(2);
  });
});
