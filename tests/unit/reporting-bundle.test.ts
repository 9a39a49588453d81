// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Build check: a production build with a DSN (the Sentry end-to-end mode) must keep Sentry out of every public
 * page's initial JavaScript (the entry, the first catalogue and the page's own chunk, with their static imports)
 * and in its own lazy chunk. It reuses a fresh build (this one's or the Playwright `sentry` project's) and builds
 * only when none is newer than the sources.
 */
const ROOT = process.cwd();
const OWN_OUT = 'dist-sentry-check';
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

function newestSourceTime(): number {
  let newest = 0;
  const visit = (path: string) => {
    const stat = statSync(path);
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const path of ['src', 'index.html', 'vite.config.ts', '.env', '.env.sentry-e2e', 'package-lock.json']) {
    if (existsSync(join(ROOT, path))) visit(join(ROOT, path));
  }
  return newest;
}

function freshBuild(): string {
  const newest = newestSourceTime();
  const candidates = [OWN_OUT, ...readdirSync(ROOT).filter((name) => name.startsWith('dist-sentry-e2e-'))];
  for (const dir of candidates) {
    const manifest = join(ROOT, dir, '.vite/manifest.json');
    if (existsSync(manifest) && statSync(manifest).mtimeMs > newest) return dir;
  }
  execFileSync('npx', ['vite', 'build', '--mode', 'sentry-e2e', '--outDir', OWN_OUT, '--manifest', '--logLevel', 'error'], {
    cwd: ROOT,
    stdio: 'pipe',
    env: { ...process.env, VITE_SENTRY_DSN: 'http://e2epublickey@127.0.0.1:7173/1' },
  });
  return OWN_OUT;
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
  const file = join(ROOT, dir, manifest[key]!.file);
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
  dir = freshBuild();
  manifest = JSON.parse(readFileSync(join(ROOT, dir, '.vite/manifest.json'), 'utf8'));
}, 300_000);

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
