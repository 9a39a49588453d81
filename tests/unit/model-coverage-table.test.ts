// @vitest-environment node
import { describe, expect, it, TestRunner } from 'vitest';
import { setup } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { coverageRows, formatTable, isComplete } from '../model/coverageTable';
import { COVERAGE_META_KEY, measureCoverage, serializeByEdge, type Coverage, type PathLike } from '../model/graphCoverage';

const measured = (machine: string, missingStates: string[], missingEdges: string[], graph = 'door graph', source = 'door.test.ts > door'): Coverage => ({
  machine,
  graph,
  source,
  states: { covered: 4 - missingStates.length, total: 4, missing: missingStates },
  edges: { covered: 6 - missingEdges.length, total: 6, missing: missingEdges },
});

describe('model coverage table', () => {
  it('counts a machine measured twice as covered by the union of both path sets', () => {
    const [row] = coverageRows([measured('door', ['door.open'], ['a', 'b']), measured('door', [], ['b', 'c'])], ['door']);
    expect(row).toMatchObject({ machine: 'door', states: { covered: 4, total: 4 }, edges: { covered: 5, total: 6, missing: ['b'] } });
    expect(isComplete(row!)).toBe(false);
  });

  it('lists a machine of src/machines that no model test measured, as incomplete', () => {
    const rows = coverageRows([measured('door', [], [])], ['door', 'lamp']);
    expect(rows.map((r) => [r.machine, isComplete(r)])).toEqual([
      ['door', true],
      ['lamp', false],
    ]);
    expect(formatTable(rows).split('\n')).toEqual([
      'machine  states        transitions',
      'door        4/4  100%          6/6  100%',
      'lamp          -                  -        NO MODEL TEST',
    ]);
  });

  it('prints what is missing under the table, so QA knows which path to add', () => {
    const table = formatTable(coverageRows([measured('door', ['door.locked'], ['door.open --door.slam--> door.closed'])], []));
    expect(table).toContain('door        3/4  75%          5/6  83.3%  INCOMPLETE');
    expect(table).toContain('door is missing:\n  state door.locked\n  transition door.open --door.slam--> door.closed');
  });
});

describe('model coverage table: inline guards', () => {
  it('says how to name an inline guard, whose [inline] label does not say which branch is missing', () => {
    const table = formatTable(coverageRows([measured('door', [], ['door.closed --door.push [inline] #2--> door.open'])], []));
    expect(table.split('\n').slice(-2)).toEqual([
      '  transition door.closed --door.push [inline] #2--> door.open',
      '  ([inline] is a guard written as a function in the transition: name it in setup() to see its name here)',
    ]);
    expect(formatTable(coverageRows([measured('door', [], ['door.closed --door.push [unlocked]--> door.open'])], []))).not.toContain('name it in setup()');
  });
});

describe('model coverage table: measurements of two different graphs under one id', () => {
  // The graphs as measureCoverage fingerprints them: sorted state keys, sorted edge keys.
  const realPing = JSON.stringify([['ping', 'ping.checking', 'ping.idle'], ['ping.checking --ping.stop--> ping.idle', 'ping.idle --ping.start--> ping.checking']]);
  const viewModel = JSON.stringify([['ping', 'ping.idle'], ['ping.idle --CLICK--> ping.idle']]);

  it('are not added up into one row (a test-only model under a real machine id read 100%): the row names both', () => {
    const rows = coverageRows(
      [measured('ping', [], ['ping.checking --ping.stop--> ping.idle'], realPing, 'pingMachine.test.ts > graph'), measured('ping', [], [], viewModel, 'pingView.test.tsx > model')],
      ['ping'],
    );
    expect(isComplete(rows[0]!)).toBe(false);
    const table = formatTable(rows).split('\n');
    expect(table[1]).toMatch(/^ping +\? +\? +TWO GRAPHS$/);
    expect(table[3]).toBe(
      "ping: two different graphs were measured under the id 'ping': pingMachine.test.ts > graph and pingView.test.tsx > model " +
        '(only in the first: ping.checking; ping.checking --ping.stop--> ping.idle; ping.idle --ping.start--> ping.checking; ' +
        'only in the second: ping.idle --CLICK--> ping.idle). Give a test-only model an id of its own.',
    );
  });

  it('a lone test-only model measured under the id of a machine in src/machines is caught too', () => {
    const known = [{ id: 'ping', graph: realPing, source: 'src/machines/pingMachine.ts' }];
    const [row] = coverageRows([measured('ping', [], [], viewModel, 'pingView.test.tsx > model')], ['ping'], known);
    expect(row?.conflict).toMatch(/^two different graphs were measured under the id 'ping': src\/machines\/pingMachine.ts and pingView.test.tsx > model/);
    expect(coverageRows([measured('ping', [], [], realPing)], ['ping'], known)[0]?.conflict).toBeUndefined();
  });
});

