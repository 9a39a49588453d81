import { execFile } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { build, preview, version as viteVersion } from 'vite';
import { BUDGET_RATIO, GATE_RATIO, measureRoutes, printStackFloor, printTable } from './budget.mjs';
import { root, workDir } from './bundle-size.mjs';
import { writeBenchmarks } from './bench-report.mjs';

/**
 * `npm run bench` (not part of CI: Lighthouse timings are noisy). The budget's sizes for the three public
 * routes, then Lighthouse (mobile, Debian's Chromium) on the two public pages of a `--mode e2e` build served by
 * `vite preview`, whose /api answers with the demo handlers. Writes docs/benchmarks.md.
 * Options: CHROMIUM_PATH (default /usr/bin/chromium), BENCH_PORT (default 4215), BENCH_RUNS (Lighthouse runs per page, median kept; default 3),
 * BENCH_REPORTS=<dir> keeps each run's full Lighthouse JSON there (open it in https://googlechrome.github.io/lighthouse/viewer/).
 */
const run = promisify(execFile);
const port = Number(process.env.BENCH_PORT ?? 4215);
const runs = Number(process.env.BENCH_RUNS ?? 3);
// CHROMIUM_PATH, as for the browser tests (README); CHROME_PATH, Lighthouse's own name, still works.
const chromePath = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PAGES = ['/verify-certificate', '/auth/login'];
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
  return { scores, failing, metrics: { fcp: metric('first-contentful-paint'), lcp: metric('largest-contentful-paint'), tbt: metric('total-blocking-time'), cls: metric('cumulative-layout-shift') }, lighthouseVersion: report.lighthouseVersion, userAgent: report.environment?.hostUserAgent };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function benchPages(dir) {
  const outDir = join(dir, 'e2e');
  await build({ root, mode: 'e2e', logLevel: 'warn', build: { outDir, emptyOutDir: true, sourcemap: false } });
  const server = await preview({ root, mode: 'e2e', logLevel: 'warn', build: { outDir }, preview: { port, strictPort: true, open: false } });
  try {
    const pages = [];
    for (const path of PAGES) {
      const results = [];
      for (let i = 0; i < runs; i++) results.push(await lighthouse(`http://localhost:${port}${path}`));
      // The median performance run stands for the page; the other categories are stable between runs.
      const perf = median(results.map((r) => r.scores.performance));
      const chosen = results.find((r) => r.scores.performance === perf);
      pages.push({ path, ...chosen, performanceRuns: results.map((r) => r.scores.performance) });
    }
    return pages;
  } finally {
    await new Promise((resolve) => server.httpServer.close(resolve));
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
    console.log(`\nLighthouse ${runs}x per page (mobile, median performance run), vite preview --mode e2e on port ${port}:\n`);
    const loadBefore = loadavg()[0];
    const pages = await benchPages(dir);
    const machine = { cpus: cpus().length, load: Math.max(loadBefore, loadavg()[0]) };
    for (const p of pages) {
      console.log(`${p.path}: performance ${p.scores.performance} (runs ${p.performanceRuns.join(', ')}), accessibility ${p.scores.accessibility}, best-practices ${p.scores['best-practices']}`);
      console.log(`  FCP ${p.metrics.fcp}, LCP ${p.metrics.lcp}, TBT ${p.metrics.tbt}, CLS ${p.metrics.cls}`);
      for (const f of p.failing) console.log(`  below 90: ${f}`);
    }
    const info = await versions(pages[0]?.lighthouseVersion ?? 'unknown');
    const file = join(root, 'docs/benchmarks.md');
    await writeFile(file, writeBenchmarks({ date: new Date(), versions: info, machine, sizes, pages, budgetRatio: BUDGET_RATIO, gateRatio: GATE_RATIO, runs }));
    console.log(`\nWrote ${file}`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
