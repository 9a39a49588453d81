import { describe, expect, it, vi } from 'vitest';
import { Component, Suspense, type ReactNode } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider, useLanguageChoice, useT } from '../../src/i18n/I18nProvider';
import { loadLanguage, type LoadedLanguage } from '../../src/i18n/loadLanguage';
import { loadMessages } from '../../src/i18n/loadMessages';
import { lazyRoute } from '../../src/views/lazyRoute';

/** Every commit of the Suspense fallback is recorded: the point is whether the spinner ever showed. */
async function renderInSuspense(children: ReactNode, initial: LoadedLanguage = { language: 'en', messages: {}, english: {}, areas: [] }) {
  const fallbacks = vi.fn();
  function Fallback() {
    fallbacks();
    return <p>spinner</p>;
  }
  await act(async () => {
    render(
      <I18nProvider initial={initial} reportMissing={false}>
        <Catch>
          <Suspense fallback={<Fallback />}>{children}</Suspense>
        </Catch>
      </I18nProvider>,
    );
  });
  return fallbacks;
}

class Catch extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  render() {
    return this.state.error ? <p>caught: {String(this.state.error)}</p> : this.props.children;
  }
}

const page = (text: string) => () => Promise.resolve({ default: () => <p>{text}</p> });

describe('lazyRoute', () => {
  it('suspends on its download like React.lazy when nothing preloaded it', async () => {
    const Route = lazyRoute(page('the page'));
    const fallbacks = await renderInSuspense(<Route />);
    expect(await screen.findByText('the page')).toBeInTheDocument();
    expect(fallbacks).toHaveBeenCalled();
  });

  it('renders at once after a preload: the first commit is the page, never the spinner', async () => {
    const load = vi.fn(page('the page'));
    const Route = lazyRoute(load);
    await Route.preload();
    const fallbacks = await renderInSuspense(<Route />);
    expect(screen.getByText('the page')).toBeInTheDocument();
    expect(fallbacks).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('settles its preload on a failed download, and rendering throws the failure to the error boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Route = lazyRoute(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await expect(Route.preload()).resolves.toBeUndefined();
    await renderInSuspense(<Route />);
    expect(screen.getByText('caught: TypeError: Failed to fetch dynamically imported module')).toBeInTheDocument();
  });

  it("with its catalogue area loaded at start-up, shows the area's text without suspending, and keeps it across a language switch", async () => {
    function SignIn() {
      const t = useT();
      const { setLanguage } = useLanguageChoice();
      return <button onClick={() => setLanguage('fr')}>{t('auth.title')}</button>;
    }
    const Route = lazyRoute(() => Promise.resolve({ default: SignIn }), 'staff');
    expect(Route.area).toBe('staff');
    const [initial] = await Promise.all([loadLanguage('en', ['staff']), Route.preload()]);
    const fallbacks = await renderInSuspense(<Route />, initial);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const french = (await loadMessages('fr', 'staff'))['auth.title']![0] as { value: string };
    expect(await screen.findByRole('button', { name: french.value })).toBeInTheDocument();
    // The switch loaded the area with French before applying it, so the page never fell back to the spinner.
    expect(fallbacks).not.toHaveBeenCalled();
  });
});
