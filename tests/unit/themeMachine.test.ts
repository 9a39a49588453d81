// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { modeFromStored, themeMachine, type AppliedTheme, type ThemeMode } from '../../src/machines/themeMachine';

function start(stored: string | null, systemDark = false) {
  const log: string[] = [];
  const machine = themeMachine.provide({
    actions: {
      applyTheme: (_, p: { theme: AppliedTheme }) => void log.push(`apply:${p.theme}`),
      saveMode: (_, p: { mode: ThemeMode }) => void log.push(`save:${p.mode}`),
      setSwitching: () => void log.push('flag:on'),
      clearSwitching: () => void log.push('flag:off'),
      reload: () => void log.push('reload'),
    },
  });
  const actor = createActor(machine, { input: { stored, systemDark } }).start();
  actor.send({ type: 'theme.start' });
  return { actor, log };
}

describe('the start rule', () => {
  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
    ['system', 'system'],
    ['Default Theme', 'system'],
    ['<x>', 'system'],
    ['', 'system'],
    [null, 'light'],
  ] as const)('stored %j means %s', (stored, mode) => {
    expect(modeFromStored(stored)).toBe(mode);
    const { actor } = start(stored);
    expect(actor.getSnapshot().context.mode).toBe(mode);
  });

  it('applies the stored mode, and in system mode the device scheme, without saving or flagging', () => {
    expect(start('dark').log).toEqual(['apply:dark']);
    expect(start('system', true).log).toEqual(['apply:dark']);
    expect(start('system', false).log).toEqual(['apply:light']);
    expect(start(null, true).log).toEqual(['apply:light']);
  });
});

describe('the switching flag', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is set on a switch and removed after exactly 300 ms', () => {
    const { actor, log } = start('light');
    actor.send({ type: 'theme.select', mode: 'dark' });
    // Flag and theme change in the same synchronous step, so the browser never renders one without the other.
    expect(log).toEqual(['apply:light', 'save:dark', 'flag:on', 'apply:dark']);
    vi.advanceTimersByTime(299);
    expect(actor.getSnapshot().matches({ active: { motion: 'switching' } })).toBe(true);
    expect(log).not.toContain('flag:off');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().matches({ active: { motion: 'steady' } })).toBe(true);
    expect(log.at(-1)).toBe('flag:off');
  });

  it('restarts the 300 ms when the user switches again', () => {
    const { actor, log } = start('light');
    actor.send({ type: 'theme.select', mode: 'dark' });
    vi.advanceTimersByTime(200);
    actor.send({ type: 'theme.select', mode: 'light' });
    vi.advanceTimersByTime(299);
    expect(actor.getSnapshot().matches({ active: { motion: 'switching' } })).toBe(true);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().matches({ active: { motion: 'steady' } })).toBe(true);
    expect(log.filter((l) => l === 'flag:off')).toHaveLength(2);
  });

  it('is not restarted by a device change in light or dark mode, which changes nothing on screen', () => {
    const { actor, log } = start('light');
    actor.send({ type: 'theme.select', mode: 'dark' });
    vi.advanceTimersByTime(200);
    actor.send({ type: 'theme.deviceChange', dark: true });
    expect(log).toEqual(['apply:light', 'save:dark', 'flag:on', 'apply:dark']);
    vi.advanceTimersByTime(100);
    expect(actor.getSnapshot().matches({ active: { motion: 'steady' } })).toBe(true);
  });

  it('is set by another tab’s choice too, and restarted by one that comes while it runs', () => {
    const { actor, log } = start('light');
    actor.send({ type: 'theme.storageChange', value: 'dark' });
    expect(log.slice(1)).toEqual(['flag:on', 'apply:dark']);
    vi.advanceTimersByTime(200);
    actor.send({ type: 'theme.storageChange', value: 'light' });
    vi.advanceTimersByTime(299);
    expect(actor.getSnapshot().matches({ active: { motion: 'switching' } })).toBe(true);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().matches({ active: { motion: 'steady' } })).toBe(true);
  });
});

describe('following the device', () => {
  it('applies a device change at once in system mode', () => {
    const { actor, log } = start('system', false);
    actor.send({ type: 'theme.deviceChange', dark: true });
    expect(log.slice(1).sort()).toEqual(['apply:dark', 'flag:on']);
  });

  it('remembers but does not apply a device change in light or dark mode, and uses it when system is chosen', () => {
    const { actor, log } = start('light', false);
    actor.send({ type: 'theme.deviceChange', dark: true });
    expect(log).toEqual(['apply:light']);
    actor.send({ type: 'theme.select', mode: 'system' });
    expect(log.slice(-3)).toEqual(['save:system', 'flag:on', 'apply:dark']);
  });
});

describe('storage', () => {
  it('applies another tab’s choice without saving it again', () => {
    const { actor, log } = start('light');
    actor.send({ type: 'theme.storageChange', value: 'dark' });
    expect(actor.getSnapshot().context.mode).toBe('dark');
    expect(log.some((l) => l.startsWith('save:'))).toBe(false);
    actor.send({ type: 'theme.storageChange', value: null });
    expect(actor.getSnapshot().context.mode).toBe('light');
    actor.send({ type: 'theme.storageChange', value: 'system' });
    expect(actor.getSnapshot().context.mode).toBe('system');
    actor.send({ type: 'theme.storageChange', value: 'Default Theme' });
    expect(actor.getSnapshot().context.mode, 'any other stored value is system (spec section 4)').toBe('system');
  });

  it('saves the current mode again after the session clears local storage', () => {
    const { actor, log } = start('dark');
    actor.send({ type: 'theme.storageCleared' });
    expect(log.at(-1)).toBe('save:dark');
  });

  it('the switch action saves the choice, then reloads, and ignores anything after', () => {
    const { actor, log } = start('light');
    actor.send({ type: 'theme.switch', mode: 'system' });
    expect(log.slice(-2)).toEqual(['save:system', 'reload']);
    expect(actor.getSnapshot().value).toBe('reloading');
    actor.send({ type: 'theme.select', mode: 'dark' });
    expect(log.at(-1)).toBe('reload');
  });
});
