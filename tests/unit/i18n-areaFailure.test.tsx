import { act, fireEvent, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider, useLanguageChoice, useT } from '../../src/i18n/I18nProvider';
import { MessageArea } from '../../src/i18n/MessageArea';
import * as catalogues from '../../src/i18n/loadLanguage';
import { eventually } from '../eventually';

/**
 * An area's catalogue that cannot be downloaded (a deploy removed the old chunk, or the network refused): the page
 * reading it must reach its error boundary once, not ask again on every render (it did, hundreds of times a second,
 * behind an endless spinner). A later choice of language is the reader's retry.
 */

const { loadArea } = vi.hoisted(() => ({ loadArea: vi.fn() }));
vi.mock('../../src/i18n/loadLanguage', async (original) => {
  const real = await original<typeof catalogues>();
  loadArea.mockImplementation(real.loadArea);
  return { ...real, loadArea };
});

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <p>boundary</p> : this.props.children;
  }
}

function SignIn() {
  const t = useT();
  return <p>{t('auth.title')}</p>;
}

function Choose(props: { language: 'en' | 'fr' }) {
  const { setLanguage, errorId } = useLanguageChoice();
  return (
    <button onClick={() => setLanguage(props.language)} data-error={errorId ?? ''}>
      {props.language}
    </button>
  );
}

afterEach(() => {
  loadArea.mockClear();
  localStorage.clear();
});

describe('an area whose catalogue cannot be downloaded', () => {
  it('reaches the error boundary after one attempt; choosing the language again tries once more', async () => {
    const refused = new TypeError('Failed to fetch dynamically imported module: /assets/en-staff.js');
    loadArea.mockRejectedValueOnce(refused);
    const initial = await catalogues.loadLanguage('en');
    await act(async () => {
      render(
        <I18nProvider initial={initial} reportMissing={false}>
          <Choose language="fr" />
          <Choose language="en" />
          <Boundary>
            <Suspense fallback={<p>loading</p>}>
              <MessageArea area="staff">
                <SignIn />
              </MessageArea>
            </Suspense>
          </Boundary>
        </I18nProvider>,
      );
    });
    expect(await screen.findByText('boundary')).toBeInTheDocument();
    // Renders after the failure read the same failed load: no second download.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'fr' }));
    });
    await eventually(() => expect(document.documentElement.lang).toBe('fr-FR'));
    expect(loadArea.mock.calls.filter(([, area]) => area === 'staff').map(([loaded]) => loaded.language)).toEqual(['en']);

    // Back to English: its staff text is needed again, so the failed load is retried (and now succeeds).
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'en' }));
    });
    await eventually(() => expect(loadArea.mock.calls.filter(([, area]) => area === 'staff')).toHaveLength(2));
    await eventually(() => expect(document.documentElement.lang).toBe('en-IN'));
    expect(screen.getByRole('button', { name: 'en' })).toHaveAttribute('data-error', '');
  });
});
