import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkFirstScreen, injectFirstScreen, inlineStylesheets } from '../../scripts/prerender/inject';

const index = readFileSync(resolve(process.cwd(), 'index.html'), 'utf8');
const bar = '<div class="busy-bar no-print" data-busy="false" aria-hidden="true" hidden=""></div>';
const screen = { markup: `${bar}<main id="main"><h1>Sign in</h1></main>`, title: 'Sign in' };

describe('injectFirstScreen', () => {
  it("puts the page before the boot spinner in #root, and the page's title in <title>", () => {
    const html = injectFirstScreen(index, screen);
    expect(html).toContain('<div id="root"><div class="prerendered"><div class="busy-bar no-print" data-busy="true" aria-hidden="true"></div><main id="main"><h1>Sign in</h1></main><template id="prerendered-end"></template></div><div class="spinner-wrap" aria-hidden="true"><svg class="boot-spinner"');
    expect(html).toContain('<title>Sign in</title>');
    expect(html).not.toContain('<title>Institute</title>');
    // The head script (and so its CSP hash) is untouched.
    expect(html.match(/<script>[\s\S]*?<\/script>/)?.[0]).toBe(index.match(/<script>[\s\S]*?<\/script>/)?.[0]);
  });

  it("links the page's own stylesheets in the head, as Vite's loader requests them (crossorigin)", () => {
    const html = injectFirstScreen(index, screen, ['/assets/Page-1.css', '/assets/Shared-2.css']);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/Page-1.css"><link rel="stylesheet" crossorigin href="/assets/Shared-2.css">');
  });

  it("links the page's stylesheets right after the entry's, before the route preload script, which skips what is linked", () => {
    const built = index.replace('</head>', '<link rel="stylesheet" crossorigin href="/assets/index-1.css"><script src="/assets/route-preload-x.js" async></script></head>');
    const html = injectFirstScreen(built, screen, ['/assets/Page-1.css']);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css"><link rel="stylesheet" crossorigin href="/assets/Page-1.css"><script src="/assets/route-preload-x.js" async></script></head>');
  });

  it('ends the copy with the marker the stylesheet waits for: a half-parsed header grew as the rest came, a layout shift', () => {
    const html = injectFirstScreen(index, screen);
    // The copy's last element, once: the stylesheet shows the copy only when it holds it (src/styles/boot.css).
    expect(html.match(/id="prerendered-end"/g)).toHaveLength(1);
    expect(html).toContain('<h1>Sign in</h1></main><template id="prerendered-end"></template></div><div class="spinner-wrap"');
    expect(readFileSync('src/styles/boot.css', 'utf8')).toContain('html[data-first-visit] .prerendered:not(:has(> #prerendered-end)) {\n  display: none;');
    // The first paint does not wait: Chromium's render-blocking wait left Lighthouse's page blank for a second.
    expect(html).not.toContain('blocking="render"');
  });

  it('runs the busy bar of a page captured with none in flight, and leaves a running one as it is', () => {
    expect(injectFirstScreen(index, screen)).toContain('<div class="busy-bar no-print" data-busy="true" aria-hidden="true"></div>');
    const running = { ...screen, markup: screen.markup.replace(bar, '<div class="busy-bar no-print" data-busy="true" aria-hidden="true"></div>') };
    expect(injectFirstScreen(index, running)).toContain('<div class="prerendered"><div class="busy-bar no-print" data-busy="true" aria-hidden="true"></div><main');
  });

  it('escapes the title', () => {
    expect(injectFirstScreen(index, { ...screen, title: 'A & B <c>' })).toContain('<title>A &amp; B &lt;c&gt;</title>');
  });

  it('refuses an index.html without exactly one root', () => {
    expect(() => injectFirstScreen('<title>x</title><body></body>', screen)).toThrow('exactly one <div id="root">');
    expect(() => injectFirstScreen('<title>x</title><div id="root"></div><div id="root"></div>', screen)).toThrow('exactly one');
  });
});

describe('inlineStylesheets', () => {
  const css: Record<string, string> = { '/assets/index-1.css': '.a{color:red}', '/assets/Page-2.css': '.b>.c{margin:0}' };

  it('puts each linked stylesheet in a <style> where its link was, in order, and leaves other links alone', () => {
    const html = injectFirstScreen(index.replace('</head>', '<link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>'), screen, ['/assets/Page-2.css']);
    const read: string[] = [];
    const inlined = inlineStylesheets(html, (href) => (read.push(href), css[href]!));
    expect(read).toEqual(['/assets/index-1.css', '/assets/Page-2.css']);
    // Each keeps its link, disabled (never fetched nor applied), so Vite's loader does not add the route's CSS again.
    expect(inlined.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([
      '<link rel="stylesheet" href="/assets/index-1.css" disabled>',
      '<link rel="stylesheet" href="/assets/Page-2.css" disabled>',
    ]);
    expect(inlined).toContain(
      '<style>.a{color:red}</style><link rel="stylesheet" href="/assets/index-1.css" disabled><style>.b>.c{margin:0}</style><link rel="stylesheet" href="/assets/Page-2.css" disabled></head>',
    );
    expect(inlined).toContain('<link rel="icon" href="/favicon.svg"');
  });

  it('refuses CSS that would end its <style> early', () => {
    const html = '<head><link rel="stylesheet" crossorigin href="/x.css"></head>';
    expect(() => inlineStylesheets(html, () => 'a{content:"</STYLE>"}')).toThrow('/x.css contains "</style"');
  });
});

describe('checkFirstScreen', () => {
  it('passes a rendered page', () => {
    expect(checkFirstScreen('/auth/login', screen)).toBe(screen);
  });

  it('refuses a first commit that is the loading spinner or has no page', () => {
    const spinner = { markup: `${bar}<main id="main"><div class="spinner-wrap" role="status"></div></main>`, title: '' };
    expect(() => checkFirstScreen('/auth/login', spinner)).toThrow('/auth/login showed the loading spinner');
    expect(() => checkFirstScreen('/verify-certificate', { markup: '<p>x</p>', title: '' })).toThrow('rendered no <main>');
    expect(() => checkFirstScreen('/auth/login', { markup: '<main id="main"></main>', title: '' })).toThrow('has no busy bar');
  });
});
