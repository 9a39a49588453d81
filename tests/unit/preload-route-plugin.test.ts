import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadScript } from '../../scripts/preload-route-plugin';

const table = {
  '/verify-certificate': ['/assets/Verify-a.js', '/assets/Alert-b.js', '/assets/Verify-c.css'],
  '/auth': ['/assets/Auth-d.js', '/assets/Alert-b.js'],
  '/': ['/assets/Session-e.js', '/assets/Staff-f.js'],
};

function open(path: string) {
  window.history.replaceState(null, '', path);
  new Function(preloadScript(table))();
  return [...document.head.querySelectorAll('link')].map((l) => [l.rel, l.getAttribute('href'), l.getAttribute('as'), l.getAttribute('crossorigin')]);
}

describe('route preload script', () => {
  // A browser with modulepreload (jsdom says it has none); the last tests take it away, as Safari 16 does.
  beforeEach(() => {
    vi.spyOn(DOMTokenList.prototype, 'supports').mockImplementation((token) => token === 'modulepreload');
  });
  afterEach(() => {
    document.head.replaceChildren();
    window.localStorage.clear();
    vi.restoreAllMocks();
  });

  // crossorigin on the CSS too: Vite's own <link rel=stylesheet> for a lazy chunk's CSS has it, and a preload whose
  // credentials mode differs is not used (the browser downloaded the stylesheet twice).
  it('preloads the opened route’s chunks as modules and its CSS as a style, all in the mode Vite requests them', () => {
    expect(open('/verify-certificate?number=ABC')).toEqual([
      ['modulepreload', '/assets/Verify-a.js', null, ''],
      ['modulepreload', '/assets/Alert-b.js', null, ''],
      ['preload', '/assets/Verify-c.css', 'style', ''],
    ]);
  });

  it('does not preload a stylesheet the page already links: a prerendered page has it inline, its link kept disabled', () => {
    const inline = document.createElement('link');
    inline.rel = 'stylesheet';
    inline.setAttribute('href', '/assets/Verify-c.css');
    inline.disabled = true;
    document.head.append(inline);
    expect(open('/verify-certificate').slice(1)).toEqual([
      ['modulepreload', '/assets/Verify-a.js', null, ''],
      ['modulepreload', '/assets/Alert-b.js', null, ''],
    ]);
  });

  it('matches a nested route under its prefix, but not a path that merely starts with the same letters', () => {
    expect(open('/auth/login').map(([, href]) => href)).toEqual(['/assets/Auth-d.js', '/assets/Alert-b.js']);
    document.head.replaceChildren();
    expect(open('/authors')).toEqual([]);
    expect(open('/')).toEqual([]);
  });

  it('preloads the staff area at / only while a user is stored, and only at / itself', () => {
    expect(open('/')).toEqual([]);
    window.localStorage.setItem('user', '{}');
    expect(open('/').map(([rel, href]) => [rel, href])).toEqual([
      ['modulepreload', '/assets/Session-e.js'],
      ['modulepreload', '/assets/Staff-f.js'],
    ]);
    document.head.replaceChildren();
    expect(open('/auth/login').map(([, href]) => href)).toEqual(['/assets/Auth-d.js', '/assets/Alert-b.js']);
    document.head.replaceChildren();
    expect(open('/students')).toEqual([]);
  });

  it('preloads nothing at / when storage throws (blocked cookies, some privacy modes), and still runs', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(open('/')).toEqual([]);
    expect(open('/auth/login').map(([, href]) => href)).toEqual(['/assets/Auth-d.js', '/assets/Alert-b.js']);
  });

  it('without modulepreload (Safari before 17), preloads scripts as scripts, the HTML’s own module preloads too', () => {
    vi.mocked(DOMTokenList.prototype.supports).mockReturnValue(false);
    const catalogue = document.createElement('link');
    catalogue.rel = 'modulepreload';
    catalogue.setAttribute('crossorigin', '');
    catalogue.href = '/assets/en-g.js';
    document.head.append(catalogue);
    expect(open('/verify-certificate')).toEqual([
      ['modulepreload', '/assets/en-g.js', null, ''],
      ['preload', '/assets/en-g.js', 'script', ''],
      ['preload', '/assets/Verify-a.js', 'script', ''],
      ['preload', '/assets/Alert-b.js', 'script', ''],
      ['preload', '/assets/Verify-c.css', 'style', ''],
    ]);
  });

  it('still preloads, as scripts, where asking what the browser supports throws', () => {
    vi.mocked(DOMTokenList.prototype.supports).mockImplementation(() => {
      throw new TypeError('DOMTokenList has no supported tokens');
    });
    expect(open('/auth/login')).toEqual([
      ['preload', '/assets/Auth-d.js', 'script', ''],
      ['preload', '/assets/Alert-b.js', 'script', ''],
    ]);
  });
});
