// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { aboveBaseline, writeBenchmarks, type BenchPage } from '../../scripts/bench-report.mjs';

const page = (path: string, performance: number, fcp: number, lcp: number): BenchPage => ({
  path,
  scores: { performance, accessibility: 100, 'best-practices': 100 },
  performanceRuns: [performance, performance, performance],
  failing: [],
  metrics: { fcp: `${(fcp / 1000).toFixed(1)} s`, lcp: `${(lcp / 1000).toFixed(1)} s`, tbt: '0 ms', cls: '0' },
  medians: { fcp, lcp, seenFcp: fcp / 4 },
});
const baseline = page('bare React 19 (hello world)', 100, 1200, 1250);
const verify = page('/verify-certificate', 99, 900, 2150);

describe('the benchmark report', () => {
  it("gives each page's median FCP and LCP against the bare React page of the same run, with its sign", () => {
    expect(aboveBaseline(verify, baseline, 'fcp')).toBe('−0.30 s');
    expect(aboveBaseline(verify, baseline, 'lcp')).toBe('+0.90 s');
    expect(aboveBaseline(baseline, baseline, 'lcp')).toBe('+0.00 s');
  });

  it('puts the baseline first in the Lighthouse table and each page with its difference from it', () => {
    const size = { gzip: 108_953, brotli: 94_000, gzipRatio: 1.616, brotliRatio: 1.63 };
    const text = writeBenchmarks({
      date: new Date('2026-11-28T02:00:00Z'),
      versions: { node: 'v20', vite: '8', react: '19', xstate: '5', lighthouse: '13.5.0', chromium: 'Chromium 156' },
      machine: { cpus: 2, load: 1.5 },
      sizes: { bare: { gzip: 67_400, brotli: 58_000 }, floor: size, routes: [{ path: '/verify-certificate', ...size }] },
      baseline,
      pages: [verify],
      budgetRatio: 1.5,
      gateRatio: 1.6165,
      runs: 3,
    });
    // Its head names the two new columns, so every row has as many cells as the head (markdown drops the rest).
    const lines = text.split('\n');
    const head = lines.findIndex((line) => line.startsWith('| page | performance'));
    expect(lines.slice(head, head + 2)).toEqual([
      '| page | performance | accessibility | best practices | FCP | LCP | TBT | CLS | FCP above bare | LCP above bare | first paint seen |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ]);
    const rows = text.split('\n').filter((line) => line.startsWith('| ') && line.includes(' s |'));
    expect(rows).toEqual([
      '| bare React 19 (hello world) | 100 (100, 100, 100) | | | 1.2 s | 1.3 s | 0 ms | 0 | | | 0.30 s |',
      '| `/verify-certificate` | 99 (99, 99, 99) | 100 | 100 | 0.9 s | 2.1 s | 0 ms | 0 | −0.30 s | +0.90 s | 0.23 s |',
    ]);
  });
});
