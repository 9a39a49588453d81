import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ReactNode } from 'react';
import { App, openRouteAt } from '../../src/views/App';
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

// Awaited: a route suspends on its download (React's `use`), which an un-awaited act never retries.
async function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  await act(async () => {
    render(
      <I18nProvider initial={{ language: 'en', messages: {}, english: {}, areas: [] }} reportMissing={false}>
        <Router hook={location.hook}>
          <App />
        </Router>
      </I18nProvider>,
    );
  });
  return location;
}

describe('route table (spec section 2)', () => {
  it.each([
    ['/auth/login', 'area:auth'],
    ['/auth/anything', 'area:auth'],
    ['/error/404', 'area:error'],
    ['/lead-capture/new/f1', 'area:lead-capture'],
  ])('%s opens %s', async (path, marker) => {
    await renderAt(path);
    expect(await screen.findByText(marker)).toBeInTheDocument();
    expect(screen.queryByTestId('guard')).toBeNull();
  });

  it('opens the verification page under the bare guest layout, without the guard', async () => {
    await renderAt('/verify-certificate');
    expect(await screen.findByText('area:verify')).toBeInTheDocument();
    expect(screen.getByTestId('guest-layout')).toContainElement(screen.getByText('area:verify'));
    expect(screen.queryByTestId('guard')).toBeNull();
  });

  it('puts the root behind the session guard', async () => {
    await renderAt('/');
    expect(await screen.findByText('area:staff')).toBeInTheDocument();
    expect(screen.getByTestId('guard')).toContainElement(screen.getByText('area:staff'));
  });

  it.each(['/nope', '/verify-certificate/extra', '/students/1', '/%2e%2e/etc'])('redirects the unknown path %s to /error/404', async (path) => {
    const location = await renderAt(path);
    await waitFor(() => expect(location.history!.at(-1)).toBe('/error/404'));
    expect(await screen.findByText('area:error')).toBeInTheDocument();
  });
});

describe('the open route start-up preloads (src/main.tsx)', () => {
  it('is the route each open path renders, with its catalogue area', () => {
    expect(openRouteAt('/auth/login')?.area).toBe('staff');
    expect(openRouteAt('/lead-capture/new/f1')?.area).toBe('lead');
    expect(openRouteAt('/verify-certificate')?.preload).toEqual(expect.any(Function));
    expect(openRouteAt('/verify-certificate')?.area).toBeUndefined();
    expect(openRouteAt('/error/404')).toBeDefined();
    expect(openRouteAt('/auth/login')).not.toBe(openRouteAt('/verify-certificate'));
  });

  it('is nothing for the staff area and for paths that only share a prefix', () => {
    expect(openRouteAt('/')).toBeUndefined();
    expect(openRouteAt('/students/1')).toBeUndefined();
    expect(openRouteAt('/authority')).toBeUndefined();
    expect(openRouteAt('/verify-certificates')).toBeUndefined();
  });
});
