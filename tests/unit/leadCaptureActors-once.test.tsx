import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import type { Services } from '../../src/views/root/services';
import { ServicesProvider } from '../../src/views/root/services';
import { lookupMachine } from '../../src/machines/lookupMachine';
import { useLeadCaptureActor, usePlaceLookups } from '../../src/views/pages/leadCapture/useLeadCaptureActors';
import { setupHttp } from './httpHarness';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

function wrapper(props: { children: ReactNode }) {
  const services = { http: setupHttp({ respond: () => new Promise<Response>(() => {}) }).http } as unknown as Services;
  return <ServicesProvider services={services}>{props.children}</ServicesProvider>;
}

it('reads the draft once per page, not on every render (each keystroke re-renders the form)', () => {
  const read = vi.spyOn(Storage.prototype, 'getItem');
  const { result, rerender } = renderHook(() => useLeadCaptureActor('f1'), { wrapper });
  const first = result.current;
  const draftReads = () => read.mock.calls.filter(([key]) => key === 'lead-draft:f1').length;
  expect(draftReads()).toBe(1);
  for (let i = 0; i < 5; i += 1) rerender();
  expect(draftReads()).toBe(1);
  expect(result.current).toBe(first);
});

it('builds its two list machines once, not on every render', () => {
  const provide = vi.spyOn(lookupMachine, 'provide');
  const { result, rerender } = renderHook(() => usePlaceLookups(), { wrapper });
  for (let i = 0; i < 5; i += 1) rerender();
  expect(provide).toHaveBeenCalledTimes(2);
  expect(result.current.states).not.toBe(result.current.cities);
});
