import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { modeFromStored, resolveTheme } from '../../src/machines/themeMachine';

/** public/theme-init.js (runs before any module, so it cannot import the machine) keeps the machine's start rule. */
const script = readFileSync(resolve(process.cwd(), 'public/theme-init.js'), 'utf8');
const run = () => new Function(script)();

function device(dark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: dark && query === '(prefers-color-scheme: dark)' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
});

describe('theme-init.js', () => {
  const stored = ['light', 'dark', 'system', 'Default Theme', '<x>', '', null];
  it.each(stored.flatMap((value) => [false, true].map((dark) => [value, dark] as const)))(
    'stored %j on a dark device (%s) applies what themeMachine would',
    (value, dark) => {
      device(dark);
      if (value !== null) localStorage.setItem('theme_mode', value);
      run();
      const expected = resolveTheme(modeFromStored(value), dark);
      expect(document.documentElement.getAttribute('data-theme')).toBe(expected);
      expect(document.documentElement.style.colorScheme).toBe(expected);
    },
  );

  it('falls back to light when storage throws', () => {
    device(true);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    run();
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
  });
});
