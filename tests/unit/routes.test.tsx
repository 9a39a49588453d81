import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ReactNode } from 'react';
import { App } from '../../src/views/App';
import { I18nProvider } from '../../src/i18n/I18nProvider';

// The table itself is under test, so each area is replaced by a marker of where it rendered.
vi.mock('../../src/views/pages/auth/AuthArea', () => ({ default: () => <p>area:auth</p> }));
vi.mock('../../src/views/pages/error/ErrorArea', () => ({ default: () => <p>area:error</p> }));
vi.mock('../../src/views/pages/leadCapture/LeadCaptureArea', () => ({ default: () => <p>area:lead-capture</p> }));
vi.mock('../../src/views/pages/verify/VerifyCertificatePage', () => ({ default: () => <p>area:verify</p> }));
vi.mock('../../src/views/pages/home/StaffArea', () => ({ default: () => <p>area:staff</p> }));
vi.mock('../../src/views/root/RequireSession', () => ({
  RequireSession: (props: { children: ReactNode }) => <div data-testid="guard">{props.children}</div>,
}));
vi.mock('../../src/views/layouts/GuestLayout', () => ({
  GuestLayout: (props: { children: ReactNode }) => <div data-testid="guest-layout">{props.children}</div>,
}));

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <I18nProvider initial={{ language: 'en', messages: {}, english: {} }} reportMissing={false}>
      <Router hook={location.hook}>
        <App />
      </Router>
    </I18nProvider>,
  );
  return location;
}

describe('route table (spec section 2)', () => {
  it.each([
    ['/auth/login', 'area:auth'],
    ['/auth/anything', 'area:auth'],
    ['/error/404', 'area:error'],
    ['/lead-capture/new/f1', 'area:lead-capture'],
  ])('%s opens %s', async (path, marker) => {
    renderAt(path);
    expect(await screen.findByText(marker)).toBeInTheDocument();
    expect(screen.queryByTestId('guard')).toBeNull();
  });

  it('opens the verification page under the bare guest layout, without the guard', async () => {
    renderAt('/verify-certificate');
    expect(await screen.findByText('area:verify')).toBeInTheDocument();
    expect(screen.getByTestId('guest-layout')).toContainElement(screen.getByText('area:verify'));
    expect(screen.queryByTestId('guard')).toBeNull();
  });

  it('puts the root behind the session guard', async () => {
    renderAt('/');
    expect(await screen.findByText('area:staff')).toBeInTheDocument();
    expect(screen.getByTestId('guard')).toContainElement(screen.getByText('area:staff'));
  });

  it.each(['/nope', '/verify-certificate/extra', '/students/1', '/%2e%2e/etc'])('redirects the unknown path %s to /error/404', async (path) => {
    const location = renderAt(path);
    await waitFor(() => expect(location.history!.at(-1)).toBe('/error/404'));
    expect(await screen.findByText('area:error')).toBeInTheDocument();
  });
});
