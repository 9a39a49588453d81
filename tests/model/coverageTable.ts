import type { Coverage } from './graphCoverage';

/**
 * The table `npm run test:model` ends with: per machine, states and transitions covered of the totals of its graph
 * (scripts/machines-graph.ts). A machine measured several times (several tests, several start inputs) is covered
 * by the union of those paths: something is missing only if every measurement missed it. That union is only
 * sound for one graph: measurements under one id with different graphs (a test-only model given a real machine's
 * id, say) are two machines, and the row says so instead of adding them up.
 */
export interface MachineRow {
  machine: string;
  measured: boolean;
  states: { covered: number; total: number; missing: string[] };
  edges: { covered: number; total: number; missing: string[] };
  /** Set when two measurements (or a measurement and src/machines) under this id have different graphs. */
  conflict?: string;
}

/** A machine of src/machines: its graph is the one every measurement under its id must have. */
export interface KnownMachine {
  id: string;
  graph: string;
  source: string;
}

const emptyRow = (machine: string, measured: boolean, conflict?: string): MachineRow => ({
  machine,
  measured,
  states: { covered: 0, total: 0, missing: [] },
  edges: { covered: 0, total: 0, missing: [] },
  ...(conflict === undefined ? {} : { conflict }),
});

/** What differs between two graph fingerprints, a few items of each side. */
function graphDifference(a: string, b: string): string {
  const items = (g: string) => (JSON.parse(g) as string[][]).flat();
  const [left, right] = [items(a), items(b)];
  const only = (x: string[], y: string[]) => x.filter((i) => !y.includes(i));
  const show = (list: string[]) => (list.length === 0 ? 'nothing' : list.slice(0, 3).join('; ') + (list.length > 3 ? ` and ${list.length - 3} more` : ''));
  return `only in the first: ${show(only(left, right))}; only in the second: ${show(only(right, left))}`;
}

function conflictOf(machine: string, list: Coverage[], known: KnownMachine | undefined): string | undefined {
  const first = known ?? { graph: list[0]!.graph, source: list[0]!.source };
  const other = list.find((c) => c.graph !== first.graph);
  if (!other) return undefined;
  return `two different graphs were measured under the id '${machine}': ${first.source} and ${other.source} (${graphDifference(first.graph, other.graph)}). Give a test-only model an id of its own.`;
}

function union(list: Coverage[]): MachineRow {
  const first = list[0]!;
  const missedByAll = (pick: (c: Coverage) => string[]) =>
    pick(first).filter((item) => list.every((c) => pick(c).includes(item)));
  const states = missedByAll((c) => c.states.missing);
  const edges = missedByAll((c) => c.edges.missing);
  return {
    machine: first.machine,
    measured: true,
    states: { covered: first.states.total - states.length, total: first.states.total, missing: states },
    edges: { covered: first.edges.total - edges.length, total: first.edges.total, missing: edges },
  };
}

/**
 * One row per machine in `machineIds` (unmeasured ones included, at zero), then any other machine measured.
 * `known` holds the graphs of src/machines, so that a test-only model measured under a real machine's id is
 * caught even when the real machine has no measurement of its own.
 */
export function coverageRows(records: Coverage[], machineIds: string[], known: KnownMachine[] = []): MachineRow[] {
  const byMachine = new Map<string, Coverage[]>();
  for (const r of records) byMachine.set(r.machine, [...(byMachine.get(r.machine) ?? []), r]);
  const ids = [...new Set([...machineIds, ...byMachine.keys()])].sort();
  return ids.map((machine) => {
    const list = byMachine.get(machine);
    if (!list) return emptyRow(machine, false);
    const conflict = conflictOf(machine, list, known.find((k) => k.id === machine));
    return conflict === undefined ? union(list) : emptyRow(machine, true, conflict);
  });
}

export const isComplete = (row: MachineRow): boolean =>
  row.measured && row.conflict === undefined && row.states.missing.length === 0 && row.edges.missing.length === 0;

const pct = (n: number, d: number) => `${d === 0 ? 100 : Math.floor((n / d) * 1000) / 10}%`;

function cellsOf(r: MachineRow): string[] {
  if (!r.measured) return [r.machine, '-', '', '-', '', 'NO MODEL TEST'];
  if (r.conflict !== undefined) return [r.machine, '?', '', '?', '', 'TWO GRAPHS'];
  const status = isComplete(r) ? '' : 'INCOMPLETE';
  return [r.machine, `${r.states.covered}/${r.states.total}`, pct(r.states.covered, r.states.total), `${r.edges.covered}/${r.edges.total}`, pct(r.edges.covered, r.edges.total), status];
}

export function formatTable(rows: MachineRow[]): string {
  const cells = [['machine', 'states', '', 'transitions', '', ''], ...rows.map(cellsOf)];
  const widths = cells[0]!.map((_, i) => Math.max(...cells.map((c) => c[i]!.length)));
  const align = (v: string, i: number) => (i === 0 || i === 5 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!));
  const lines = cells.map((c) => c.map(align).join('  ').trimEnd());
  for (const r of rows.filter((row) => row.conflict !== undefined)) lines.push('', `${r.machine}: ${r.conflict}`);
  for (const r of rows.filter((row) => row.measured && row.conflict === undefined && !isComplete(row))) {
    lines.push('', `${r.machine} is missing:`);
    for (const s of r.states.missing) lines.push(`  state ${s}`);
    for (const e of r.edges.missing) lines.push(`  transition ${e}`);
    // An inline guard has no name to show: `[inline]`, `[inline] #2` do not say which branch is meant.
    if (r.edges.missing.some((e) => e.includes('[inline]'))) {
      lines.push('  ([inline] is a guard written as a function in the transition: name it in setup() to see its name here)');
    }
  }
  return lines.join('\n');
}
