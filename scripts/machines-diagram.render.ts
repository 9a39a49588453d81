import type { AnyStateMachine } from 'xstate';
import { countedGraph } from './machines-graph';
import { actionLabel, eventLabel, guardLabel, type TransitionParts } from './machines-labels';

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
interface Transition extends TransitionParts {
  target?: Node[];
  reenter?: boolean;
}

/**
 * Mermaid ids for every state, made here rather than taken from the keys: a key can be a Mermaid keyword (`note`,
 * `state`, `end`, `class`...), hold characters an id cannot (`on-hold`), or clean up to another key's id (`on-hold`
 * and `on_hold`, `a__b` and `a.b`). Each id is `s_` (no keyword starts so) and the state's path with every other
 * character than a letter or digit as `_`; a second state with the same id gets `_2`, `_3`..., in definition order.
 * The key itself is the label (`state "<key>" as <id>`), which is what people read.
 */
function mermaidIds(root: Node): Map<Node, string> {
  const ids = new Map<Node, string>();
  const taken = new Set<string>();
  const visit = (node: Node) => {
    const base = `s_${node.path.length === 0 ? 'machine' : node.path.join('_').replace(/[^A-Za-z0-9]/g, '_')}`;
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}_${n}`;
    taken.add(id);
    ids.set(node, id);
    Object.values(node.states).forEach(visit);
  };
  visit(root);
  return ids;
}

/**
 * Text as Mermaid shows it: `"` ends a label, `;` a statement, `#...;` is read as an entity and `:` starts a
 * description, so each is written as its entity (Mermaid's `#quot;`, `#35;`...); `<` and `>` too, which Mermaid
 * would otherwise take as HTML. A line break would end the statement.
 */
function mermaidText(text: string): string {
  const entities: Record<string, string> = { '#': '#35;', '"': '#quot;', ';': '#59;', ':': '#58;', '<': '#lt;', '>': '#gt;' };
  return text.replace(/[#";:<>]/g, (c) => entities[c]!).replace(/[\r\n]+/g, ' ');
}

function transitionLabel(t: Transition): string {
  let label = eventLabel(t);
  if (t.guard !== undefined) label += ` [${guardLabel(t.guard)}]`;
  // `reenter` changes what a transition to its own state (or a child) does: the state is left and entered again,
  // restarting its `after` timers and invoked actors. Without the mark, dropping it left the diagram as it was, and
  // the diagram test passed on a machine that behaved differently.
  if (t.reenter === true) label += ' (reenter)';
  if (t.actions.length > 0) label += ` / ${t.actions.map(actionLabel).join(', ')}`;
  return mermaidText(label);
}

type Ids = Map<Node, string>;

function declare(node: Node, ids: Ids, indent: string, out: string[]) {
  const id = ids.get(node)!;
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
  out.push(`${indent}state "${mermaidText(label)}" as ${id}`);
  if (children.length === 0) {
    for (const note of notes) out.push(`${indent}${id} : ${mermaidText(note)}`);
    return;
  }
  out.push(`${indent}state ${id} {`);
  const inner = `${indent}  `;
  children.forEach((child, i) => {
    if (node.type === 'parallel' && i > 0) out.push(`${inner}--`);
    declare(child, ids, inner, out);
  });
  ends(node, ids, inner, out);
  out.push(`${indent}}`);
}

/** Initial and final pseudo-states of a compound node, drawn inside its block (or at top level for the root). */
function ends(node: Node, ids: Ids, indent: string, out: string[]) {
  for (const target of node.initial?.target ?? []) out.push(`${indent}[*] --> ${ids.get(target)}`);
  for (const child of Object.values(node.states)) if (child.type === 'final') out.push(`${indent}${ids.get(child)} --> [*]`);
}

function transitions(node: Node, ids: Ids, out: string[]) {
  const all = [...node.transitions.values()].flat().concat(node.always ?? []);
  for (const t of all) {
    for (const target of t.target ?? [node]) out.push(`  ${ids.get(node)} --> ${ids.get(target)} : ${transitionLabel(t)}`);
  }
  for (const child of Object.values(node.states)) transitions(child, ids, out);
}

export function machineToMermaid(machine: AnyStateMachine): string {
  const root = machine.root as unknown as Node;
  const ids = mermaidIds(root);
  const out = ['stateDiagram-v2'];
  // Machine-level `on` / `always` / `invoke` need a box to start from: the machine itself, around its states.
  if (root.transitions.size > 0 || (root.always?.length ?? 0) > 0 || root.invoke.length > 0) {
    declare(root, ids, '  ', out);
    out.push(`  [*] --> ${ids.get(root)}`);
  } else {
    for (const child of Object.values(root.states)) declare(child, ids, '  ', out);
    ends(root, ids, '  ', out);
  }
  transitions(root, ids, out);
  return out.join('\n');
}

const MARK = 'by `npm run machines:diagram`; do not edit by hand';

/** Whether a docs/machines file was written by `npm run machines:diagram` (hand-written notes are not). */
export function isGeneratedDiagram(markdown: string): boolean {
  return markdown.includes(MARK);
}

/** The committed file docs/machines/<machine id>.md. */
export function diagramMarkdown(machine: AnyStateMachine, sourceFile: string): string {
  const { states, edges } = countedGraph(machine);
  return `# Machine \`${machine.id}\`

Generated from \`${sourceFile}\` ${MARK} (a unit test fails when this
file and the machine differ). ${states.length} states and ${edges.length} transitions (those of \`toDirectedGraph\` and the
\`always\` ones: the totals the model-test coverage table counts, root state included). Edge labels:
\`event [guard] (reenter) / actions\`; \`after d\` is the delay d, \`done x\` / \`error x\` the invoked actor x finishing or
failing; \`(reenter)\`: the transition leaves and enters its target again even when it is already active (its
timers and invoked actors start over). A state's name is its label; the ids (\`s_...\`) are made up to be valid Mermaid.

\`\`\`mermaid
${machineToMermaid(machine)}
\`\`\`
`;
}
