import type { AnyStateMachine } from 'xstate';
import { toDirectedGraph, type DirectedGraphNode } from 'xstate/graph';
import { guardLabel } from './machines-labels';

/**
 * What the model-coverage table counts for a machine, and the diagram's header states: every state and every
 * transition of `toDirectedGraph` (root state included), plus the eventless (`always`) transitions, which
 * `toDirectedGraph` leaves out although the machine takes them (tests/model/replayPath.ts sees it do so).
 */
export interface CountedEdge {
  /** `source --event [guard]--> target`, numbered (`#2`) when two are otherwise the same. */
  key: string;
  /** The machine's own transition object: the one a run reports when it takes the edge. */
  transition: unknown;
}

export interface CountedGraph {
  states: string[];
  edges: CountedEdge[];
}

interface AlwaysTransition {
  guard?: unknown;
  target?: Array<{ id: string }>;
}

function collect(node: DirectedGraphNode, graph: CountedGraph) {
  graph.states.push(node.id);
  const add = (source: string, event: string, guard: unknown, target: string, transition: unknown) => {
    const key = `${source} --${event}${guard === undefined ? '' : ` [${guardLabel(guard)}]`}--> ${target}`;
    // Still the same (two inline guards, say): numbered in the machine's own order, which is stable.
    const twins = graph.edges.filter((e) => e.key === key || e.key.startsWith(`${key} #`)).length;
    graph.edges.push({ key: twins === 0 ? key : `${key} #${twins + 1}`, transition });
  };
  for (const edge of node.edges) add(edge.source.id, edge.label.text, edge.transition.guard, edge.target.id, edge.transition);
  const always = (node.stateNode as unknown as { always?: AlwaysTransition[] }).always ?? [];
  for (const t of always) for (const target of t.target ?? [node.stateNode]) add(node.id, 'always', t.guard, target.id, t);
  for (const child of node.children) collect(child, graph);
}

export function countedGraph(machine: AnyStateMachine): CountedGraph {
  const graph: CountedGraph = { states: [], edges: [] };
  collect(toDirectedGraph(machine), graph);
  return graph;
}

/**
 * The graph's shape in one string (its sorted state and edge keys): two measurements under one machine id with
 * different fingerprints measured two different machines (tests/model/coverageTable.ts).
 */
export function graphFingerprint(graph: CountedGraph): string {
  return JSON.stringify([[...graph.states].sort(), graph.edges.map((e) => e.key).sort()]);
}
