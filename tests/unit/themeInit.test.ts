import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { modeFromStored, resolveTheme } from '../../src/machines/themeMachine';

/**
 * index.html's inline theme script (it runs before any module, so it cannot import the machine) keeps the
 * machine's start rule, and the CSP hash the README gives deployers is the hash of that exact script.
 */
const html = readFileSync(resolve(process.cwd(), 'index.html'), 'utf8');
const inlineScripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
const script = inlineScripts[0] ?? '';
const run = () => new Function(script)();

function device(dark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: dark && query === '(prefers-color-scheme: dark)' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
});

describe('index.html inline theme script', () => {
  it('is the only inline script, and the README names its CSP hash', () => {
    expect(inlineScripts).toHaveLength(1);
    expect(script).toContain("getItem('theme_mode')");
    const hash = `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
    expect(readFileSync(resolve(process.cwd(), 'README.md'), 'utf8')).toContain(`script-src 'self' ${hash}`);
  });

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
