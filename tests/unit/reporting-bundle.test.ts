// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Build check: a production build with a DSN (the Sentry end-to-end mode) must keep Sentry out of every public
 * page's initial JavaScript (the entry, the first catalogue and the page's own chunk, with their static imports)
 * and in its own lazy chunk. It always builds, into a fresh temporary folder: reusing an earlier build could judge
 * stale output (sources, Vite plugins in scripts/ or env files changed since) or a folder another run (Playwright's
 * sentry project) is still writing. The build costs about 15 s (longer when the machine is busy).
 */
const ROOT = process.cwd();
const PUBLIC_PAGES = {
  '/verify-certificate': 'src/views/pages/verify/VerifyCertificatePage.tsx',
  '/auth/login': 'src/views/pages/auth/AuthArea.tsx',
  '/lead-capture/new/x': 'src/views/pages/leadCapture/LeadCaptureArea.tsx',
  '/error/404': 'src/views/pages/error/ErrorArea.tsx',
};
const SENTRY_CLIENT = 'src/reporting/sentryClient.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

const DSN = 'http://e2epublickey@127.0.0.1:7173/1';

/**
 * Builds in `mode` with its .env files and `env` on top. Vitest puts the test mode's VITE_* values (.env: staging, no
 * DSN) into process.env, where Vite would rank them above the mode's files: they are left out, or every build here
 * would be a staging build.
 */
function build(outDir: string, mode = 'sentry-e2e', env: Record<string, string> = { VITE_SENTRY_DSN: DSN }) {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_')));
  execFileSync('npx', ['vite', 'build', '--mode', mode, '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'error'], {
    cwd: ROOT,
    stdio: 'pipe',
    env: { ...inherited, ...env },
  });
}

/** The chunk and everything it imports statically: what the browser must load before the code runs. */
function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return seen;
}

let dir = '';
let manifest: Manifest = {};

/** Sentry markers in a chunk: its sourcemap's module paths, and strings the SDK always carries. */
function sentryMarkers(key: string): string[] {
  const file = join(dir, manifest[key]!.file);
  const code = readFileSync(file, 'utf8');
  const found = ['__SENTRY__', 'sentry.javascript'].filter((marker) => code.includes(marker));
  const map = `${file}.map`;
  if (existsSync(map)) {
    const sources: string[] = JSON.parse(readFileSync(map, 'utf8')).sources ?? [];
    found.push(...sources.filter((source) => source.includes('@sentry/')));
  }
  return found;
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sentry-bundle-build-'));
  build(dir);
  manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8'));
}); // no limit here: vitest.config.ts gives build tests a generous hang guard

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('Sentry stays out of the public pages’ initial JavaScript', () => {
  it('is built as its own lazy chunk that the entry only imports dynamically', () => {
    expect(manifest['index.html']?.dynamicImports).toContain(SENTRY_CLIENT);
    expect(staticClosure(manifest, ['index.html']).has(SENTRY_CLIENT)).toBe(false);
    // The check below can see Sentry where it is.
    expect(sentryMarkers(SENTRY_CLIENT).some((marker) => marker.includes('@sentry/'))).toBe(true);
  });

  it.each(Object.entries(PUBLIC_PAGES))('%s loads no Sentry code before it is shown', (_path, page) => {
    expect(manifest[page], `${page} is a chunk of its own`).toBeDefined();
    const initial = staticClosure(manifest, ['index.html', 'src/i18n/messages/en.json?area=main', page]);
    const offenders = [...initial].flatMap((key) => sentryMarkers(key).map((marker) => `${manifest[key]!.file}: ${marker}`));
    expect(offenders).toEqual([]);
  });
});

/**
 * A build that reports nothing (spec section 8: production only, and only with a DSN) must not carry the Sentry
 * client at all: not loaded is not enough, the 290 kB chunk and its map would still be deployed beside the app.
 */
describe('a build that cannot report has no Sentry code', () => {
  const cases = [
    ['production without a DSN (npm run build)', 'production', { VITE_SENTRY_DSN: '' }],
    ['staging with a DSN', 'production', { VITE_SENTRY_DSN: DSN, VITE_APP_ENV: 'staging' }],
  ] as const;

  it.each(cases)('%s', (_name, mode, env) => {
    const out = mkdtempSync(join(tmpdir(), 'sentry-bundle-off-'));
    try {
      build(out, mode, env);
      const built: Manifest = JSON.parse(readFileSync(join(out, '.vite/manifest.json'), 'utf8'));
      expect(built[SENTRY_CLIENT]).toBeUndefined();
      const files = readdirSync(join(out, 'assets')).filter((file) => file.endsWith('.js'));
      const withSentry = files.filter((file) => readFileSync(join(out, 'assets', file), 'utf8').includes('sentry.javascript'));
      expect(withSentry).toEqual([]);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
