import type { AnyStateMachine } from 'xstate';
import { toDirectedGraph, type DirectedGraphNode } from 'xstate/graph';

/**
 * A machine as a Mermaid state diagram (stateDiagram-v2), from the machine object itself, so it cannot drift
 * from the code: `npm run machines:diagram` writes it and tests/unit/machine-diagrams.test.ts compares.
 * Output is deterministic (definition order), so a diff shows exactly what changed in the machine.
 */

// The parts of StateNode / TransitionDefinition read here (xstate's own types are deeply generic).
interface Node {
  id: string;
  key: string;
  path: string[];
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  history: false | 'shallow' | 'deep';
  states: Record<string, Node>;
  initial: { target: Node[] } | undefined;
  transitions: Map<string, Transition[]>;
  always?: Transition[];
  invoke: Array<{ id: string; src: unknown }>;
  tags: string[];
}
interface Transition {
  eventType: string;
  guard?: unknown;
  actions: unknown[];
  target?: Node[];
}

const clean = (part: string) => part.replace(/\W/g, '_');
// The root only appears when it has transitions of its own; `<id>_machine` cannot clash with a state path.
const stateId = (node: Node): string => (node.path.length === 0 ? `${clean(node.key)}_machine` : node.path.map(clean).join('__'));

function eventLabel(type: string): string {
  let m = /^xstate\.after\.([^.]+)\./.exec(type);
  if (m) return `after ${m[1]}`;
  m = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
  if (m) return `${m[1]} ${m[2]}`;
  if (type.startsWith('xstate.done.state.')) return 'done';
  return type === '' ? 'always' : type;
}

export function guardLabel(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const g = guard as { name: string; guards?: unknown[] | unknown };
    if (g.guards !== undefined) return `${g.name}(${[g.guards].flat().map(guardLabel).join(', ')})`;
    return 'inline';
  }
  if (guard && typeof guard === 'object' && 'type' in guard) return String((guard as { type: unknown }).type);
  return 'guard';
}

function actionLabel(action: unknown): string {
  if (typeof action === 'string') return action;
  const type = (action as { type?: unknown } | null)?.type;
  if (typeof type === 'string') return type.replace(/^xstate\./, '');
  return 'inline';
}

function transitionLabel(t: Transition): string {
  let label = eventLabel(t.eventType);
  if (t.guard !== undefined) label += ` [${guardLabel(t.guard)}]`;
  if (t.actions.length > 0) label += ` / ${t.actions.map(actionLabel).join(', ')}`;
  return label.replace(/[;#:]/g, ' ');
}

function declare(node: Node, indent: string, out: string[]) {
  const id = stateId(node);
  const name = node.type === 'history' ? `${node.key} (${node.history} history)` : node.key;
  const notes = [
    ...node.invoke.map((invoke) => `invoke ${invoke.id}`),
    ...(node.tags.length > 0 ? [`tags ${[...node.tags].sort().join(', ')}`] : []),
  ];
  const children = Object.values(node.states);
  // Mermaid allows a composite state one label only ("Group nodes can only have label"), so its notes join
  // the name; an atomic state lists them as description lines. Declared here, inside the parent's block, so
  // Mermaid nests the state there whatever order the edges come in.
  const label = children.length > 0 ? [name, ...notes].join(' · ') : name;
  out.push(label === id ? `${indent}${id}` : `${indent}state "${label}" as ${id}`);
  if (children.length === 0) {
    for (const note of notes) out.push(`${indent}${id} : ${note}`);
    return;
  }
  out.push(`${indent}state ${id} {`);
  const inner = `${indent}  `;
  children.forEach((child, i) => {
    if (node.type === 'parallel' && i > 0) out.push(`${inner}--`);
    declare(child, inner, out);
  });
  ends(node, inner, out);
  out.push(`${indent}}`);
}

/** Initial and final pseudo-states of a compound node, drawn inside its block (or at top level for the root). */
function ends(node: Node, indent: string, out: string[]) {
  for (const target of node.initial?.target ?? []) out.push(`${indent}[*] --> ${stateId(target)}`);
  for (const child of Object.values(node.states)) if (child.type === 'final') out.push(`${indent}${stateId(child)} --> [*]`);
}

function transitions(node: Node, out: string[]) {
  const all = [...node.transitions.values()].flat().concat(node.always ?? []);
  for (const t of all) {
    for (const target of t.target ?? [node]) out.push(`  ${stateId(node)} --> ${stateId(target)} : ${transitionLabel(t)}`);
  }
  for (const child of Object.values(node.states)) transitions(child, out);
}

export function machineToMermaid(machine: AnyStateMachine): string {
  const root = machine.root as unknown as Node;
  const out = ['stateDiagram-v2'];
  // Machine-level `on` / `always` / `invoke` need a box to start from: the machine itself, around its states.
  if (root.transitions.size > 0 || (root.always?.length ?? 0) > 0 || root.invoke.length > 0) {
    declare(root, '  ', out);
    out.push(`  [*] --> ${stateId(root)}`);
  } else {
    for (const child of Object.values(root.states)) declare(child, '  ', out);
    ends(root, '  ', out);
  }
  transitions(root, out);
  return out.join('\n');
}

function countGraph(node: DirectedGraphNode): { states: number; edges: number } {
  return node.children.map(countGraph).reduce((a, b) => ({ states: a.states + b.states, edges: a.edges + b.edges }), {
    states: 1,
    edges: node.edges.length,
  });
}

const MARK = 'by `npm run machines:diagram`; do not edit by hand';

/** Whether a docs/machines file was written by `npm run machines:diagram` (hand-written notes are not). */
export function isGeneratedDiagram(markdown: string): boolean {
  return markdown.includes(MARK);
}

/** The committed file docs/machines/<machine id>.md. */
export function diagramMarkdown(machine: AnyStateMachine, sourceFile: string): string {
  const { states, edges } = countGraph(toDirectedGraph(machine));
  return `# Machine \`${machine.id}\`

Generated from \`${sourceFile}\` ${MARK} (a unit test fails when this
file and the machine differ). ${states} states and ${edges} transitions in \`toDirectedGraph\` (the totals the
model-test coverage table counts, root state included). Edge labels: \`event [guard] / actions\`;
\`after d\` is the named delay d, \`done x\` / \`error x\` the invoked actor x finishing or failing.

\`\`\`mermaid
${machineToMermaid(machine)}
\`\`\`
`;
}
