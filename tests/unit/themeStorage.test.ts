import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ThemeMode } from '../../src/machines/themeMachine';
import { readStoredMode, writeStoredMode } from '../../src/views/theme/themeStorage';

// The keys are literal on purpose: index.html's inline script reads `theme_mode` before any module runs.
describe('theme storage', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('saves the mode under theme_mode and the menu choice under theme_menu', () => {
    writeStoredMode('dark');
    expect(localStorage.getItem('theme_mode')).toBe('dark');
    expect(localStorage.getItem('theme_menu')).toBe('dark');
    expect(readStoredMode()).toBe('dark');
  });

  it('saves nothing that is not a mode', () => {
    writeStoredMode('purple' as ThemeMode);
    expect(localStorage.length).toBe(0);
  });

  it('refused storage is no stored mode, and no error', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readStoredMode()).toBeNull();
    expect(() => writeStoredMode('light')).not.toThrow();
  });
});
