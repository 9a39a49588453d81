// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { and, fromPromise, not, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { isGeneratedDiagram, machineToMermaid } from '../../scripts/machines-diagram.render';
import { expectedDiagrams } from '../../scripts/machines-diagram.sources';

const STALE = 'out of date: run `npm run machines:diagram` and commit docs/machines';
// Vitest's diff shows Expected (-) and Received (+) unnamed: an edge just added to the machine reads as a "-" line,
// which looks like a removal. Say which side is which.
const SIDES = '(in the diff, Expected "-" is what the machine draws now, Received "+" the committed file)';

describe('committed machine diagrams', () => {
  const expected = expectedDiagrams();

  it.each(expected.map((d) => [d.path, d.content] as const))('%s matches its machine', (path, content) => {
    expect(existsSync(path), `${path} is missing: run \`npm run machines:diagram\` and commit it`).toBe(true);
    expect(readFileSync(path, 'utf8'), `${path} is ${STALE} ${SIDES}`).toBe(content);
  });

  it('has no generated diagram for a machine that no longer exists (hand-written notes may sit beside them)', () => {
    const generated = readdirSync('docs/machines')
      .filter((f) => f.endsWith('.md'))
      .map((f) => `docs/machines/${f}`)
      .filter((p) => isGeneratedDiagram(readFileSync(p, 'utf8')));
    const orphans = generated.filter((p) => !expected.some((d) => d.path === p));
    expect(orphans, STALE).toEqual([]);
  });
});

describe('machineToMermaid', () => {
  it('draws the machine as a box around its states when it has transitions of its own', () => {
    const door = setup({ actions: { log: () => {} } }).createMachine({
      id: 'door',
      initial: 'shut',
      on: { 'door.reset': '.shut', 'door.ping': { actions: 'log' } },
      states: { shut: { on: { 'door.open': 'open' } }, open: {} },
    });
    expect(machineToMermaid(door).split('\n')).toEqual([
      'stateDiagram-v2',
      '  state "door" as door_machine',
      '  state door_machine {',
      '    shut',
      '    open',
      '    [*] --> shut',
      '  }',
      '  [*] --> door_machine',
      '  door_machine --> shut : door.reset',
      '  door_machine --> door_machine : door.ping / log',
      '  shut --> open : door.open',
    ]);
  });

  const machine = setup({
    guards: { ready: () => true, allowed: () => true },
    actions: { count: () => {}, log: () => {} },
    actors: { fetchThing: fromPromise(async () => 'thing') },
    delays: { settle: 300 },
  }).createMachine({
    id: 'fixture',
    initial: 'idle',
    states: {
      idle: {
        on: {
          'thing.go': [
            { guard: not('ready'), target: 'busy' },
            { guard: and(['ready', 'allowed']), target: 'busy', actions: ['count', 'log'] },
          ],
          'thing.ping': { actions: 'log' },
        },
      },
      busy: {
        tags: ['loading'],
        invoke: { id: 'fetchThing', src: 'fetchThing', onDone: 'both', onError: 'idle' },
        after: { settle: 'idle' },
      },
      both: {
        type: 'parallel',
        tags: ['split'],
        states: {
          left: { initial: 'a', states: { a: { on: { 'thing.go': 'b' } }, b: { type: 'final' } } },
          right: { initial: 'c', states: { c: { always: { guard: 'ready', target: 'd' } }, d: {} } },
        },
        onDone: 'gone',
      },
      gone: { type: 'final' },
    },
  });

  it('nests states, marks parallel regions, and labels every kind of transition', () => {
    expect(machineToMermaid(machine).split('\n')).toEqual([
      'stateDiagram-v2',
      '  idle',
      '  busy',
      '  busy : invoke fetchThing',
      '  busy : tags loading',
      '  state "both · tags split" as both',
      '  state both {',
      '    state "left" as both__left',
      '    state both__left {',
      '      state "a" as both__left__a',
      '      state "b" as both__left__b',
      '      [*] --> both__left__a',
      '      both__left__b --> [*]',
      '    }',
      '    --',
      '    state "right" as both__right',
      '    state both__right {',
      '      state "c" as both__right__c',
      '      state "d" as both__right__d',
      '      [*] --> both__right__c',
      '    }',
      '  }',
      '  gone',
      '  [*] --> idle',
      '  gone --> [*]',
      '  idle --> busy : thing.go [not(ready)]',
      '  idle --> busy : thing.go [and(ready, allowed)] / count, log',
      '  idle --> idle : thing.ping / log',
      '  busy --> both : done fetchThing',
      '  busy --> idle : error fetchThing',
      '  busy --> idle : after settle',
      '  both --> gone : done',
      '  both__left__a --> both__left__b : thing.go',
      '  both__right__c --> both__right__d : always [ready]',
    ]);
  });
});
