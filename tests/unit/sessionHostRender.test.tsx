import { act, Suspense, useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuthEvents } from '../../src/api/authEvents';
import { useSession, type SessionValue } from '../../src/views/root/sessionContext';
import type { SessionHost as Host } from '../../src/views/root/createSessionHost';
import type { Services } from '../../src/views/root/services';
import { renderInSessionHost } from './sessionHostHarness';
import { writeStoredUser } from '../../src/api/userStore';
import { eventually } from '../eventually';

// A runner that attaches at once: the session's chunk loaded and its actor runs.
const runner = vi.hoisted(() => ({ attached: false }));
vi.mock('../../src/views/root/SessionProvider', async () => {
  const { useEffect } = await import('react');
  return {
    SessionRunner(props: { host: Host }) {
      useEffect(() => {
        props.host.attach({ actor: {}, goToLogin: () => {} } as unknown as SessionValue);
        runner.attached = true;
      }, [props.host]);
      return null;
    },
  };
});

/** Stands in for the route guard: the first view to ask for the session, during its render (use). */
function Guard() {
  useSession();
  return <p>guarded</p>;
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('a view that first asks for the session while rendering (the guard on "/", signed out)', () => {
  it('starts the session without updating the host during that render (React: "Cannot update a component while rendering a different component")', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const services = { authEvents: createAuthEvents() } as unknown as Services;
    function Page() {
      const [on, setOn] = useState(false);
      return on ? <Guard /> : <button onClick={() => setOn(true)}>open the staff page</button>;
    }
    await act(async () => {
      renderInSessionHost(services, <Page />);
    });
    // No stored user: nothing has started the session; the guard's render is the first to ask for it.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'open the staff page' })));
    expect(await screen.findByText('guarded')).toBeInTheDocument();
    const renderPhaseUpdates = errors.mock.calls.filter((call) => String(call[0]).includes('Cannot update a component'));
    expect(renderPhaseUpdates).toEqual([]);
  });
});

describe('a view that first asks for the session once it runs (a stored user: it started at page load)', () => {
  it('gets it at once, without showing its loading state (no flash of the fallback on every staff page)', async () => {
    writeStoredUser({ id: 'u1', username: 'admin', name: 'Ananya Iyer', email: 'a@x.in', role: 'administrator', token: 'tok-a' });
    runner.attached = false;
    const services = { authEvents: createAuthEvents() } as unknown as Services;
    const waited = vi.fn();
    function Waiting() {
      waited();
      return <p>waiting</p>;
    }
    function Page() {
      const [on, setOn] = useState(false);
      if (!on) return <button onClick={() => setOn(true)}>open the staff page</button>;
      return (
        <Suspense fallback={<Waiting />}>
          <Guard />
        </Suspense>
      );
    }
    await act(async () => {
      renderInSessionHost(services, <Page />);
    });
    await eventually(() => expect(runner.attached).toBe(true));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'open the staff page' })));
    expect(screen.getByText('guarded')).toBeInTheDocument();
    expect(waited).not.toHaveBeenCalled();
  });
});
