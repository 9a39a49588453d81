import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import type { Services } from '../../src/views/root/services';
import { ServicesProvider } from '../../src/views/root/services';
import { lookupMachine } from '../../src/machines/lookupMachine';
import { useLeadCaptureActor, usePlaceLookups } from '../../src/views/pages/leadCapture/useLeadCaptureActors';
import { setupHttp } from './httpHarness';
import { leadForm } from '../model/leadFixtures';

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

it('writes the draft when the values or the keys change, not for every snapshot (a blur, the form arriving)', async () => {
  // Mutation audit: saving on every snapshot passed every test. Each write is a JSON of the form and its keys, and
  // moves the draft's 30 minutes on: leaving a field must neither cost one nor keep the last visitor's details.
  const services = {
    http: setupHttp({ token: () => '', respond: () => Response.json({ success: true, data: { ...leadForm, id: 'f1' } }) }).http,
  } as unknown as Services;
  const write = vi.spyOn(Storage.prototype, 'setItem');
  const draftWrites = () => write.mock.calls.filter(([key]) => key === 'lead-draft:f1').length;
  const { result } = renderHook(() => useLeadCaptureActor('f1'), {
    wrapper: (props: { children: ReactNode }) => <ServicesProvider services={services}>{props.children}</ServicesProvider>,
  });
  const actor = result.current;
  await waitFor(actor, (s) => s.matches('editing'));
  act(() => actor.send({ type: 'lead.change', field: 'name', value: 'Asha Rao' }));
  expect(draftWrites()).toBe(1);
  act(() => {
    actor.send({ type: 'lead.blur', field: 'name' });
    actor.send({ type: 'lead.blur', field: 'mobile' });
    actor.send({ type: 'lead.submit' });
  });
  expect(actor.getSnapshot().context.errors).not.toEqual({});
  expect(draftWrites()).toBe(1);
  act(() => actor.send({ type: 'lead.change', field: 'name', value: 'Asha R' }));
  expect(draftWrites()).toBe(2);
});
