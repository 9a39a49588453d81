// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { assign, createActor, createMachine, type AnyMachineSnapshot, type InspectionEvent } from 'xstate';
import { takenTransitions } from '../model/takenTransitions';

/**
 * tests/model/takenTransitions.ts copies xstate's unexported conflict rule, so an xstate upgrade could change the
 * rule under it without a word. Here xstate itself is the oracle: random machines (nested compound and parallel
 * states, shallow and deep history, `reenter`, `#id` targets) whose every transition logs its own name when it
 * runs. For each microstep, the transitions the copy keeps must be exactly the ones whose actions xstate ran.
 */

const EVENTS = ['e1', 'e2', 'e3'] as const;

/** A seeded generator (the same machines on every run: a failure can be replayed). */
function random(seed: number) {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]! };
}

interface NodeConfig {
  id?: string;
  type?: 'parallel' | 'history';
  history?: 'shallow' | 'deep';
  initial?: string;
  states?: Record<string, NodeConfig>;
  on?: Record<string, unknown>;
}

function randomTree(rnd: ReturnType<typeof random>, depth: number, name: string): NodeConfig {
  const kind = depth === 0 ? 'atomic' : rnd.pick(['atomic', 'atomic', 'compound', 'parallel'] as const);
  if (kind === 'atomic') return {};
  const states: Record<string, NodeConfig> = {};
  const count = 2 + Math.floor(rnd.next() * 2);
  for (let i = 0; i < count; i++) states[`${name}${i}`] = randomTree(rnd, depth - 1, `${name}${i}`);
  if (rnd.next() < 0.4) states[`${name}H`] = { type: 'history', history: rnd.next() < 0.5 ? 'deep' : 'shallow' };
  return kind === 'parallel' ? { type: 'parallel', states } : { initial: `${name}0`, states };
}

/** Gives every node an id and returns them all; the transition targets are chosen among them. */
function nameNodes(node: NodeConfig, path: string[] = []): string[] {
  return Object.entries(node.states ?? {}).flatMap(([key, child]) => {
    child.id = [...path, key].join('_');
    return [child.id, ...nameNodes(child, [...path, key])];
  });
}

/** Random transitions; each appends its name (`source|event`) to the context's log when xstate runs it. */
function addTransitions(rnd: ReturnType<typeof random>, node: NodeConfig, ids: string[]) {
  for (const child of Object.values(node.states ?? {})) {
    if (child.type === 'history') continue;
    child.on = {};
    for (const event of EVENTS) {
      if (rnd.next() >= 0.5) continue;
      const name = `${child.id}|${event}`;
      child.on[event] = {
        target: `#${rnd.pick(ids)}`,
        reenter: rnd.next() < 0.3,
        actions: assign({ log: ({ context }: { context: { log: string[] } }) => [...context.log, name] }),
      };
    }
    addTransitions(rnd, child, ids);
  }
}

function compare(seed: number) {
  const rnd = random(seed);
  const counts = { microsteps: 0, preempted: 0, mismatches: [] as string[] };
  for (let m = 0; m < 150; m++) {
    const root = randomTree(rnd, 3, 'r');
    if (!root.states) continue;
    const ids = nameNodes(root);
    addTransitions(rnd, root, ids);
    const steps: Array<{ snapshot: AnyMachineSnapshot; _transitions: unknown[] }> = [];
    const inspect = (event: InspectionEvent) => {
      if (event.type === '@xstate.microstep') steps.push(event as unknown as (typeof steps)[number]);
    };
    const actor = createActor(createMachine({ id: 'root', context: { log: [] as string[] }, ...root } as never), { inspect });
    actor.start();
    for (let i = 0; i < 12 && actor.getSnapshot().status === 'active'; i++) {
      let before = actor.getSnapshot() as AnyMachineSnapshot;
      steps.length = 0;
      actor.send({ type: rnd.pick(EVENTS) });
      for (const step of steps) {
        const kept = takenTransitions(step._transitions, before) as Array<{ source: { id: string }; eventType: string }>;
        const ran = (step.snapshot.context as { log: string[] }).log.slice((before.context as { log: string[] }).log.length);
        const names = kept.map((t) => `${t.source.id}|${t.eventType}`);
        counts.microsteps++;
        if (kept.length < step._transitions.length) counts.preempted++;
        if (names.sort().join() !== [...ran].sort().join()) counts.mismatches.push(`machine ${m}, event ${i}: kept ${names.join()} ran ${ran.join()}`);
        before = step.snapshot;
      }
    }
    actor.stop();
  }
  return counts;
}

describe('takenTransitions keeps exactly the transitions xstate runs', () => {
  it.each([1, 2, 3])('random machines, seed %i', (seed) => {
    const counts = compare(seed);
    expect(counts.mismatches).toEqual([]);
    // The comparison means something only if it saw many microsteps, and conflicts among them.
    expect(counts.microsteps).toBeGreaterThan(500);
    expect(counts.preempted).toBeGreaterThan(100);
  });
});
