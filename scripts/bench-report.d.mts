// Types for scripts/bench-report.mjs, so the report can be unit-tested from TypeScript.
export interface SizeRow {
  gzip: number;
  brotli: number;
  gzipRatio: number;
  brotliRatio: number;
}
export interface BenchPage {
  path: string;
  scores: Record<'performance' | 'accessibility' | 'best-practices', number>;
  performanceRuns: number[];
  failing: string[];
  metrics: Record<'fcp' | 'lcp' | 'tbt' | 'cls', string>;
  /**
   * Median FCP and LCP over the runs (Lighthouse's simulated slow phone), and the median first contentful paint the
   * browser really made in the unthrottled load Lighthouse simulates from (`seenFcp`), in milliseconds.
   */
  medians: Record<'fcp' | 'lcp' | 'seenFcp', number>;
}
export interface BenchFigures {
  date: Date;
  versions: Record<'node' | 'vite' | 'react' | 'xstate' | 'lighthouse' | 'chromium', string>;
  machine: { cpus: number; load: number };
  sizes: { bare: Omit<SizeRow, 'gzipRatio' | 'brotliRatio'>; floor: SizeRow; routes: Array<SizeRow & { path: string }> };
  baseline: BenchPage;
  pages: BenchPage[];
  budgetRatio: number;
  gateRatio: number;
  runs: number;
}
export declare function aboveBaseline(page: Pick<BenchPage, 'medians'>, baseline: Pick<BenchPage, 'medians'>, metric: 'fcp' | 'lcp'): string;
export declare function writeBenchmarks(figures: BenchFigures): string;
