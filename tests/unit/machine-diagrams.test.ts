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
      '  state "door" as s_machine',
      '  state s_machine {',
      '    state "shut" as s_shut',
      '    state "open" as s_open',
      '    [*] --> s_shut',
      '  }',
      '  [*] --> s_machine',
      '  s_machine --> s_shut : door.reset',
      '  s_machine --> s_machine : door.ping / log',
      '  s_shut --> s_open : door.open',
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
      '  state "idle" as s_idle',
      '  state "busy" as s_busy',
      '  s_busy : invoke fetchThing',
      '  s_busy : tags loading',
      '  state "both · tags split" as s_both',
      '  state s_both {',
      '    state "left" as s_both_left',
      '    state s_both_left {',
      '      state "a" as s_both_left_a',
      '      state "b" as s_both_left_b',
      '      [*] --> s_both_left_a',
      '      s_both_left_b --> [*]',
      '    }',
      '    --',
      '    state "right" as s_both_right',
      '    state s_both_right {',
      '      state "c" as s_both_right_c',
      '      state "d" as s_both_right_d',
      '      [*] --> s_both_right_c',
      '    }',
      '  }',
      '  state "gone" as s_gone',
      '  [*] --> s_idle',
      '  s_gone --> [*]',
      '  s_idle --> s_busy : thing.go [not(ready)]',
      '  s_idle --> s_busy : thing.go [and(ready, allowed)] / count, log',
      '  s_idle --> s_idle : thing.ping / log',
      '  s_busy --> s_both : done fetchThing',
      '  s_busy --> s_idle : error fetchThing',
      '  s_busy --> s_idle : after settle',
      '  s_both --> s_gone : done',
      '  s_both_left_a --> s_both_left_b : thing.go',
      '  s_both_right_c --> s_both_right_d : always [ready]',
    ]);
  });
});

/**
 * Mermaid cannot parse a state id that is one of its keywords, ends a label at a `"`, and would draw two states as
 * one if their ids were the same: ids are made up (`s_` + the path, `_2` for a second of the same) and keys are
 * only labels, written with Mermaid's entities. Mermaid itself is not installed (too heavy for this), so these
 * check the text it is given.
 */
describe('machineToMermaid: keys Mermaid cannot take as they are', () => {
  const lines = (machine: Parameters<typeof machineToMermaid>[0]) => machineToMermaid(machine).split('\n');
  const ids = (text: string[]) => text.map((l) => / as (\S+)$/.exec(l)?.[1]).filter((id) => id !== undefined);

  it('a key that is a Mermaid keyword gets an id that is not one, and stays the label', () => {
    const keywords = ['note', 'state', 'class', 'style', 'classDef', 'default', 'click', 'scale', 'accTitle', 'direction', 'end'];
    const machine = setup({}).createMachine({
      id: 'words',
      initial: 'note',
      states: Object.fromEntries(keywords.map((k, i) => [k, { on: { next: keywords[(i + 1) % keywords.length]! } }])),
    });
    const text = lines(machine);
    expect(text).toContain('  state "note" as s_note');
    expect(text).toContain('  state "end" as s_end');
    expect(text).toContain('  s_note --> s_state : next');
    // Every id is `s_` and letters, digits and `_` only: no keyword, nothing Mermaid reads as syntax.
    expect(ids(text)).toHaveLength(keywords.length);
    for (const id of ids(text)) expect(id).toMatch(/^s_[A-Za-z0-9_]+$/);
  });

  it('a " or # or ; in a key, a tag or an event is written as an entity, not as the end of the label', () => {
    const machine = setup({}).createMachine({
      id: 'quotes',
      initial: 'say "hi"',
      states: {
        'say "hi"': { tags: ['a"b'], on: { 'x"y#z;w:v': 'n#1; done' } },
        'n#1; done': { states: { inner: {} }, initial: 'inner', tags: ['<b>'] },
      },
    });
    expect(lines(machine)).toEqual([
      'stateDiagram-v2',
      '  state "say #quot;hi#quot;" as s_say__hi_',
      '  s_say__hi_ : tags a#quot;b',
      '  state "n#35;1#59; done · tags #lt;b#gt;" as s_n_1__done',
      '  state s_n_1__done {',
      '    state "inner" as s_n_1__done_inner',
      '    [*] --> s_n_1__done_inner',
      '  }',
      '  [*] --> s_say__hi_',
      '  s_say__hi_ --> s_n_1__done : x#quot;y#35;z#59;w#58;v',
    ]);
  });

  it('keys that clean up to the same id get ids of their own: on-hold and on_hold, a_b and a.b, machine', () => {
    const machine = setup({}).createMachine({
      id: 'clash',
      initial: 'on-hold',
      on: { reset: '.on-hold' },
      states: {
        'on-hold': { on: { go: 'on_hold' } },
        on_hold: { on: { go: 'a__b' } },
        a__b: { on: { go: 'a_b' } },
        a_b: { on: { go: 'a' } },
        a: { initial: 'b', states: { b: { on: { go: '#clash.machine' } } } },
        machine: {},
      },
    });
    const text = lines(machine);
    expect(ids(text)).toEqual(['s_machine', 's_on_hold', 's_on_hold_2', 's_a__b', 's_a_b', 's_a', 's_a_b_2', 's_machine_2']);
    expect(text).toContain('    state "on-hold" as s_on_hold');
    expect(text).toContain('  s_on_hold --> s_on_hold_2 : go');
    expect(text).toContain('  s_a_b --> s_a : go');
    expect(text).toContain('  s_a_b_2 --> s_machine_2 : go');
  });

  it('marks a transition that reenters its target, so dropping `reenter` makes the committed diagram stale', () => {
    // `reenter` restarts the target's timers and invoked actors (themeMachine's `switching`): without the mark, the
    // two machines drew the same diagram.
    const timer = (reenter: boolean) =>
      setup({ delays: { settle: 300 } }).createMachine({
        id: 'timer',
        initial: 'waiting',
        states: { waiting: { after: { settle: 'done' }, on: { poke: { target: 'waiting', reenter } } }, done: {} },
      });
    expect(lines(timer(true))).toContain('  s_waiting --> s_waiting : poke (reenter)');
    expect(lines(timer(false))).toContain('  s_waiting --> s_waiting : poke');
  });

  it('a delay with a dot in its name is written whole', () => {
    const machine = setup({ delays: { 'retry.slow': 5000 } }).createMachine({
      id: 'wait',
      initial: 'waiting',
      states: { waiting: { id: 'custom.id', after: { 'retry.slow': 'done', 250: 'done' } }, done: {} },
    });
    expect(lines(machine)).toContain('  s_waiting --> s_done : after retry.slow');
    expect(lines(machine)).toContain('  s_waiting --> s_done : after 250');
  });
});
