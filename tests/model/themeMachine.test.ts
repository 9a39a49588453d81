import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { themeMachine, type ThemeEvent } from '../../src/machines/themeMachine';
import { formatCoverage, measureCoverage, serializeByEdge, withInput, type PathLike } from './graphCoverage';

/** Every state and every transition of themeMachine is reachable, from each start rule (stored dark, system, light). */
const events = [
  { type: 'theme.start' },
  { type: 'theme.select', mode: 'light' },
  { type: 'theme.select', mode: 'dark' },
  { type: 'theme.select', mode: 'system' },
  { type: 'theme.switch', mode: 'dark' },
  { type: 'theme.deviceChange', dark: true },
  { type: 'theme.deviceChange', dark: false },
  { type: 'theme.storageChange', value: 'light' },
  { type: 'theme.storageChange', value: 'dark' },
  { type: 'theme.storageChange', value: 'Default Theme' },
  { type: 'theme.storageChange', value: null },
  { type: 'theme.storageCleared' },
  { type: 'xstate.after.switchDuration.theme.active.motion.switching' },
] as unknown as ThemeEvent[];

// Keyed on the edge (source, event, target) plus the context, whose mode the guards read.
const serializeState = serializeByEdge((s) => s.context.mode);

describe('themeMachine graph', () => {
  it('covers every state and edge', () => {
    const paths: PathLike[] = [];
    for (const stored of ['dark', 'Default Theme', null]) {
      for (const systemDark of [false, true]) {
        // With its input: measureCoverage replays each path on a real actor from the same start.
        const input = { stored, systemDark };
        paths.push(...withInput(input, getShortestPaths(themeMachine, { input, events, serializeState: serializeState as never }) as unknown as PathLike[]));
      }
    }
    const coverage = measureCoverage(themeMachine, paths);
    console.log(formatCoverage(coverage));
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.edges.missing).toEqual([]);
  });
});
