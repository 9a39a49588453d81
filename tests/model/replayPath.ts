import { createActor, getInitialMicrosteps, SimulatedClock, type AnyMachineSnapshot, type AnyStateMachine, type EventObject, type InspectionEvent } from 'xstate';
import { takenTransitions } from './takenTransitions';

/**
 * A path from xstate/graph (getShortestPaths, getSimplePaths, getPathsFromEvents, createTestModel): its first step
 * is the start (`xstate.init`), each later step the event sent and the snapshot it led to. `input` is the input
 * the paths were made with (`withInput`), which the replay needs to start where they did.
 */
export interface PathLike {
  steps: Array<{ event: EventObject; state: AnyMachineSnapshot }>;
  input?: unknown;
}

/** Paths made with `getShortestPaths(machine, { input, ... })`, marked with that input for the replay. */
export function withInput<P extends object>(input: unknown, paths: P[]): Array<P & { input: unknown }> {
  return paths.map((path) => ({ ...path, input }));
}

export interface Replayed {
  /**
   * Ids of every state node the machine was in after some microstep, the ones it only passed through too, and of
   * every history state a transition it took went to.
   */
  states: Set<string>;
  /**
   * The machine's own transition objects it took: sent events', raised events', `always`, `onDone`; not those a
   * conflicting transition preempted (tests/model/takenTransitions.ts).
   */
  transitions: Set<unknown>;
}

const nodeIds = (snapshot: unknown) => (snapshot as { _nodes: Array<{ id: string }> })._nodes.map((n) => n.id);
const where = (snapshot: AnyMachineSnapshot) => JSON.stringify({ status: snapshot.status, value: snapshot.value });

/**
 * Runs each path on a real actor and records what the machine itself did, microstep by microstep
 * (`@xstate.microstep` inspection events carry the transitions taken and the snapshot after them). The outer
 * events alone miss what the machine does by itself: a compound state's `onDone` after its final child, raised
 * events, `always`, and states entered and left within one event. A fake `xstate.done.state.*` event in a path
 * is refused (outsideEvent): it would make the machine take `onDone` by a way it cannot take by itself.
 *
 * The actor runs with a simulated clock, so no `after` fires by itself: the path's `xstate.after.*` events drive
 * the timers, as in the traversal. Invoked actors start (the machine's stubs or the test's fakes) but the replay
 * is synchronous and stops the actor at the end, so their answers never arrive: the path's
 * `xstate.done.actor.*` events stand for them. The path's events are sent and what the actor does with them is
 * what counts, not the snapshots xstate/graph recorded: a serializeState that merges two snapshots (a stopped one
 * with a live one, say, when it leaves out the status) makes those wrong. A path that goes on after the machine
 * stopped (xstate/graph does) is replayed up to the stop. The start must be the path's, or it throws.
 */
export function replayPaths(machine: AnyStateMachine, paths: PathLike[]): Replayed {
  const replayed: Replayed = { states: new Set(), transitions: new Set() };
  paths.forEach((path, index) => replayOne(machine, path, index, replayed));
  return replayed;
}

/**
 * `xstate.done.state.*` is the machine's own word that a state's final child was reached. Sent from outside it
 * takes the `onDone` transition by a path the machine cannot take: send the events that reach the final state.
 */
function outsideEvent(machine: AnyStateMachine, index: number, event: EventObject): EventObject {
  if (!event.type.startsWith('xstate.done.state.')) return event;
  throw new Error(
    `measureCoverage(${machine.id}): path ${index + 1} sends ${event.type}, which only the machine itself raises ` +
      '(its state reached a final child): take it out of `events` and send the events that reach the final state',
  );
}

function replayOne(machine: AnyStateMachine, path: PathLike, index: number, replayed: Replayed) {
  const microsteps: Array<Extract<InspectionEvent, { type: '@xstate.microstep' }>> = [];
  const actor = createActor(machine, {
    input: path.input as never,
    clock: new SimulatedClock(),
    inspect: (e) => void (e.type === '@xstate.microstep' && microsteps.push(e)),
  });
  // A path may stop the machine with an error (an `xstate.error.actor.*` it does not handle): that is the
  // machine's own answer, not a failure of the test, so it must not be reported as an unhandled error.
  actor.subscribe({ error: () => {} });
  actor.start();
  // The start must be the path's: a path made with an input the replay was not given starts elsewhere.
  const actual = actor.getSnapshot() as AnyMachineSnapshot;
  const expected = path.steps[0]!.state;
  const start = (snapshot: AnyMachineSnapshot) => JSON.stringify([snapshot.status, snapshot.value, snapshot.context]);
  if (start(actual) !== start(expected)) {
    actor.stop();
    throw new Error(
      `measureCoverage(${machine.id}): path ${index + 1} does not start where the real actor does: the path at ` +
        `${where(expected)}, the actor at ${where(actual)} (or their contexts differ). Paths made with an \`input\` ` +
        'need it for the replay: measureCoverage(machine, withInput(input, paths))',
    );
  }
  // The start's first microstep (entering the initial states) is not an inspection event; the later ones are.
  const [[first]] = getInitialMicrosteps(machine, path.input as never) as unknown as [[AnyMachineSnapshot]];
  nodeIds(first).forEach((id) => replayed.states.add(id));
  let before: AnyMachineSnapshot = first;
  try {
    for (const step of path.steps.slice(1)) {
      // xstate/graph goes on from a stopped snapshot (an unhandled `xstate.error.actor.*` stops the machine with
      // an error) as if it were live; a real machine takes nothing after that, so nothing more is credited.
      if (actor.getSnapshot().status !== 'active') break;
      actor.send(outsideEvent(machine, index, step.event));
    }
  } finally {
    actor.stop();
  }
  for (const step of microsteps) {
    if (step.actorRef !== actor) continue; // an invoked or spawned machine's own steps
    nodeIds(step.snapshot).forEach((id) => replayed.states.add(id));
    // `_transitions` also lists transitions that a conflicting one preempted (never taken): keep xstate's choice.
    for (const t of takenTransitions(step._transitions, before)) {
      replayed.transitions.add(t);
      // A history state is never among the active states (the machine goes on to the state it restores), so it
      // counted in the totals (toDirectedGraph lists it) but could never be covered: entering through it covers it.
      for (const target of (t as { target?: Array<{ id: string; type: string }> }).target ?? []) {
        if (target.type === 'history') replayed.states.add(target.id);
      }
    }
    before = step.snapshot as AnyMachineSnapshot;
  }
}
