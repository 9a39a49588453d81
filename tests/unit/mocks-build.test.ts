// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Issue 8: msw is never in a build with the flag off. One build per mode into a temporary folder, then a look at
// everything it emitted: `production` (.env.production), and `staging`, a mode with no file of its own, which
// gets .env's defaults (the demo backend was on there once, and such a build answered the real API's addresses
// with demo certificates). No VITE_MOCK_API from the environment: the .env files are what is tested.
const walk = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));

describe.each(['production', 'staging'])('a flag-off build, mode %s', (mode) => {
  const outDir = mkdtempSync(join(tmpdir(), `flag-off-build-${mode}-`));
  let files: string[] = [];

  beforeAll(() => {
    const env = { ...process.env };
    delete env.VITE_MOCK_API;
    delete env.VITE_APP_ENV;
    execFileSync('npx', ['vite', 'build', '--mode', mode, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
      cwd: process.cwd(),
      env,
      stdio: 'pipe',
    });
    files = walk(outDir);
  }); // no limit here: vitest.config.ts gives build tests a generous hang guard

  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('built something (the checks below look at real output)', () => {
    expect(files.some((f) => f.endsWith('.js'))).toBe(true);
    expect(existsSync(join(outDir, 'index.html'))).toBe(true);
  });

  it('ships no service worker file', () => {
    expect(files.filter((f) => f.endsWith('mockServiceWorker.js'))).toEqual([]);
  });

  // An institute's own site must never serve the demo backend's made-up result sheets and logos
  // (scripts/demo-files-plugin.ts); the favicon, in public/, is the app's own.
  it("ships none of the demo backend's files, only the app's own static ones", () => {
    const shipped = files.map((f) => f.slice(outDir.length + 1).split('\\').join('/'));
    expect(shipped.filter((f) => /^(brand|demo)\//.test(f) || f.endsWith('.pdf'))).toEqual([]);
    expect(shipped).toContain('favicon.svg');
  });

  it('has no msw code in any script', () => {
    // Markers that msw's browser bundle contains (checked, so the test can fail) and app code never does.
    const markers = ['[MSW]', 'mockServiceWorker', 'MOCKING_ENABLED'];
    const mswSource = readFileSync(join(process.cwd(), 'node_modules/msw/lib/browser/index.mjs'), 'utf8');
    expect(markers.some((m) => mswSource.includes(m))).toBe(true);
    const offenders = files
      .filter((f) => f.endsWith('.js'))
      .filter((f) => markers.some((m) => readFileSync(f, 'utf8').includes(m)));
    expect(offenders).toEqual([]);
  });

  // The variables are checked when the build starts (scripts/validate-config.ts); visitors' pages only read them.
  it('ships none of the configuration check', () => {
    const offenders = files.filter((f) => f.endsWith('.js')).filter((f) => readFileSync(f, 'utf8').includes('must be one of development, staging, production'));
    expect(offenders).toEqual([]);
  });

  // The maps carry the whole source; they are for an error-reporting upload, not for visitors' browsers.
  it('points no script at its source map', () => {
    const pointing = files.filter((f) => f.endsWith('.js')).filter((f) => readFileSync(f, 'utf8').includes('sourceMappingURL'));
    expect(pointing).toEqual([]);
  });

  it('has neither msw nor the demo data among the sources of its source maps', () => {
    const sources = files
      .filter((f) => f.endsWith('.js.map'))
      .flatMap((f) => (JSON.parse(readFileSync(f, 'utf8')) as { sources: string[] }).sources);
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.filter((s) => /node_modules\/msw\/|src\/mocks\//.test(s))).toEqual([]);
  });
});

describe('a build with a bad variable', () => {
  it('stops before it builds anything, naming the variable', () => {
    const outDir = mkdtempSync(join(tmpdir(), 'bad-config-build-'));
    try {
      let output = '';
      try {
        execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
          cwd: process.cwd(),
          env: { ...process.env, VITE_APP_ENV: 'prod', VITE_MOCK_API: 'yes' },
          stdio: 'pipe',
        });
      } catch (error) {
        output = String((error as { stderr: Buffer }).stderr);
      }
      expect(output).toContain('VITE_MOCK_API must be "true" or "false"');
      expect(output).toContain('VITE_APP_ENV must be one of development, staging, production');
      expect(walk(outDir)).toEqual([]);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});
