// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createActor, setup, type InspectionEvent } from 'xstate';
import { deferredInspect, inspect, inspectorRequested, type InspectFn } from '../../src/devtools/inspector';
import { reporter } from '../../src/reporting/reporter';
import { eventually } from '../eventually';

describe('inspectorRequested', () => {
  it('is on with ?inspect in the address or VITE_INSPECT=true, and off otherwise', () => {
    expect(inspectorRequested(undefined, '?inspect')).toBe(true);
    expect(inspectorRequested(undefined, '?lang=fr&inspect=1')).toBe(true);
    expect(inspectorRequested('true', '')).toBe(true);
    expect(inspectorRequested('false', '')).toBe(false);
    expect(inspectorRequested(undefined, '?inspector')).toBe(false);
    expect(inspectorRequested(undefined, '')).toBe(false);
  });

  it('when nobody asked for the inspector, watches actors for bugs instead (reporting/actorBugs.ts)', () => {
    const capture = vi.spyOn(reporter, 'captureException').mockImplementation(() => {});
    const bug = new TypeError('x is undefined');
    const failed = { type: '@xstate.event', event: { type: 'xstate.error.actor.0.check', error: bug } };
    inspect(failed as unknown as InspectionEvent);
    expect(capture).toHaveBeenCalledWith(bug, { mechanism: 'xstate.actor' });
  });
});

describe('deferredInspect', () => {
  const toggle = setup({}).createMachine({
    id: 'toggle',
    initial: 'off',
    states: { off: { on: { 'toggle.flip': 'on' } }, on: {} },
  });

  it('holds the events of actors started before the inspector loaded, then replays them in order', async () => {
    const received: InspectionEvent[] = [];
    let finishLoading: (fn: InspectFn) => void = () => {};
    const load = vi.fn(() => new Promise<InspectFn>((resolve) => (finishLoading = resolve)));
    const actor = createActor(toggle, { inspect: deferredInspect(load) }).start();
    actor.send({ type: 'toggle.flip' });
    expect(received).toEqual([]);

    finishLoading((event) => received.push(event));
    await eventually(() => expect(received.length).toBeGreaterThan(0));
    actor.send({ type: 'toggle.flip' });

    expect(load).toHaveBeenCalledTimes(1);
    expect(received[0]).toMatchObject({ type: '@xstate.actor' });
    const flips = received.filter((e) => e.type === '@xstate.event' && e.event.type === 'toggle.flip');
    expect(flips).toHaveLength(2);
    const snapshots = received.filter((e) => e.type === '@xstate.snapshot');
    expect(snapshots.map((e) => (e.snapshot as { value?: unknown }).value)).toEqual(['off', 'on', 'on']);
  });

  it('gives up quietly when the inspector cannot load, so the app keeps working', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    const actor = createActor(toggle, { inspect: deferredInspect(load) }).start();
    await eventually(() => expect(warn).toHaveBeenCalledWith('The Stately inspector could not start', expect.any(Error)));
    actor.send({ type: 'toggle.flip' });
    expect(actor.getSnapshot().value).toBe('on');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
