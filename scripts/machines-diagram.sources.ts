import type { AnyStateMachine } from 'xstate';
import { diagramMarkdown } from './machines-diagram.render';

export { planDiagramFiles } from './machines-diagram.plan';

/**
 * Every machine in src/machines, found by what it is (an object with a root state node and
 * getInitialSnapshot), so a new machine file needs no registration to get a diagram and a coverage row.
 */
const modules = import.meta.glob<Record<string, unknown>>('../src/machines/*.ts', { eager: true });

export interface MachineSource {
  file: string;
  machine: AnyStateMachine;
}

function isMachine(value: unknown): value is AnyStateMachine {
  return (
    typeof value === 'object' &&
    value !== null &&
    'root' in value &&
    typeof (value as { getInitialSnapshot?: unknown }).getInitialSnapshot === 'function'
  );
}

export function machineSources(): MachineSource[] {
  const found: MachineSource[] = [];
  for (const [path, exports] of Object.entries(modules).sort(([a], [b]) => a.localeCompare(b))) {
    const file = path.replace(/^\.\.\//, '');
    for (const value of new Set(Object.values(exports))) if (isMachine(value)) found.push({ file, machine: value });
  }
  checkIds(found);
  return found;
}

/**
 * A machine's `id` names its diagram file and its coverage row, so each needs its own: two with one id wrote one
 * diagram twice, and the diagram test then failed however often the diagrams were written again.
 */
export function checkIds(sources: readonly MachineSource[]): void {
  const problems: string[] = [];
  const files = new Map<string, string[]>();
  for (const { file, machine } of sources) {
    if (typeof machine.config.id !== 'string' || machine.config.id === '') problems.push(`${file}: the machine has no \`id\` (createMachine({ id: 'name', ... }))`);
    else files.set(machine.id, [...(files.get(machine.id) ?? []), file]);
  }
  for (const [id, list] of files) if (list.length > 1) problems.push(`two machines share the id '${id}': ${list.join(', ')}`);
  if (problems.length > 0) throw new Error(`Each machine in src/machines needs an id of its own (it names its diagram and coverage row):\n- ${problems.join('\n- ')}`);
}

/** The diagram files `npm run machines:diagram` writes: docs/machines/<machine id>.md. */
export function expectedDiagrams(): Array<{ path: string; content: string }> {
  return machineSources().map(({ file, machine }) => ({
    path: `docs/machines/${machine.id}.md`,
    content: diagramMarkdown(machine, file),
  }));
}
