import { render } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { useBranchColour } from '../../src/views/theme/useBranchColour';

function BranchColour(props: { colour: string }) {
  useBranchColour(props.colour);
  return null;
}

// The colour maths chunk cannot be loaded (gone after a deploy, or offline): the import rejects.
let attempted: () => void = () => {};
const attempt = new Promise<void>((resolve) => (attempted = resolve));
vi.mock('../../src/views/theme/branchColour', () => {
  attempted();
  throw new TypeError('Failed to fetch dynamically imported module: /assets/branchColour.js');
});

const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
process.on('unhandledRejection', onUnhandled);
afterEach(() => process.off('unhandledRejection', onUnhandled));

/** Lets the rejected import settle and Node report a rejection nobody handled (it does so after a macrotask). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

it('a branch colour whose chunk fails to load leaves the default colour and no unhandled rejection', async () => {
  const before = document.documentElement.getAttribute('style');
  const errors = vi.spyOn(console, 'error');
  const view = render(<BranchColour colour="#0d9488" />);
  await attempt;
  await settle();
  await settle();
  expect(unhandled).toEqual([]);
  expect(document.documentElement.getAttribute('style')).toBe(before);
  // Nothing for the visitor (nor the console) to see: the page simply keeps its own colour.
  expect(errors).not.toHaveBeenCalled();
  view.unmount();
});
