// node scripts/prerender/renderRoute.mjs <built main.js> <index.html> <path>: prints the page's first screen as one line of JSON.
// Runs the app's own start-up (src/main.tsx, built for Node) in a DOM emulation opened at the page's URL, as a first
// visit sees it, and reports #root once the page has rendered and settled. One process per page: app modules keep
// the window they started with, so every page gets a fresh one.
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import { populateGlobal } from 'vitest/runtime';

const [entry, indexHtml, path] = process.argv.slice(2);
// No scripts run: the markup must be the app's render alone (the theme script's light default is a first visit's).
const dom = new JSDOM(await readFile(indexHtml, 'utf8'), { url: `http://localhost${path}`, pretendToBeVisual: true });
populateGlobal(globalThis, dom.window, { bindFunctions: true });
// jsdom has no matchMedia; a first visit is rendered for the light theme the page starts in.
const noMatch = { matches: false, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} };
dom.window.matchMedia = () => noMatch;
// The page as it is before any answer: requests never settle (the timers they start die with this process).
globalThis.fetch = dom.window.fetch = () => new Promise(() => {});

const root = dom.window.document.getElementById('root');
const QUIET_MS = 100;
const GIVE_UP_MS = 20_000;
const started = Date.now();
// Settled: the page's <main> is in, the boot markup is gone, and nothing has changed for QUIET_MS.
const settled = new Promise((resolve, reject) => {
  let quiet;
  const check = () => {
    clearTimeout(quiet);
    if (Date.now() - started > GIVE_UP_MS) reject(new Error(`${path} did not render within ${GIVE_UP_MS} ms`));
    else if (root.querySelector('main') && !root.querySelector('.boot-spinner')) quiet = setTimeout(resolve, QUIET_MS);
  };
  new dom.window.MutationObserver(check).observe(dom.window.document, { subtree: true, childList: true, attributes: true, characterData: true });
  setTimeout(check, GIVE_UP_MS + 1);
});

await import(pathToFileURL(entry).href);
await settled;
// One line: the build reads it as soon as it is in (scripts/prerender/runChild.ts) and does not wait for the exit.
process.stdout.write(`${JSON.stringify({ markup: root.innerHTML, title: dom.window.document.title })}\n`, () => process.exit(0));
