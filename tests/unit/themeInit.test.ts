import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
  vi.restoreAllMocks();
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
  document.documentElement.removeAttribute('data-first-visit');
  document.documentElement.classList.remove('boot-failed');
  window.history.replaceState(null, '', '/');
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

  it('keeps errors and rejections from before the reporter starts, ten at most, until it takes them', () => {
    run();
    const kept = () => (window as { __earlyErrors?: unknown[] | null }).__earlyErrors;
    const boom = new Error('early boom');
    window.dispatchEvent(new ErrorEvent('error', { error: boom, message: 'early boom' }));
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = 'early reason';
    window.dispatchEvent(rejection);
    // A resource that failed to load has no error object: nothing to send.
    window.dispatchEvent(new ErrorEvent('error', { message: 'img' }));
    expect(kept()).toEqual([boom, 'early reason']);
    for (let i = 0; i < 20; i += 1) window.dispatchEvent(new ErrorEvent('error', { error: new Error(`more ${i}`) }));
    expect(kept()).toHaveLength(10);
    (window as { __earlyErrors?: unknown[] | null }).__earlyErrors = null;
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('after') }));
    expect(kept()).toBeNull();
  });

  it('falls back to light when storage throws', () => {
    device(true);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    run();
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
  });
});

// A page prerendered at build time (scripts/prerender/) is English, light, signed out and without a query: the
// script marks exactly the visits that would render it, so nobody else ever sees it (the stylesheet shows the
// spinner instead).
describe('index.html marks a first visit for a prerendered page', () => {
  const firstVisit = () => document.documentElement.hasAttribute('data-first-visit');

  it.each([
    ['nothing stored', {}, true],
    ['English chosen', { language: 'en' }, true],
    ['the light theme chosen', { theme_mode: 'light' }, true],
    ['another language', { language: 'de' }, false],
    ['an unknown language value', { language: 'xx' }, false],
    ['the dark theme', { theme_mode: 'dark' }, false],
    ['the system theme (even on a light device)', { theme_mode: 'system' }, false],
    ['a stored user (the sign-in page would send them on)', { user: '{"token":"t"}' }, false],
  ])('with %s: marked %s', (_, stored: Record<string, string>, marked: boolean) => {
    device(false);
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    run();
    expect(firstVisit()).toBe(marked);
  });

  it('does not when the address has a query (a verification deep link shows its check)', () => {
    device(false);
    window.history.replaceState(null, '', '/verify-certificate?number=ABC-123');
    run();
    expect(firstVisit()).toBe(false);
  });

  it('does not when storage throws (what is stored cannot be known)', () => {
    device(false);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    run();
    expect(firstVisit()).toBe(false);
  });
});

// Start-up failure: the app's entry module that cannot be fetched fires `error` on its <script> (no bubbling, hence a
// capture listener on window), and src/main.tsx marks a later failure with the class. Either way the build's note
// comes out of its template (scripts/noscript-plugin.ts). Nothing else counts: a classic script (the route
// preload), an image, a runtime error.
describe('index.html shows the start-up failure note', () => {
  const failed = () => document.documentElement.classList.contains('boot-failed');
  const shown = () => document.querySelectorAll('main.boot-failed-note').length;
  const fail = (element: Element) => {
    document.head.append(element);
    element.dispatchEvent(new Event('error'));
    element.remove();
  };
  const script = (type?: string) => Object.assign(document.createElement('script'), type ? { type } : {});
  // The mutation observer reports in a microtask.
  const settled = () => new Promise((resolve) => setTimeout(resolve));

  beforeEach(() => {
    document.body.innerHTML =
      '<template id="boot-failed-note"><main class="boot-failed-note">x</main></template>' +
      '<template id="boot-unsupported-note"><main class="boot-failed-note unsupported">y</main></template><div id="root"></div>';
  });
  afterEach(() => {
    document.body.innerHTML = '';
    // Earlier runs' listeners stay on the document: loaded, they take no part in the next test.
    document.dispatchEvent(new Event('DOMContentLoaded'));
  });
  const syntaxError = (filename = `${location.origin}/assets/index-a1b2.js`) =>
    window.dispatchEvent(new ErrorEvent('error', { error: new SyntaxError("Unexpected token '{'"), message: 'SyntaxError', filename }));

  it('when a module script fails to load', async () => {
    run();
    fail(script('module'));
    await settled();
    expect(failed()).toBe(true);
    expect(shown()).toBe(1);
    expect(document.body.firstElementChild?.tagName).toBe('MAIN');
  });

  it('when the app marks <html> (src/main.tsx), once', async () => {
    run();
    expect(shown()).toBe(0);
    document.documentElement.classList.add('boot-failed');
    await settled();
    fail(script('module'));
    await settled();
    expect(shown()).toBe(1);
  });

  // A browser older than the build's JavaScript (Safari before 16.4: class static blocks, lookbehind) cannot parse
  // the entry module: a SyntaxError reported to the window, before the document has loaded.
  it('for a SyntaxError before the document has loaded: the note that this browser cannot open the page', async () => {
    // Only the note this case needs is in the page: earlier tests' observers, still on <html>, would take out the other.
    document.getElementById('boot-failed-note')!.remove();
    run();
    syntaxError();
    await settled();
    expect(failed()).toBe(true);
    expect(document.querySelectorAll('main.unsupported')).toHaveLength(1);
    expect(document.body.firstElementChild?.className).toBe('boot-failed-note unsupported');
  });

  it('not for a SyntaxError in a script an extension put into the page: another origin, or inline', async () => {
    run();
    syntaxError('chrome-extension://abcdef/inject.js');
    syntaxError(location.href);
    syntaxError('');
    await settled();
    expect(failed()).toBe(false);
    expect(shown()).toBe(0);
  });

  it('not for a SyntaxError once the document has loaded (the running app’s own error), nor for another error before', async () => {
    run();
    window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('x is undefined') }));
    document.dispatchEvent(new Event('DOMContentLoaded'));
    syntaxError();
    await settled();
    expect(failed()).toBe(false);
    expect(shown()).toBe(0);
  });

  it('not for a classic script, an image, or an error on the window', async () => {
    run();
    fail(script());
    fail(document.createElement('img'));
    window.dispatchEvent(new Event('error'));
    await settled();
    expect(failed()).toBe(false);
    expect(shown()).toBe(0);
  });
});
