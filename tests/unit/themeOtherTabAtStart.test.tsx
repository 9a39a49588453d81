import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { ThemeProvider } from '../../src/views/root/ThemeProvider';

/**
 * ThemeProvider reads the saved mode as it first renders and listens for other tabs' choices only in
 * its effect, after the whole first screen has rendered and committed. main.tsx renders that screen in a transition,
 * which yields to the browser between slices, so another tab's storage event (it comes once) can be dispatched
 * in between, to nobody. The child below stands for such a slice: another tab saves 'dark' while this tab renders.
 */
function AnotherTabSavesDarkMeanwhile() {
  if (window.localStorage.getItem('theme_mode') !== 'dark') {
    window.localStorage.setItem('theme_mode', 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme_mode', oldValue: 'light', newValue: 'dark', storageArea: window.localStorage }));
  }
  return null;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
});

describe('a theme chosen in another tab while this tab renders its first screen', () => {
  it('applies here once the tab listens', async () => {
    vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
    localStorage.setItem('theme_mode', 'light');
    await act(async () => {
      render(
        <ThemeProvider>
          <AnotherTabSavesDarkMeanwhile />
        </ThemeProvider>,
      );
    });
    expect(localStorage.getItem('theme_mode')).toBe('dark');
    // Before the fix: 'light', beside 'dark' saved for every tab, until the next change or reload.
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
  });
});
