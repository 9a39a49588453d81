import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { I18nProvider, loadLanguage } from '../../src/i18n/I18nProvider';
import { createReporter, createRootErrorHandlers, type ReportSink } from '../../src/reporting/reporter';
import { RouteErrorBoundary } from '../../src/views/root/RouteErrorBoundary';

const failure = { on: true, error: new Error('render failed') as unknown };

function Fragile() {
  if (failure.on) throw failure.error;
  return <p>page content</p>;
}

/** A part of the app outside the boundary, to show the rest stays usable. */
function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>clicked {count}</button>;
}

async function renderBoundary(options: { language?: 'en' | 'de'; recover?: (e: unknown) => boolean; reload?: () => void } = {}) {
  const initial = await loadLanguage(options.language ?? 'en');
  const location = memoryLocation({ path: '/verify-certificate', record: true });
  const sink = { captureException: vi.fn(), addBreadcrumb: vi.fn() } satisfies ReportSink;
  const reporter = createReporter();
  reporter.expect();
  reporter.attach(sink);
  const handlers = createRootErrorHandlers(reporter, { error: () => {}, warn: () => {} });
  render(
    <I18nProvider initial={initial} reportMissing={false}>
      <Router hook={location.hook}>
        <Counter />
        <RouteErrorBoundary recover={options.recover ?? (() => false)} reload={options.reload ?? (() => {})}>
          <Fragile />
        </RouteErrorBoundary>
      </Router>
    </I18nProvider>,
    { onCaughtError: handlers.onCaughtError, onRecoverableError: handlers.onRecoverableError },
  );
  return { location, sink };
}

afterEach(() => {
  failure.on = true;
  failure.error = new Error('render failed');
});

describe('RouteErrorBoundary', () => {
  it('renders its children when nothing fails', async () => {
    failure.on = false;
    await renderBoundary();
    expect(screen.getByText('page content')).toBeInTheDocument();
  });

  it('shows a translated fallback with a retry and a way home, focused so it is announced', async () => {
    await renderBoundary();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Something went wrong' });
    expect(screen.getByRole('region', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('This part of the page could not be shown. Try again, or go to the home page.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(heading).toHaveFocus();
  });

  it('reports the caught error once through the root handler', async () => {
    const { sink } = await renderBoundary();
    await screen.findByRole('heading', { name: 'Something went wrong' });
    expect(sink.captureException).toHaveBeenCalledTimes(1);
    expect(sink.captureException).toHaveBeenCalledWith(failure.error, expect.objectContaining({ mechanism: 'react.caught' }));
  });

  it('keeps the rest of the app usable', async () => {
    await renderBoundary();
    await screen.findByRole('heading', { name: 'Something went wrong' });
    await userEvent.click(screen.getByRole('button', { name: 'clicked 0' }));
    expect(screen.getByRole('button', { name: 'clicked 1' })).toBeInTheDocument();
  });

  it('tries the page again on "Try again"', async () => {
    await renderBoundary();
    await screen.findByRole('heading', { name: 'Something went wrong' });
    failure.on = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('page content')).toBeInTheDocument();
  });

  it('clears the failure when the user navigates elsewhere', async () => {
    const { location } = await renderBoundary();
    await screen.findByRole('heading', { name: 'Something went wrong' });
    failure.on = false;
    act(() => location.navigate('/auth/login'));
    expect(await screen.findByText('page content')).toBeInTheDocument();
  });

  it('is the main landmark where the failure took the layout too, and a region of the layout\'s main otherwise', async () => {
    await renderBoundary();
    await screen.findByRole('heading', { name: 'Something went wrong' });
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('region', { name: 'Something went wrong' }));

    const initial = await loadLanguage('en');
    const { container } = render(
      <I18nProvider initial={initial} reportMissing={false}>
        <main data-testid="layout-main">
          <RouteErrorBoundary recover={() => false}>
            <Fragile />
          </RouteErrorBoundary>
        </main>
      </I18nProvider>,
      { onCaughtError: () => {} },
    );
    await screen.findAllByRole('heading', { name: 'Something went wrong' });
    expect(container.querySelectorAll('main')).toHaveLength(1);
  });

  it('speaks the active language', async () => {
    await renderBoundary({ language: 'de' });
    expect(await screen.findByRole('heading', { name: 'Etwas ist schiefgelaufen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toBeInTheDocument();
  });
});

describe('RouteErrorBoundary and failed chunk loads', () => {
  const chunkError = () => new TypeError('Failed to fetch dynamically imported module: https://a.edu/assets/VerifyCertificatePage-1.js');

  it('hands the error to the reload-once guard and shows the spinner while the page reloads', async () => {
    failure.error = chunkError();
    const recover = vi.fn(() => true);
    await renderBoundary({ recover });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    expect(recover).toHaveBeenCalledWith(failure.error);
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
  });

  it('when the guard declines (already reloaded), explains and offers a reload instead of a retry', async () => {
    failure.error = chunkError();
    const reload = vi.fn();
    await renderBoundary({ recover: () => false, reload });
    await screen.findByRole('heading', { name: 'Something went wrong' });
    expect(
      screen.getByText('Part of the app could not be loaded, possibly because the connection dropped or a new version was just released. Check your connection, then reload the page to continue.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Reload page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers a retry, not a reload, for ordinary errors the guard declines', async () => {
    const recover = vi.fn(() => false);
    await renderBoundary({ recover });
    await screen.findByRole('heading', { name: 'Something went wrong' });
    expect(recover).toHaveBeenCalledWith(failure.error);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload page' })).toBeNull();
  });
});
