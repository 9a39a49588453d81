// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { assign, raise, setup, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { measureCoverage, serializeByEdge, withInput, type PathLike } from '../model/graphCoverage';

/** xstate/graph's shortest paths over `events`, one per edge (serializeByEdge), in the shape measureCoverage reads. */
function shortestPaths(machine: AnyStateMachine, events: EventObject[], options: { input?: unknown; detail?: (s: AnyMachineSnapshot) => unknown } = {}) {
  return getShortestPaths(machine, { input: options.input, events: events as never, serializeState: serializeByEdge(options.detail) as never }) as unknown as PathLike[];
}

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
const paths = () => shortestPaths(toy, events, { detail: (s) => s.context.long });

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
    const fake = shortestPaths(toy, [{ type: 'xstate.done.state.toy.task' }]);
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
  const made = (from: number) => shortestPaths(counter, [{ type: 'counter.stop' }], { input: { from } });

  it('a path made with an input needs it: without, the real actor starts elsewhere, and it says so', () => {
    expect(() => measureCoverage(counter, made(3))).toThrow(/does not start where the real actor does.*withInput\(input, paths\)/);
    expect(measureCoverage(counter, withInput({ from: 3 }, made(3))).edges.missing).toEqual([]);
  });
});

describe('measureCoverage credits only the transitions xstate keeps in a parallel state', () => {
  // On `go`, both regions have a transition; the right one leaves the parallel state, so it conflicts with the left
  // one, which comes first in document order and wins (SCXML's rule): `right.r1 --go--> out` is never taken, and
  // `out` never entered. xstate's microstep inspection event still lists it among the transitions.
  const split = setup({}).createMachine({
    id: 'split',
    initial: 'both',
    states: {
      both: {
        type: 'parallel',
        states: {
          left: { initial: 'l1', states: { l1: { on: { go: 'l2', step: 'l2' } }, l2: { on: { go: 'l1', step: 'l1' } } } },
          right: { initial: 'r1', states: { r1: { on: { go: '#split.out', step: 'r2' } }, r2: { on: { step: 'r1' } } } },
        },
      },
      out: {},
    },
  });
  const events = [{ type: 'go' }, { type: 'step' }] as EventObject[];
  // Inside each test: measureCoverage records its result in the running test's meta.
  const measure = () => measureCoverage(split, shortestPaths(split, events));

  it('a transition preempted by a conflicting one is missing, however often its event was sent', () => {
    const coverage = measure();
    expect(coverage.states.missing).toEqual(['split.out']);
    expect(coverage.edges.missing).toEqual(['split.both.right.r1 --go--> split.out']);
  });

  it('two regions that both move on one event (no conflict) are both credited', () => {
    // `step` moves both regions at once: neither leaves its region, so both are taken.
    const coverage = measure();
    expect(coverage.edges.missing).not.toContain('split.both.right.r1 --step--> split.both.right.r2');
    expect(coverage.edges.covered).toBe(coverage.edges.total - 1);
  });
});

describe('measureCoverage of a history state', () => {
  // A history state is never active (the machine goes on to the state it restores), yet toDirectedGraph lists it, so
  // the totals count it: a transition into it covers it, or no machine with one could reach 100%.
  const player = setup({}).createMachine({
    id: 'player',
    initial: 'on',
    states: {
      on: {
        initial: 'playing',
        states: { playing: { on: { pause: 'paused' } }, paused: {}, last: { type: 'history' } },
        on: { off: 'off' },
      },
      off: { on: { resume: 'on.last' } },
    },
  });
  const pathsWith = (types: string[]) => shortestPaths(player, types.map((type) => ({ type })));

  it('is covered when a path goes back through it', () => {
    const coverage = measureCoverage(player, pathsWith(['pause', 'off', 'resume']));
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.edges.missing).toEqual([]);
  });

  it('is missing, with the transition into it, when no path does', () => {
    const coverage = measureCoverage(player, pathsWith(['pause', 'off']));
    expect(coverage.states.missing).toEqual(['player.on.last']);
    expect(coverage.edges.missing).toEqual(['player.off --resume--> player.on.last']);
  });
});
