// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { machineSources } from '../../scripts/machines-diagram.sources';
import { measureCoverage } from '../model/graphCoverage';

/**
 * docs/testing.md shows what `npm run test:model` ends with. Its totals went stale once (leadCapture 16/16 after the
 * machine had 21 transitions), and a QA engineer checking the tool against the doc then doubts the tool: each row of
 * a machine in src/machines must carry that machine's current totals (the same count the table makes). Rows for
 * test-only models (signInUi, verifyUi) are not checked here.
 */
describe('docs/testing.md coverage table example', () => {
  const doc = readFileSync('docs/testing.md', 'utf8');
  const block = /Machine coverage \([^)]*\)\n\nmachine[^\n]*\n([\s\S]*?)```/.exec(doc);
  const rows = new Map(
    (block?.[1] ?? '')
      .split('\n')
      .map((line) => /^(\S+)\s+\d+\/(\d+)\s+\S+\s+\d+\/(\d+)/.exec(line))
      .filter((m) => m !== null)
      .map((m) => [m[1]!, { states: Number(m[2]), transitions: Number(m[3]) }] as const),
  );

  it('has the example table', () => {
    expect(rows.size, 'the table after "Machine coverage" in docs/testing.md was not found').toBeGreaterThan(0);
  });

  it.each(machineSources().map(({ machine }) => [machine.id, machine] as const))('%s: totals as the table counts them', (id, machine) => {
    const row = rows.get(id);
    if (!row) return; // a machine the example does not show
    const { states, edges } = measureCoverage(machine, []);
    expect(row, `docs/testing.md's example table has stale totals for ${id}: update the row`).toEqual({ states: states.total, transitions: edges.total });
  });
});
