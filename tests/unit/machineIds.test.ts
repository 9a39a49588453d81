// @vitest-environment node
import { expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { checkIds, machineSources } from '../../scripts/machines-diagram.sources';

const machine = (id?: string) => createMachine({ ...(id ? { id } : {}), initial: 'a', states: { a: {} } });

it("every machine in src/machines has an id of its own (each names a diagram file and a coverage row)", () => {
  expect(() => machineSources()).not.toThrow();
});

it('two machines with one id, or one without an id, are named with their files instead of a diagram test that never passes', () => {
  expect(() =>
    checkIds([
      { file: 'src/machines/pingMachine.ts', machine: machine('ping') },
      { file: 'src/machines/pingTwoMachine.ts', machine: machine('ping') },
      { file: 'src/machines/anonMachine.ts', machine: machine() },
    ]),
  ).toThrow(
    "- src/machines/anonMachine.ts: the machine has no `id` (createMachine({ id: 'name', ... }))\n- two machines share the id 'ping': src/machines/pingMachine.ts, src/machines/pingTwoMachine.ts",
  );
  expect(() => checkIds([{ file: 'src/machines/pingMachine.ts', machine: machine('ping') }])).not.toThrow();
});
