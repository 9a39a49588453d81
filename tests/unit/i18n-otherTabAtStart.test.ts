import { afterEach, describe, expect, it, vi } from 'vitest';
import { followOtherTabs, readStoredLanguage } from '../../src/i18n/loadLanguage';
import { LANGUAGE_KEY } from '../../src/i18n/locales';

/**
 * A tab reads the saved language as it starts, and listens for other tabs' choices only once it has rendered. A
 * choice another tab saves in between fires its one storage event to nobody: the tab must still follow it.
 */
afterEach(() => localStorage.clear());

describe('a language chosen in another tab while this tab starts', () => {
  it('applies here once the tab listens', () => {
    localStorage.setItem(LANGUAGE_KEY, 'en');
    expect(readStoredLanguage()).toBe('en');
    localStorage.setItem(LANGUAGE_KEY, 'de');
    const select = vi.fn();
    const stop = followOtherTabs(window, select);
    expect(select).toHaveBeenCalledExactlyOnceWith('de');
    stop();
  });

  it('changes nothing when no other tab chose meanwhile, or what it saved is no language', () => {
    localStorage.setItem(LANGUAGE_KEY, 'fr');
    expect(readStoredLanguage()).toBe('fr');
    const select = vi.fn();
    followOtherTabs(window, select)();
    localStorage.setItem(LANGUAGE_KEY, 'klingon');
    followOtherTabs(window, select)();
    expect(select).not.toHaveBeenCalled();
  });
});
