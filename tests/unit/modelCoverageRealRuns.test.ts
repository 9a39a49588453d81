// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { assign, raise, setup, type EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { measureCoverage, serializeByEdge, withInput, type PathLike } from '../model/graphCoverage';

/**
 * What a machine does by itself (a compound state's `onDone` after its final child, a parallel state's `onDone`
 * once every region is final, `always`, raised events) is credited only when a real run of the path takes it.
 * The outer events alone never showed it: this machine could not reach 100%, except with fake
 * `xstate.done.state.*` events, which the machine never receives from outside.
 */
const toy = setup({
  types: { context: {} as { long: boolean } },
  guards: { isLong: ({ context }) => context.long },
}).createMachine({
  id: 'toy',
  context: { long: false },
  initial: 'task',
  states: {
    // A compound state left by its own onDone, once its final child is reached.
    task: {
      initial: 'working',
      states: {
        working: {
          on: { 'toy.finish': { target: 'finished', actions: assign({ long: ({ event }) => (event as { long?: boolean }).long === true }) } },
        },
        finished: { type: 'final' },
      },
      onDone: 'both',
    },
    // Parallel: done when both regions are final. `left` gets there by a raised event.
    both: {
      type: 'parallel',
      states: {
        left: {
          initial: 'a',
          states: { a: { on: { 'toy.go': { actions: raise({ type: 'toy.raised' }) }, 'toy.raised': 'b' } }, b: { type: 'final' } },
        },
        right: { initial: 'c', states: { c: { on: { 'toy.go': 'd' } }, d: { type: 'final' } } },
      },
      onDone: 'deciding',
    },
    // Only passed through: `always` leaves it in the same step.
    deciding: { always: [{ guard: 'isLong', target: 'long' }, { target: 'short' }] },
    long: {},
    short: {},
  },
});

const events = [{ type: 'toy.finish' }, { type: 'toy.finish', long: true }, { type: 'toy.go' }] as EventObject[];
const paths = () =>
  getShortestPaths(toy, { events: events as never, serializeState: serializeByEdge((s) => s.context.long) as never }) as unknown as PathLike[];

describe('measureCoverage credits what the machine did in a real run', () => {
  it('reaches 100% through onDone, a parallel state, raise and always, with outer events only', () => {
    const coverage = measureCoverage(toy, paths());
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.edges.missing).toEqual([]);
    // `always` transitions are counted too (toDirectedGraph leaves them out).
    expect(coverage.edges.total).toBe(8);
    expect(coverage.states.total).toBe(14);
  });

  it('does not credit what no path made the machine do', () => {
    // Only `toy.finish` without `long`: the `long` branch of `always` and the `long` state are never reached.
    const short = paths().filter((p) => !p.steps.some((s) => (s.event as { long?: boolean }).long));
    const coverage = measureCoverage(toy, short);
    expect(coverage.states.missing).toEqual(['toy.long']);
    expect(coverage.edges.missing).toEqual(['toy.deciding --always [isLong]--> toy.long']);
  });

  it('refuses a fake xstate.done.state.* event, which would take onDone by a way the machine cannot', () => {
    const fake = getShortestPaths(toy, {
      events: [{ type: 'xstate.done.state.toy.task' }] as never,
      serializeState: serializeByEdge() as never,
    }) as unknown as PathLike[];
    expect(() => measureCoverage(toy, fake)).toThrow(/sends xstate.done.state.toy.task, which only the machine itself raises/);
  });
});

describe('measureCoverage replays from the start the paths were made from', () => {
  const counter = setup({ types: { input: {} as { from: number }, context: {} as { n: number } } }).createMachine({
    id: 'counter',
    context: ({ input }) => ({ n: input.from }),
    initial: 'counting',
    states: { counting: { on: { 'counter.stop': 'stopped' } }, stopped: {} },
  });
  const made = (from: number) =>
    getShortestPaths(counter, { input: { from }, events: [{ type: 'counter.stop' }], serializeState: serializeByEdge() as never }) as unknown as PathLike[];

  it('a path made with an input needs it: without, the real actor starts elsewhere, and it says so', () => {
    expect(() => measureCoverage(counter, made(3))).toThrow(/does not start where the real actor does.*withInput\(input, paths\)/);
    expect(measureCoverage(counter, withInput({ from: 3 }, made(3))).edges.missing).toEqual([]);
  });
});
