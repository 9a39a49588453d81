/**
 * How a transition's parts are named in the diagrams (docs/machines); the model-coverage report (tests/model)
 * names guards the same way, so a missing guarded line of the report can be found on the diagram.
 */

// The parts of a TransitionDefinition read here (xstate's own types are deeply generic).
export interface TransitionParts {
  eventType: string;
  guard?: unknown;
  actions: unknown[];
  /** Set on the transitions of `after`: the delay's name (or milliseconds) exactly as the machine wrote it. */
  delay?: string | number;
}

export function eventLabel(t: TransitionParts): string {
  // Read from the transition, not parsed out of `xstate.after.<delay>.<state node id>`: a delay may have a dot in
  // its name (`after: { 'x.y': ... }` was drawn as "after x").
  if (t.delay !== undefined) return `after ${t.delay}`;
  const m = /^xstate\.(done|error)\.actor\.(.+)$/.exec(t.eventType);
  if (m) return `${m[1]} ${m[2]}`;
  if (t.eventType.startsWith('xstate.done.state.')) return 'done';
  return t.eventType === '' ? 'always' : t.eventType;
}

/**
 * A guard as the machine names it. An inline function has no name of its own to show (`[inline]`): name every
 * guard in setup() and refer to it by name (docs/architecture rule 1), and the diagram and the report say which.
 */
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

export function actionLabel(action: unknown): string {
  if (typeof action === 'string') return action;
  const type = (action as { type?: unknown } | null)?.type;
  if (typeof type === 'string') return type.replace(/^xstate\./, '');
  return 'inline';
}