describe('measureCoverage', () => {
  it('records each measurement on the running test, where the test:model reporter collects it', () => {
    const machine = setup({}).createMachine({
      id: 'switch',
      initial: 'off',
      states: { off: { on: { 'switch.flip': 'on' } }, on: { on: { 'switch.flip': 'off' } } },
    });
    const paths = getShortestPaths(machine, { events: [{ type: 'switch.flip' }] }) as unknown as PathLike[];
    const coverage = measureCoverage(machine, paths);
    expect(coverage.states).toEqual({ covered: 3, total: 3, missing: [] });
    expect(coverage.edges.missing).toEqual(['switch.on --switch.flip--> switch.off']);
    expect(TestRunner.getCurrentTest()?.meta).toEqual({ [COVERAGE_META_KEY]: [coverage] });
  });
});

describe('measureCoverage of guarded branches between the same states', () => {
  // Two branches of `door.push` from closed to open, told apart only by their guard.
  const door = setup({ guards: { unlocked: ({ event }) => (event as { key?: boolean }).key !== true } }).createMachine({
    id: 'door',
    initial: 'closed',
    states: {
      closed: { on: { 'door.push': [{ guard: 'unlocked', target: 'open' }, { target: 'open', actions: () => {} }] } },
      open: {},
    },
  });
  const paths = (key: boolean) => getShortestPaths(door, { events: [{ type: 'door.push', key }] }) as unknown as PathLike[];

  it('names each branch by its guard, so the report says which one no path took', () => {
    expect(measureCoverage(door, paths(false)).edges).toEqual({ covered: 1, total: 2, missing: ['door.closed --door.push--> door.open'] });
    expect(measureCoverage(door, paths(true)).edges.missing).toEqual(['door.closed --door.push [unlocked]--> door.open']);
  });

  it('counts the branches as covered when two measurements took one each', () => {
    const [row] = coverageRows([measureCoverage(door, paths(false)), measureCoverage(door, paths(true))], ['door']);
    expect(row?.edges).toEqual({ covered: 2, total: 2, missing: [] });
  });
});

describe('serializeByEdge', () => {
  // Two ways into `idle` (stop from on, stop from off) plus an event ignored in `idle` itself.
  const lamp = setup({}).createMachine({
    id: 'lamp',
    initial: 'idle',
    states: {
      idle: { on: { 'lamp.on': 'on' } },
      on: { on: { 'lamp.off': 'off', 'lamp.stop': 'idle' } },
      off: { on: { 'lamp.on': 'on', 'lamp.stop': 'idle' } },
    },
  });
  const events = [{ type: 'lamp.on' }, { type: 'lamp.off' }, { type: 'lamp.stop' }];
  const missingEdges = (serializeState?: ReturnType<typeof serializeByEdge>) =>
    measureCoverage(lamp, getShortestPaths(lamp, serializeState ? { events, serializeState } : { events }) as unknown as PathLike[])
      .edges.missing;

  it('lets shortest paths take every transition, where keying on the state alone misses some', () => {
    expect(missingEdges()).not.toEqual([]);
    expect(missingEdges(serializeByEdge())).toEqual([]);
  });
});
