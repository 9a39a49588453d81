import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Reporter, TestModule, TestRunEndReason, Vitest } from 'vitest/node';
import { machineSources } from '../../scripts/machines-diagram.sources';
import { countedGraph, graphFingerprint } from '../../scripts/machines-graph';
import { coverageRows, formatTable, isComplete } from './coverageTable';
import { COVERAGE_META_KEY, type Coverage } from './graphCoverage';

/**
 * Vitest reporter for `npm run test:model` (next to the default one): collects every measureCoverage result
 * the model tests recorded and prints one table, per machine, of states and transitions covered. The run fails
 * when a machine is under 100%, when two different graphs were measured under one machine id, and, when every
 * model test file ran without a name filter (`-t` runs only some of their tests), when a machine in src/machines
 * has none.
 */
export default class MachineCoverageReporter implements Reporter {
  /** A name filter (`-t`) runs some tests of every file; only then is a machine without a row not a missing test. */
  private filtered = false;

  onInit(vitest: Vitest) {
    this.filtered = vitest.config.testNamePattern !== undefined;
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>, _errors: unknown, reason: TestRunEndReason) {
    if (reason === 'interrupted') return;
    const records: Coverage[] = [];
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const list = (test.meta() as Record<string, unknown>)[COVERAGE_META_KEY] as Coverage[] | undefined;
        records.push(...(list ?? []));
      }
    }
    const dir = resolve('tests/model');
    const modelFiles = readdirSync(dir).filter((f) => /\.test\.tsx?$/.test(f)).map((f) => resolve(dir, f));
    const ran = new Set(testModules.map((m) => m.moduleId));
    // A skipped test (it.skip) still leaves its machine without a row, and so it is named as untested.
    const wholeSuite = !this.filtered && modelFiles.every((f) => ran.has(f));
    const sources = machineSources();
    const machineIds = wholeSuite ? sources.map((s) => s.machine.id) : [];
    // Every measurement under a machine's id must be of that machine's graph, filtered run or not.
    const known = sources.map(({ file, machine }) => ({ id: machine.id, graph: graphFingerprint(countedGraph(machine)), source: file }));

    const rows = coverageRows(records, machineIds, known);
    console.log(`\nMachine coverage (paths replayed on real actors, against toDirectedGraph and always transitions)\n\n${formatTable(rows)}\n`);
    const untested = rows.filter((r) => !r.measured).map((r) => r.machine);
    const twoGraphs = rows.filter((r) => r.conflict !== undefined).map((r) => r.machine);
    const incomplete = rows.filter((r) => r.measured && r.conflict === undefined && !isComplete(r)).map((r) => r.machine);
    const reasons = [
      ...(reason === 'failed' ? ['a test failed (above)'] : []),
      ...(untested.length > 0 ? [`no model test for ${untested.join(', ')}`] : []),
      ...(twoGraphs.length > 0 ? [`two different graphs measured under the id of ${twoGraphs.join(', ')}`] : []),
      ...(incomplete.length > 0 ? [`coverage below 100% for ${incomplete.join(', ')}`] : []),
    ];
    if (untested.length > 0) console.error(`No model test for: ${untested.join(', ')} (docs/testing.md, "Adding a model for a new machine")`);
    if (twoGraphs.length > 0) console.error(`Two graphs under one id: ${twoGraphs.join(', ')} (see the lines under the table)`);
    if (incomplete.length > 0) console.error(`Model coverage below 100% for: ${incomplete.join(', ')} (see docs/testing.md)`);
    if (untested.length + twoGraphs.length + incomplete.length > 0) process.exitCode = 1;
    // Vitest's own summary ("69 passed") comes before the table: a run that fails on coverage alone must not end
    // reading like a pass.
    if (reasons.length > 0) console.error(`\ntest:model FAILED: ${reasons.join('; ')}\n`);
  }
}
