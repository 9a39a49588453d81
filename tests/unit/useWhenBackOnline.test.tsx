import { renderHook } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { useWhenBackOnline } from '../../src/views/useWhenBackOnline';

// Mutation audit (Session 25): the hook's cleanup could be dropped with every test passing. Its users pass a new
// function on every render (FailedPanel, LookupFailure), so without it one `online` event made a read once per
// render that had happened, and a read that had since succeeded (BranchCard, the enquiry form) was made again.
it('makes the read once per online event with the latest retry given, and not once it is no longer given', () => {
  const first = vi.fn();
  const second = vi.fn();
  const view = renderHook((retry: (() => void) | false) => useWhenBackOnline(retry), { initialProps: first as (() => void) | false });
  view.rerender(second);
  dispatchEvent(new Event('online'));
  expect(first).not.toHaveBeenCalled();
  expect(second).toHaveBeenCalledTimes(1);
  view.rerender(false);
  dispatchEvent(new Event('online'));
  expect(second).toHaveBeenCalledTimes(1);
  view.rerender(second);
  view.unmount();
  dispatchEvent(new Event('online'));
  expect(second).toHaveBeenCalledTimes(1);
});
