// @vitest-environment node
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- budget.mjs has no .d.mts; the two functions' shapes are pinned by the tests below.
import { stackFloorFigures, stackFloorLine } from '../../scripts/budget.mjs';

interface Figures {
  floor: number;
  ratio: number;
  own: number;
  room: number;
}
const figures = stackFloorFigures as (sizes: { bare: number; floor: number; page: number; targetRatio: number }) => Figures;
const line = stackFloorLine as (input: Figures & { path: string; targetRatio: number }) => string;

const kB = 1024;

describe('the stack floor line of npm run budget', () => {
  it('gives the floor as a ratio to bare React, the page above the floor and the room the target leaves it', () => {
    const f = figures({ bare: 60 * kB, floor: 84 * kB, page: 100 * kB, targetRatio: 1.5 });
    expect(f).toEqual({ floor: 84 * kB, ratio: 1.4, own: 16 * kB, room: 6 * kB });
    expect(line({ path: '/verify-certificate', targetRatio: 1.5, ...f })).toBe(
      'Stack floor (bare React 19 + xstate, @xstate/react, zod/mini, @formatjs/intl, wouter, minimally used): ' +
        "84.0 kB gzip = 1.40 x bare React; /verify-certificate's own code and text: 16.0 kB " +
        '(the 1.5 x target leaves it 6.0 kB).',
    );
  });

  it('says so when the libraries alone are over the target', () => {
    const f = figures({ bare: 60 * kB, floor: 92.5 * kB, page: 100 * kB, targetRatio: 1.5 });
    expect(f.room).toBe(-2.5 * kB);
    expect(line({ path: '/verify-certificate', targetRatio: 1.5, ...f })).toMatch(
      /\(the 1\.5 x target is 2\.5 kB below the floor: unreachable with these libraries\)\.$/,
    );
  });
});
