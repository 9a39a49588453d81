import type { AnyStateMachine, AnyMachineSnapshot, EventObject } from 'xstate';
import { TestRunner } from 'vitest';
import { countedGraph, graphFingerprint } from '../../scripts/machines-graph';
import { replayPaths, type PathLike } from './replayPath';

export { withInput, type PathLike } from './replayPath';

/**
 * State and transition coverage of a machine by a set of paths from xstate/graph (getShortestPaths,
 * getSimplePaths, getPathsFromEvents), measured against the machine's own graph (scripts/machines-graph.ts:
 * `toDirectedGraph` and the `always` transitions). Covered means the machine really entered the state or took the
 * transition when the path was replayed on a real actor (tests/model/replayPath.ts).
 * A QA engineer's model test asserts `states.missing` and `edges.missing` are empty; `formatCoverage` reports it.
 */
export interface Coverage {
  machine: string;
  /** The measured graph's shape: two measurements under one id must have the same (tests/model/coverageTable.ts). */
  graph: string;
  /** Where it was measured (test file > test name), named when two measurements of one id disagree on the graph. */
  source: string;
  states: { covered: number; total: number; missing: string[] };
  edges: { covered: number; total: number; missing: string[] };
}

export function measureCoverage(machine: AnyStateMachine, paths: PathLike[]): Coverage {
  // Before the replay, so a call outside a test says so rather than whatever a replay might fail with.
  const test = currentTest(machine.id);
  const graph = countedGraph(machine);
  const seen = replayPaths(machine, paths);
  const missingStates = graph.states.filter((s) => !seen.states.has(s));
  const missingEdges = graph.edges.filter((e) => !seen.transitions.has(e.transition)).map((e) => e.key);
  const coverage: Coverage = {
    machine: machine.id,
    graph: graphFingerprint(graph),
    source: `${test.file.name} > ${test.name}`,
    states: { covered: graph.states.length - missingStates.length, total: graph.states.length, missing: missingStates },
    edges: { covered: graph.edges.length - missingEdges.length, total: graph.edges.length, missing: missingEdges },
  };
  recordCoverage(test, coverage);
  return coverage;
}

/** Where the model-test reporter (tests/model/coverageReporter.ts) finds each measurement: the test's meta. */
export const COVERAGE_META_KEY = 'machineCoverage';

type RunningTest = NonNullable<ReturnType<typeof TestRunner.getCurrentTest>>;

function currentTest(machine: string): RunningTest {
  const test = TestRunner.getCurrentTest();
  // Outside a test (a describe body, beforeAll) there is nowhere to keep it, and the table would then say the
  // machine has no model test although one measured it: say where to call it instead.
  if (!test) throw new Error(`measureCoverage(${machine}) was called outside a test: call it inside it() (docs/testing.md)`);
  return test;
}

// Every measurement is kept on the running test, so `npm run test:model` can print one table for all machines
// (a machine measured by several tests is covered by the union of their paths).
function recordCoverage(test: RunningTest, coverage: Coverage) {
  const meta = test.meta as Record<string, unknown>;
  const list = (meta[COVERAGE_META_KEY] as Coverage[] | undefined) ?? [];
  meta[COVERAGE_META_KEY] = [...list, coverage];
}

/**
 * A `serializeState` for getShortestPaths / getSimplePaths that keys each snapshot on the edge that reached it
 * (source state, event, target state), so the shortest paths take every transition rather than only reach every
 * state. Keying on the incoming event alone is not enough: an ignored event then reaches a state "by" that event
 * before the real transition does, and the real one is never on a shortest path. `detail` adds what else tells
 * snapshots apart for the machine's guards (e.g. part of the context). The status is in the key too: an
 * `xstate.error.actor.*` event the state does not handle stops the machine with an error, and without it that
 * stopped snapshot shared its key with the live one, and paths went on from it as if it were live.
 */
export function serializeByEdge(detail?: (snapshot: AnyMachineSnapshot) => unknown) {
  return (snapshot: AnyMachineSnapshot, event: EventObject | undefined, previous?: AnyMachineSnapshot): string =>
    JSON.stringify([previous?.value ?? null, event ?? null, snapshot.value, snapshot.status, detail ? detail(snapshot) : null]);
}

/** One line per machine for QA, collected by the model-test reporter. */
export function formatCoverage(c: Coverage): string {
  const pct = (n: number, d: number) => (d === 0 ? 100 : Math.floor((n / d) * 1000) / 10);
  return `${c.machine}: states ${c.states.covered}/${c.states.total} (${pct(c.states.covered, c.states.total)}%), transitions ${c.edges.covered}/${c.edges.total} (${pct(c.edges.covered, c.edges.total)}%)`;
}
