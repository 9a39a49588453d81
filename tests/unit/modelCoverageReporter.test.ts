// @vitest-environment node
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import type { TestModule, Vitest } from 'vitest/node';
import { countedGraph, graphFingerprint } from '../../scripts/machines-graph';
import { lookupMachine } from '../../src/machines/lookupMachine';
import MachineCoverageReporter from '../model/coverageReporter';
import { COVERAGE_META_KEY, type Coverage } from '../model/graphCoverage';

const complete: Coverage = {
  machine: 'lookup',
  graph: graphFingerprint(countedGraph(lookupMachine)),
  source: 'tests/model/lookupMachine.test.ts > graph',
  states: { covered: 5, total: 5, missing: [] },
  edges: { covered: 6, total: 6, missing: [] },
};

/** A finished model test file as the reporter sees it: its tests' states, and what each recorded. */
function module(file: string, tests: Array<{ state: 'passed' | 'skipped'; coverage?: Coverage }>): TestModule {
  const cases = tests.map((t) => ({ result: () => ({ state: t.state }), meta: () => (t.coverage ? { [COVERAGE_META_KEY]: [t.coverage] } : {}) }));
  return { moduleId: file, children: { allTests: () => cases.values() } } as unknown as TestModule;
}

const modelFiles = readdirSync(resolve('tests/model'))
  .filter((f) => /\.test\.tsx?$/.test(f))
  .map((f) => resolve('tests/model', f));

afterEach(() => {
  process.exitCode = undefined;
  vi.restoreAllMocks();
});

/** The reporter after a run whose files' tests all skipped but lookup's, with or without a name filter. */
function runWithOnlyLookup(testNamePattern: RegExp | undefined): string {
  const said: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((text: string) => void said.push(text));
  vi.spyOn(console, 'error').mockImplementation((text: string) => void said.push(text));
  const modules = modelFiles.map((file) =>
    file.endsWith('lookupMachine.test.ts') ? module(file, [{ state: 'passed', coverage: complete }]) : module(file, [{ state: 'skipped' }]),
  );
  const reporter = new MachineCoverageReporter();
  reporter.onInit({ config: { testNamePattern } } as unknown as Vitest);
  reporter.onTestRunEnd(modules, [], 'passed');
  return said.join('\n');
}

it('a name filter (-t) that skipped the other files’ tests does not call their machines untested', () => {
  expect(runWithOnlyLookup(/lookup/)).not.toMatch(/NO MODEL TEST|No model test for/);
  expect(process.exitCode).toBeUndefined();
});

it('without a name filter, skipped tests (it.skip, describe.skip) leave their machines named as untested', () => {
  expect(runWithOnlyLookup(undefined)).toMatch(/No model test for: .*session/);
  expect(process.exitCode).toBe(1);
});

/** What the reporter prints after a whole-suite run in which only lookup's file recorded `coverage`. */
function runWholeSuite(coverage: Coverage[]): string[] {
  const said: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((text: string) => void said.push(text));
  vi.spyOn(console, 'error').mockImplementation((text: string) => void said.push(text));
  const modules = modelFiles.map((file) =>
    module(file, file.endsWith('lookupMachine.test.ts') ? coverage.map((c) => ({ state: 'passed', coverage: c })) : [{ state: 'passed' }]),
  );
  const reporter = new MachineCoverageReporter();
  reporter.onInit({ config: { testNamePattern: undefined } } as unknown as Vitest);
  reporter.onTestRunEnd(modules, [], 'passed');
  return said.join('\n').trimEnd().split('\n');
}

it('the whole suite run still names a machine with no model test', () => {
  expect(runWholeSuite([complete]).join('\n')).toMatch(/No model test for: .*session/);
  expect(process.exitCode).toBe(1);
});

it('a run that fails on coverage alone ends with a line that says so, not with Vitest\'s "passed"', () => {
  const said = runWholeSuite([complete]);
  expect(said.at(-1)).toMatch(/^test:model FAILED: no model test for currentInstitute, leadCapture, session/);
});

it('a test-only model measured under a real machine id fails the run, naming both', () => {
  const viewModel: Coverage = { ...complete, graph: JSON.stringify([['lookup', 'lookup.idle'], []]), source: 'tests/model/lookupView.test.tsx > model' };
  const said = runWholeSuite([complete, viewModel]).join('\n');
  expect(said).toMatch(/lookup +\? +\? +TWO GRAPHS/);
  expect(said).toContain("two different graphs were measured under the id 'lookup': src/machines/lookupMachine.ts and tests/model/lookupView.test.tsx > model");
  expect(said).toMatch(/test:model FAILED: .*two different graphs measured under the id of lookup/);
  expect(process.exitCode).toBe(1);
});
