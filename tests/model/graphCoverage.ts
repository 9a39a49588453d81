import type { AnyStateMachine, AnyMachineSnapshot, EventObject } from 'xstate';
import { toDirectedGraph, type DirectedGraphNode } from 'xstate/graph';
import { TestRunner } from 'vitest';
import { guardLabel } from '../../scripts/machines-diagram.render';

/**
 * State and transition coverage of a machine by a set of paths from xstate/graph (getShortestPaths,
 * getSimplePaths, getPathsFromEvents), measured against the machine's own `toDirectedGraph`.
 * A QA engineer's model test asserts `states.missing` and `edges.missing` are empty; `formatCoverage` reports it.
 */
export interface PathLike {
  steps: Array<{ event: EventObject; state: AnyMachineSnapshot }>;
}

export interface Coverage {
  machine: string;
  states: { covered: number; total: number; missing: string[] };
  edges: { covered: number; total: number; missing: string[] };
}

interface Edge {
  key: string;
  transition: unknown;
}

/**
 * Every state and every transition of the graph. An edge is named by its source, event, guard (as the diagram in
 * docs/machines/ writes it) and target, so two guarded branches between the same states are told apart in the
 * report and in the union of several measurements (tests/model/coverageTable.ts). Eventless (`always`)
 * transitions are not in `toDirectedGraph`, so they are not counted: test a guarded `always` by its behaviour.
 */
function collect(node: DirectedGraphNode, states: string[], edges: Edge[]) {
  states.push(node.id);
  for (const edge of node.edges) {
    const guard = edge.transition.guard === undefined ? '' : ` [${guardLabel(edge.transition.guard)}]`;
    const key = `${edge.source.id} --${edge.label.text}${guard}--> ${edge.target.id}`;
    // Still the same (two inline guards, say): numbered in the machine's own order, which is stable.
    const twins = edges.filter((e) => e.key === key || e.key.startsWith(`${key} #`)).length;
    edges.push({ key: twins === 0 ? key : `${key} #${twins + 1}`, transition: edge.transition });
  }
  for (const child of node.children) collect(child, states, edges);
}

function activeNodeIds(snapshot: AnyMachineSnapshot): string[] {
  return (snapshot as unknown as { _nodes: Array<{ id: string }> })._nodes.map((n) => n.id);
}

export function measureCoverage(machine: AnyStateMachine, paths: PathLike[]): Coverage {
  const states: string[] = [];
  const edges: Edge[] = [];
  collect(toDirectedGraph(machine), states, edges);

  const seenStates = new Set<string>();
  const seenTransitions = new Set<unknown>();

  for (const path of paths) {
    let previous: AnyMachineSnapshot | undefined;
    for (const step of path.steps) {
      const active = activeNodeIds(step.state);
      active.forEach((id) => seenStates.add(id));
      if (previous) {
        for (const t of machine.getTransitionData(previous as never, step.event as never)) seenTransitions.add(t);
      }
      previous = step.state;
    }
  }

  const missingStates = states.filter((s) => !seenStates.has(s));
  const missingEdges = edges.filter((e) => !seenTransitions.has(e.transition)).map((e) => e.key);
  const coverage: Coverage = {
    machine: machine.id,
    states: { covered: states.length - missingStates.length, total: states.length, missing: missingStates },
    edges: { covered: edges.length - missingEdges.length, total: edges.length, missing: missingEdges },
  };
  recordCoverage(coverage);
  return coverage;
}

/** Where the model-test reporter (tests/model/coverageReporter.ts) finds each measurement: the test's meta. */
export const COVERAGE_META_KEY = 'machineCoverage';

// Every measurement is kept on the running test, so `npm run test:model` can print one table for all machines
// (a machine measured by several tests is covered by the union of their paths).
function recordCoverage(coverage: Coverage) {
  const test = TestRunner.getCurrentTest();
  // Outside a test (a describe body, beforeAll) there is nowhere to keep it, and the table would then say the
  // machine has no model test although one measured it: say where to call it instead.
  if (!test) throw new Error(`measureCoverage(${coverage.machine}) was called outside a test: call it inside it() (docs/testing.md)`);
  const meta = test.meta as Record<string, unknown>;
  const list = (meta[COVERAGE_META_KEY] as Coverage[] | undefined) ?? [];
  meta[COVERAGE_META_KEY] = [...list, coverage];
}

/**
 * A `serializeState` for getShortestPaths / getSimplePaths that keys each snapshot on the edge that reached it
 * (source state, event, target state), so the shortest paths take every transition rather than only reach every
 * state. Keying on the incoming event alone is not enough: an ignored event then reaches a state "by" that event
 * before the real transition does, and the real one is never on a shortest path. `detail` adds what else tells
 * snapshots apart for the machine's guards (e.g. part of the context).
 */
export function serializeByEdge(detail?: (snapshot: AnyMachineSnapshot) => unknown) {
  return (snapshot: AnyMachineSnapshot, event: EventObject | undefined, previous?: AnyMachineSnapshot): string =>
    JSON.stringify([previous?.value ?? null, event ?? null, snapshot.value, detail ? detail(snapshot) : null]);
}

/** One line per machine for QA, collected by the model-test reporter. */
export function formatCoverage(c: Coverage): string {
  const pct = (n: number, d: number) => (d === 0 ? 100 : Math.floor((n / d) * 1000) / 10);
  return `${c.machine}: states ${c.states.covered}/${c.states.total} (${pct(c.states.covered, c.states.total)}%), transitions ${c.edges.covered}/${c.edges.total} (${pct(c.edges.covered, c.edges.total)}%)`;
}
