/**
 * Which of a microstep's transitions the machine really took.
 *
 * xstate 5.33 reports, in each `@xstate.microstep` inspection event (`_transitions`), the transitions it *selected*
 * for the event, before it removes the conflicting ones (`removeConflictingTransitions`, SCXML's rule, applied inside
 * `microstep`). In a parallel state, when two regions both handle an event and one of them leaves the parallel state,
 * the other is preempted: its actions never run and its target is never entered, yet it is in `_transitions`.
 * Counted as it stood, the coverage table credited such a transition with no path ever taking it
 * (tests/unit/modelCoverageRealRuns.test.ts, "credits only the transitions xstate keeps in a parallel state").
 * This is the same rule, run on the snapshot before the microstep, so only the transitions xstate kept are
 * credited. Eventless transitions are already filtered when xstate reports them, and filtering them again changes
 * nothing (the rule is idempotent).
 *
 * Mirrors xstate 5.33's removeConflictingTransitions / computeExitSet / getTransitionDomain /
 * getEffectiveTargetStates (dist/raise-*.esm.js), which are not exported.
 */

// The parts of StateNode / TransitionDefinition read here (xstate's own types are deeply generic).
interface StateNodeLike {
  id: string;
  type: string;
  parent?: StateNodeLike;
  states: Record<string, StateNodeLike>;
  initial?: { target: StateNodeLike[] };
  config: { target?: unknown };
  machine: { root: StateNodeLike; getStateNodeById: (id: string) => StateNodeLike };
}
interface Transition {
  source: StateNodeLike;
  target?: StateNodeLike[] | undefined;
  reenter?: boolean;
}
type History = Record<string, StateNodeLike[] | undefined>;

// As xstate's: with no parent (a domain-less transition), every node counts, the root too.
const isDescendant = (child: StateNodeLike, parent: StateNodeLike | undefined): boolean => {
  let marker = child;
  while (marker.parent && marker.parent !== parent) marker = marker.parent;
  return marker.parent === parent;
};

const properAncestors = (node: StateNodeLike): StateNodeLike[] => {
  const list: StateNodeLike[] = [];
  for (let m = node.parent; m; m = m.parent) list.push(m);
  return list;
};

/** A history state's own default (`target` in its config, else its parent's initial, or the parallel parent). */
function historyDefault(history: StateNodeLike): StateNodeLike[] {
  const parent = history.parent!;
  const target = history.config.target;
  if (target === undefined) return parent.type === 'parallel' ? [parent] : (parent.initial?.target ?? []);
  return [target].flat().map((t) => {
    if (typeof t !== 'string') return t as StateNodeLike;
    if (t.startsWith('#')) return parent.machine.getStateNodeById(t);
    // A child path. xstate's escaped dots (`a\\.b`) are not read here: such a target throws (loudly, never a wrong
    // count); no machine of ours has one.
    return t.split('.').reduce((node, key) => node.states[key]!, parent);
  });
}

function effectiveTargets(targets: StateNodeLike[] | undefined, history: History): StateNodeLike[] {
  const found = new Set<StateNodeLike>();
  for (const target of targets ?? []) {
    if (target.type !== 'history') found.add(target);
    else (history[target.id] ?? effectiveTargets(historyDefault(target), history)).forEach((n) => found.add(n));
  }
  return [...found];
}

function domain(t: Transition, history: History): StateNodeLike | undefined {
  const targets = effectiveTargets(t.target, history);
  if (!t.reenter && targets.every((target) => target === t.source || isDescendant(target, t.source))) return t.source;
  const [head, ...tail] = [...targets, t.source];
  const lca = properAncestors(head!).find((a) => tail.every((n) => isDescendant(n, a)));
  if (lca) return lca;
  return t.reenter ? undefined : t.source.machine.root;
}

function exitSet(t: Transition, active: StateNodeLike[], history: History): Set<StateNodeLike> {
  const exits = new Set<StateNodeLike>();
  if (!t.target?.length) return exits;
  const d = domain(t, history);
  if (t.reenter && t.source === d) exits.add(t.source);
  for (const node of active) if (isDescendant(node, d)) exits.add(node);
  return exits;
}

/**
 * The transitions of `selected` that xstate keeps in a microstep that starts from `before` (its active state nodes
 * and history), in their order: a later one whose exit set meets a kept one's is dropped, unless it is declared in a
 * descendant of that one's source, which it then replaces.
 */
export function takenTransitions(selected: readonly unknown[], before: { _nodes: unknown[]; historyValue?: unknown }): unknown[] {
  const active = before._nodes as StateNodeLike[];
  const history = (before.historyValue ?? {}) as History;
  const kept = new Set<Transition>();
  for (const t1 of selected as Transition[]) {
    let preempted = false;
    const replaced = new Set<Transition>();
    const e1 = exitSet(t1, active, history);
    for (const t2 of kept) {
      if (![...exitSet(t2, active, history)].some((n) => e1.has(n))) continue;
      // Only eventless transitions come here as a pair (an event's are a parallel state's own only when no region
      // has one), and xstate has filtered those already: kept so that the rule stays xstate's whole.
      if (isDescendant(t1.source, t2.source)) replaced.add(t2);
      else {
        preempted = true;
        break;
      }
    }
    if (preempted) continue;
    replaced.forEach((t) => kept.delete(t));
    kept.add(t1);
  }
  return [...kept];
}
