import type { Coverage } from './graphCoverage';

/**
 * The table `npm run test:model` ends with: per machine, states and transitions covered of the totals in
 * `toDirectedGraph`. A machine measured several times (several tests, several start inputs) is covered by the
 * union of those paths: something is missing only if every measurement missed it.
 */
export interface MachineRow {
  machine: string;
  measured: boolean;
  states: { covered: number; total: number; missing: string[] };
  edges: { covered: number; total: number; missing: string[] };
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

/** One row per machine in `machineIds` (unmeasured ones included, at zero), then any other machine measured. */
export function coverageRows(records: Coverage[], machineIds: string[]): MachineRow[] {
  const byMachine = new Map<string, Coverage[]>();
  for (const r of records) byMachine.set(r.machine, [...(byMachine.get(r.machine) ?? []), r]);
  const ids = [...new Set([...machineIds, ...byMachine.keys()])].sort();
  return ids.map((machine) => {
    const list = byMachine.get(machine);
    if (list) return union(list);
    return { machine, measured: false, states: { covered: 0, total: 0, missing: [] }, edges: { covered: 0, total: 0, missing: [] } };
  });
}

export const isComplete = (row: MachineRow): boolean =>
  row.measured && row.states.missing.length === 0 && row.edges.missing.length === 0;

const pct = (n: number, d: number) => `${d === 0 ? 100 : Math.floor((n / d) * 1000) / 10}%`;

export function formatTable(rows: MachineRow[]): string {
  const cells = [
    ['machine', 'states', '', 'transitions', '', ''],
    ...rows.map((r) =>
      r.measured
        ? [r.machine, `${r.states.covered}/${r.states.total}`, pct(r.states.covered, r.states.total), `${r.edges.covered}/${r.edges.total}`, pct(r.edges.covered, r.edges.total), isComplete(r) ? '' : 'INCOMPLETE']
        : [r.machine, '-', '', '-', '', 'NO MODEL TEST'],
    ),
  ];
  const widths = cells[0]!.map((_, i) => Math.max(...cells.map((c) => c[i]!.length)));
  const align = (v: string, i: number) => (i === 0 || i === 5 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!));
  const lines = cells.map((c) => c.map(align).join('  ').trimEnd());
  for (const r of rows.filter((row) => row.measured && !isComplete(row))) {
    lines.push('', `${r.machine} is missing:`);
    for (const s of r.states.missing) lines.push(`  state ${s}`);
    for (const e of r.edges.missing) lines.push(`  transition ${e}`);
  }
  return lines.join('\n');
}
