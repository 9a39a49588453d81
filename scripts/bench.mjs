import { execFile } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { build, preview, version as viteVersion } from 'vite';
import { BUDGET_RATIO, GATE_RATIO, measureRoutes, printStackFloor, printTable } from './budget.mjs';
import { root, workDir } from './bundle-size.mjs';
import { aboveBaseline, writeBenchmarks } from './bench-report.mjs';

/**
 * `npm run bench` (not part of CI: Lighthouse timings are noisy). The budget's sizes for the three public
 * routes, then Lighthouse (mobile, Debian's Chromium) on the two public pages of a `--mode e2e` build served by
 * `vite preview`, whose /api answers with the demo handlers, and on the bare React page of the same run (the
 * baseline: what this machine, this Chromium and this Lighthouse give a hello world at that moment). Runs are
 * interleaved, one of each page in turn, so a machine that gets busier weighs on the pages and the baseline alike.
 * Writes docs/benchmarks.md.
 * Options: CHROMIUM_PATH (default /usr/bin/chromium), BENCH_PORT (default 4215; the bare page is served on the next port), BENCH_RUNS (Lighthouse runs per page, median kept; default 3),
 * BENCH_REPORTS=<dir> keeps each run's full Lighthouse JSON there (open it in https://googlechrome.github.io/lighthouse/viewer/).
 */
const run = promisify(execFile);
const port = Number(process.env.BENCH_PORT ?? 4215);
const runs = Number(process.env.BENCH_RUNS ?? 3);
// CHROMIUM_PATH, as for the browser tests (README); CHROME_PATH, Lighthouse's own name, still works.
const chromePath = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PAGES = ['/verify-certificate', '/auth/login'];
const BASELINE = 'bare React 19 (hello world)';
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function lighthouse(url) {
  const cli = join(root, 'node_modules/lighthouse/cli/index.js');
  const { stdout } = await run(
    process.execPath,
    [
      cli,
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--only-categories=${CATEGORIES.join(',')}`,
      '--form-factor=mobile',
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout);
  if (process.env.BENCH_REPORTS) {
    await mkdir(process.env.BENCH_REPORTS, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
    await writeFile(join(process.env.BENCH_REPORTS, name), stdout);
  }
  if (report.runtimeError) throw new Error(`Lighthouse on ${url}: ${report.runtimeError.message}`);
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((report.categories[c]?.score ?? 0) * 100)]));
  // What to fix when a score is below 100: the failing audits of each category.
  const failing = CATEGORIES.flatMap((c) =>
    report.categories[c].auditRefs
      .filter((ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 0.9)
      .map((ref) => `${c}: ${report.audits[ref.id].title} (${report.audits[ref.id].displayValue ?? report.audits[ref.id].score})`),
  );
  const metric = (id) => report.audits[id]?.displayValue ?? '';
  const ms = (id) => report.audits[id]?.numericValue ?? NaN;
  return {
    scores,
    failing,
    metrics: { fcp: metric('first-contentful-paint'), lcp: metric('largest-contentful-paint'), tbt: metric('total-blocking-time'), cls: metric('cumulative-layout-shift') },
    timings: {
      fcp: ms('first-contentful-paint'),
      lcp: ms('largest-contentful-paint'),
      seenFcp: report.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint ?? NaN,
    },
    lighthouseVersion: report.lighthouseVersion,
    userAgent: report.environment?.hostUserAgent,
  };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** A page's runs as the report shows them: the median performance run, every run's score, median FCP and LCP. */
function summarise(path, results) {
  // The median performance run stands for the page; the other categories are stable between runs.
  const perf = median(results.map((r) => r.scores.performance));
  const chosen = results.find((r) => r.scores.performance === perf);
  const medians = Object.fromEntries(['fcp', 'lcp', 'seenFcp'].map((m) => [m, median(results.map((r) => r.timings[m]))]));
  return { path, ...chosen, performanceRuns: results.map((r) => r.scores.performance), medians };
}

const closeServer = (server) => new Promise((resolve) => server.httpServer.close(resolve));

async function benchPages(dir, bareOutDir) {
  const outDir = join(dir, 'e2e');
  await build({ root, mode: 'e2e', logLevel: 'warn', build: { outDir, emptyOutDir: true, sourcemap: false } });
  const server = await preview({ root, mode: 'e2e', logLevel: 'warn', build: { outDir }, preview: { port, strictPort: true, open: false } });
  // The bare page as it was built for the sizes, served alone (no app config: no demo API, no plugins).
  const bareServer = await preview({ root, configFile: false, logLevel: 'warn', build: { outDir: bareOutDir }, preview: { port: port + 1, strictPort: true, open: false } });
  try {
    const targets = [{ path: BASELINE, url: `http://localhost:${port + 1}/` }, ...PAGES.map((path) => ({ path, url: `http://localhost:${port}${path}` }))];
    const results = targets.map(() => []);
    for (let i = 0; i < runs; i++) {
      for (const [t, target] of targets.entries()) results[t].push(await lighthouse(target.url));
    }
    const [baseline, ...pages] = targets.map((target, t) => summarise(target.path, results[t]));
    return { baseline, pages };
  } finally {
    await Promise.all([closeServer(server), closeServer(bareServer)]);
  }
}

async function versions(lighthouseVersion) {
  const pkg = async (name) => JSON.parse(await readFile(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
  const chromium = await run(chromePath, ['--version']).then((r) => r.stdout.trim().split('\n').pop(), () => 'unknown');
  return { node: process.version, vite: viteVersion, react: await pkg('react'), xstate: await pkg('xstate'), lighthouse: lighthouseVersion, chromium };
}

async function main() {
  const dir = await workDir();
  try {
    console.log('Sizes (production build), gzip and brotli, as ratios to a bare React 19 page:\n');
    const sizes = await measureRoutes(dir);
    printTable(sizes);
    printStackFloor(sizes);
    console.log(`\nLighthouse ${runs}x per page, interleaved (mobile, median performance run), vite preview --mode e2e on port ${port}, the bare React page on ${port + 1}:\n`);
    const loadBefore = loadavg()[0];
    const { baseline, pages } = await benchPages(dir, sizes.bare.outDir);
    const machine = { cpus: cpus().length, load: Math.max(loadBefore, loadavg()[0]) };
    console.log(`${baseline.path}: performance ${baseline.scores.performance} (runs ${baseline.performanceRuns.join(', ')}), FCP ${baseline.metrics.fcp}, LCP ${baseline.metrics.lcp}`);
    for (const p of pages) {
      console.log(`${p.path}: performance ${p.scores.performance} (runs ${p.performanceRuns.join(', ')}), accessibility ${p.scores.accessibility}, best-practices ${p.scores['best-practices']}`);
      console.log(`  FCP ${p.metrics.fcp}, LCP ${p.metrics.lcp}, TBT ${p.metrics.tbt}, CLS ${p.metrics.cls}`);
      console.log(`  above the bare page (medians): FCP ${aboveBaseline(p, baseline, 'fcp')}, LCP ${aboveBaseline(p, baseline, 'lcp')}; first paint seen ${Math.round(p.medians.seenFcp)} ms`);
      for (const f of p.failing) console.log(`  below 90: ${f}`);
    }
    const info = await versions(pages[0]?.lighthouseVersion ?? 'unknown');
    const file = join(root, 'docs/benchmarks.md');
    await writeFile(file, writeBenchmarks({ date: new Date(), versions: info, machine, sizes, baseline, pages, budgetRatio: BUDGET_RATIO, gateRatio: GATE_RATIO, runs }));
    console.log(`\nWrote ${file}`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
