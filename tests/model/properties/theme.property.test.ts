// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { modeFromStored, resolveTheme, themeMachine, type AppliedTheme, type ThemeMode } from '../../../src/machines/themeMachine';
import { propertyOptions, Reached, steps, watchErrors } from './fakeActors';

/**
 * Adversarial event orders on the theme: choices in this tab, other tabs saving or clearing storage, the device
 * going dark and light, the start signal late, repeated or missing, and time passing in any amounts (xstate's
 * SimulatedClock: no real waiting). After every step: the page shows the theme of the mode in force (the device's
 * when it is `system`); only a choice made here is saved (another tab's is not saved back, or two tabs would echo
 * forever), a storage clear saves the mode again; transitions are suppressed exactly until `switchDuration` after
 * the last change; the page reloads once for a `theme.switch`, and nothing happens after that.
 *
 * Mutants seen failing (each reverted): `recordDevice` dropped from the mode region (a later `system` choice shows
 * the device's old theme), the `storageChange` branches saving the mode (an echo between tabs), `followsDevice` always
 * true (transitions suppressed for a device change that changed nothing on screen), `clearSwitching` dropped
 * (transitions stay off), the restart (`reenter: true`) dropped from `switching` on `theme.select`, `theme.storageCleared`
 * saving nothing, `storedSystem` reading 'system' only (a stored legacy value read as light), `system` no longer
 * applying a device change.
 */

const MODES: ThemeMode[] = ['light', 'dark', 'system'];
// What another tab may leave in storage: a mode, nothing, or a value of an older version (read as system).
const STORED = ['light', 'dark', 'system', null, 'Default Theme'];

type Step =
  | { do: 'start' }
  | { do: 'select'; mode: ThemeMode }
  | { do: 'switch'; mode: ThemeMode }
  | { do: 'deviceChange'; dark: boolean }
  | { do: 'storageChange'; value: string | null }
  | { do: 'storageCleared' }
  | { do: 'wait'; ms: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 2, arbitrary: fc.constant({ do: 'start' as const }) },
  { weight: 3, arbitrary: fc.record({ do: fc.constant('select' as const), mode: fc.constantFrom(...MODES) }) },
  { weight: 1, arbitrary: fc.record({ do: fc.constant('switch' as const), mode: fc.constantFrom(...MODES) }) },
  { weight: 3, arbitrary: fc.record({ do: fc.constant('deviceChange' as const), dark: fc.boolean() }) },
  { weight: 3, arbitrary: fc.record({ do: fc.constant('storageChange' as const), value: fc.constantFrom(...STORED) }) },
  { weight: 1, arbitrary: fc.constant({ do: 'storageCleared' as const }) },
  // Around the 300 ms switchDuration: below, at and above it.
  { weight: 3, arbitrary: fc.record({ do: fc.constant('wait' as const), ms: fc.constantFrom(0, 1, 150, 299, 300, 301, 1000) }) },
);

const SWITCH_MS = 300;

function run(input: { stored: string | null; systemDark: boolean }, commands: Step[], reached: Reached) {
  const clock = new SimulatedClock();
  const effects = { applied: [] as AppliedTheme[], saved: [] as ThemeMode[], switching: false, reloads: 0 };
  const machine = themeMachine.provide({
    actions: {
      applyTheme: (_, params: { theme: AppliedTheme }) => void effects.applied.push(params.theme),
      saveMode: (_, params: { mode: ThemeMode }) => void effects.saved.push(params.mode),
      setSwitching: () => void (effects.switching = true),
      clearSwitching: () => void (effects.switching = false),
      reload: () => void (effects.reloads += 1),
    },
  });
  const actor = createActor(machine, { input, clock });
  const errors = watchErrors(actor);
  actor.start();

  // The model: the mode in force, the device, what should have been saved, and time since the last change.
  let mode = modeFromStored(input.stored);
  let systemDark = input.systemDark;
  let started = false;
  let reloading = false;
  const saved: ThemeMode[] = [];
  let sinceChange: number | null = null;
  let frozen: { applied: number; saved: number } | null = null;

  for (const command of commands) {
    switch (command.do) {
      case 'start':
        actor.send({ type: 'theme.start' });
        started = true;
        break;
      case 'select':
        actor.send({ type: 'theme.select', mode: command.mode });
        if (!reloading) [mode, started, sinceChange] = [command.mode, true, 0];
        if (!reloading) saved.push(command.mode);
        break;
      case 'switch':
        actor.send({ type: 'theme.switch', mode: command.mode });
        if (!reloading) saved.push(command.mode);
        reloading = true;
        break;
      case 'deviceChange':
        actor.send({ type: 'theme.deviceChange', dark: command.dark });
        if (!reloading && mode === 'system') sinceChange = 0;
        if (!reloading) systemDark = command.dark;
        break;
      case 'storageChange':
        actor.send({ type: 'theme.storageChange', value: command.value });
        if (!reloading) [mode, started, sinceChange] = [modeFromStored(command.value), true, 0];
        break;
      case 'storageCleared':
        actor.send({ type: 'theme.storageCleared' });
        if (!reloading) saved.push(mode);
        break;
      case 'wait':
        clock.increment(command.ms);
        if (sinceChange !== null) sinceChange += command.ms;
        break;
    }

    const s = actor.getSnapshot();
    expect(errors).toEqual([]);
    expect(s.status).toBe('active');
    // Only what this tab chose (or a storage clear) is saved; another tab's choice is never written back.
    expect(effects.saved).toEqual(saved);
    expect(effects.reloads).toBe(reloading ? 1 : 0);
    if (reloading) {
      // The page is going away with the saved choice: nothing is applied or saved any more.
      expect(s.value).toBe('reloading');
      expect(effects.switching).toBe(false);
      frozen ??= { applied: effects.applied.length, saved: effects.saved.length };
      expect({ applied: effects.applied.length, saved: effects.saved.length }).toEqual(frozen);
      reached.note('reloading');
      continue;
    }
    expect(s.context).toEqual({ mode, systemDark });
    if (started) {
      // What the page shows is the mode in force, resolved against the device now.
      expect(s.matches({ active: { mode } })).toBe(true);
      expect(effects.applied.at(-1)).toBe(resolveTheme(mode, systemDark));
    } else {
      expect(s.matches({ active: { mode: 'starting' } })).toBe(true);
      expect(effects.applied).toEqual([]);
    }
    // Transitions are off from a change until switchDuration has passed since the last one, and only then.
    const switching = sinceChange !== null && sinceChange < SWITCH_MS;
    expect(s.matches({ active: { motion: 'switching' } })).toBe(switching);
    expect(effects.switching).toBe(switching);
    reached.note(switching ? 'switching' : 'steady');
    reached.note(`mode ${mode} on a ${systemDark ? 'dark' : 'light'} device`);
  }
  actor.stop();
}

describe('themeMachine under adversarial event orders', () => {
  it('shows the mode in force, saves only choices made here, re-enables transitions after switchDuration, and reloads once', () => {
    const reached = new Reached();
    const input = fc.record({ stored: fc.constantFrom(...STORED), systemDark: fc.boolean() });
    fc.assert(
      fc.property(input, steps(step), (start, commands) => run(start, commands, reached)),
      propertyOptions(),
    );
    const modes = MODES.flatMap((m) => [`mode ${m} on a dark device`, `mode ${m} on a light device`]);
    expect(reached.missing(['switching', 'steady', 'reloading', ...modes])).toEqual([]);
  });
});
