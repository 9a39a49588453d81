import { FLOOR_LIBRARIES } from './bundle-reference-pages.mjs';
import { kB } from './bundle-size.mjs';

/** What a page's median FCP or LCP takes above the bare React page's in the same run, e.g. "+0.32 s". */
export function aboveBaseline(page, baseline, metric) {
  const delta = (page.medians[metric] - baseline.medians[metric]) / 1000;
  return `${delta < 0 ? '−' : '+'}${Math.abs(delta).toFixed(2)} s`;
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** docs/benchmarks.md from one `npm run bench` run: method, versions, sizes and Lighthouse scores. */
export function writeBenchmarks({ date, versions, machine, sizes, baseline, pages, budgetRatio, gateRatio, runs }) {
  const v = versions;
  const sizeRows = [
    `| bare React 19 (hello world) | ${kB(sizes.bare.gzip)} | 1.00 | ${kB(sizes.bare.brotli)} | 1.00 |`,
    `| stack floor (libraries, minimal use) | ${kB(sizes.floor.gzip)} | ${sizes.floor.gzipRatio.toFixed(2)} | ${kB(sizes.floor.brotli)} | ${sizes.floor.brotliRatio.toFixed(2)} |`,
    ...sizes.routes.map(
      (r) => `| \`${r.path}\` | ${kB(r.gzip)} | ${r.gzipRatio.toFixed(2)} | ${kB(r.brotli)} | ${r.brotliRatio.toFixed(2)} |`,
    ),
  ];
  const lhRows = [
    `| ${baseline.path} | ${baseline.scores.performance} (${baseline.performanceRuns.join(', ')}) | | | ${baseline.metrics.fcp} | ${baseline.metrics.lcp} | ${baseline.metrics.tbt} | ${baseline.metrics.cls} | | | ${seconds(baseline.medians.seenFcp)} |`,
    ...pages.map(
      (p) =>
        `| \`${p.path}\` | ${p.scores.performance} (${p.performanceRuns.join(', ')}) | ${p.scores.accessibility} | ${p.scores['best-practices']} | ${p.metrics.fcp} | ${p.metrics.lcp} | ${p.metrics.tbt} | ${p.metrics.cls} | ${aboveBaseline(p, baseline, 'fcp')} | ${aboveBaseline(p, baseline, 'lcp')} | ${seconds(p.medians.seenFcp)} |`,
    ),
  ];
  const failing = pages.flatMap((p) => p.failing.map((f) => `- \`${p.path}\` ${f}`));
  return `# Benchmarks

Written by \`npm run bench\` (not part of CI). Re-run it after a change that touches a public page and commit
this file. The size check in CI is \`npm run budget\`: it prints issue 10's target (\`/verify-certificate\` gzip at
most ${budgetRatio} x bare React, not met yet) and fails above the ratchet ${gateRatio} x (docs/decisions.md, "Size gate").

**Run:** ${date.toISOString().replace(/\.\d+Z$/, 'Z')}
**Versions:** Node ${v.node}, Vite ${v.vite}, React ${v.react}, XState ${v.xstate}, Lighthouse ${v.lighthouse}, ${v.chromium}

## JavaScript each public page loads

Production build (\`vite build\`, mode production). A page's JavaScript is the entry chunk and its static imports,
the route's lazy chunk and its static imports, and the English catalogue areas it shows (\`main\` and the route's own), read from Vite's manifest.
gzip level 9 and brotli quality 11 (node:zlib), so the figures are deterministic. The bare React page is a
hello world rendered with \`react-dom/client\`, built in the same run with the same Vite. The stack floor is that
page plus a minimal real use of the libraries \`/verify-certificate\` loads besides React, and no app code
(${FLOOR_LIBRARIES.join(', ')}; \`buildStackFloor\` in scripts/bundle-reference-pages.mjs): what a page loads above
it is its own code and text.

| page | gzip | x bare | brotli | x bare |
|---|---:|---:|---:|---:|
${sizeRows.join('\n')}

## Lighthouse (mobile)

A \`--mode e2e\` production build served by \`vite preview\` (its /api answers with the demo handlers; both pages
prerendered into their HTML, which Lighthouse's fresh profile sees as a first visit), Lighthouse
${v.lighthouse} with its default mobile configuration (simulated slow 4G, 4x CPU slowdown) in headless Chromium.
${runs} runs per page; the median performance run is reported with its other scores, all runs' performance in
brackets. Goals (not CI gates, timings are noisy): performance 100 and accessibility 100 on both pages.
The baseline is the bare React page of the sizes above, served alone by \`vite preview\` and measured in the same
run, the runs interleaved (one of each page in turn), so it shares the machine's state of the moment. The last two
columns are each page's median FCP and LCP minus the baseline's (negative: sooner than a hello world that React
renders, as both pages are prerendered into their HTML). FCP, LCP and TBT are Lighthouse's estimates for the slow
phone, simulated from an unthrottled load; the last column is the median first contentful paint the browser
really made in that load, on this machine: a page that waits for something shows there (Session 30's
render-blocking wait left it at 1.2 to 2.3 s while the simulated FCP barely moved, docs/decisions.md "Session 31").
Machine: ${machine.cpus} CPUs, 1-minute load average up to ${machine.load.toFixed(1)} during the run; Lighthouse
simulates a slow phone by scaling the CPU time it observes, so a busy machine lowers the performance score
(mostly Total Blocking Time) while accessibility and best practices do not move.

| page | performance | accessibility | best practices | FCP | LCP | TBT | CLS | FCP above bare | LCP above bare | first paint seen |
|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|
${lhRows.join('\n')}
${failing.length > 0 ? `\nAudits scoring below 90 in the reported runs:\n\n${failing.join('\n')}\n` : '\nNo weighted audit scored below 90.\n'}`;
}
