import { act, Component, useEffect, useState, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuthEvents } from '../../src/api/authEvents';
import { USER_KEY } from '../../src/api/userStore';
import type { SessionValue } from '../../src/views/root/sessionContext';
import type { SessionHost as Host } from '../../src/views/root/createSessionHost';
import { SessionHost } from '../../src/views/root/SessionHost';
import { ServicesProvider, type Services } from '../../src/views/root/services';

// A runner that loads and attaches, then crashes: a bug in the running session, not a chunk that failed to load.
vi.mock('../../src/views/root/SessionProvider', () => ({
  SessionRunner(props: { host: Host }) {
    const [attached, setAttached] = useState(false);
    useEffect(() => {
      props.host.attach({ actor: {}, goToLogin: () => {} } as unknown as SessionValue);
      setAttached(true);
    }, [props.host]);
    if (attached) throw new Error('session crashed');
    return null;
  },
}));

class Outer extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <p>outer boundary</p> : this.props.children;
  }
}

afterEach(() => localStorage.clear());

describe('a session that crashes after it runs', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reaches the outer error boundary, as any crash does, instead of leaving the page on a stopped session', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(USER_KEY, '{"token":"t"}');
    const services = { authEvents: createAuthEvents() } as unknown as Services;
    // Awaited: the runner suspends on its (mocked) chunk first.
    await act(async () => {
      render(
        <ServicesProvider services={services}>
          <Outer>
            <SessionHost>
              <p>page</p>
            </SessionHost>
          </Outer>
        </ServicesProvider>,
      );
    });
    expect(await screen.findByText('outer boundary')).toBeInTheDocument();
  });
});
