// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { releaseVersion } from '../../scripts/release-version';

/** The release a reporting build names: never the same for two deploys unless someone said so. */
const root = process.cwd();
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
const DSN = 'https://key@o1.ingest.sentry.io/1';

// Vitest puts the test mode's VITE_* values in process.env, where they would win over the mode under test's files.
beforeEach(() => {
  for (const name of ['VITE_APP_ENV', 'VITE_APP_VERSION', 'VITE_SENTRY_DSN']) vi.stubEnv(name, undefined);
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('releaseVersion', () => {
  it("appends the commit to the placeholder in a production build that reports errors", () => {
    vi.stubEnv('VITE_SENTRY_DSN', DSN);
    expect(releaseVersion('build', 'production', root)).toBe(`0.1.0+${commit}`);
  });

  it('keeps a version given in the environment', () => {
    vi.stubEnv('VITE_APP_VERSION', '1.4.2');
    vi.stubEnv('VITE_SENTRY_DSN', DSN);
    expect(releaseVersion('build', 'production', root)).toBeUndefined();
  });

  it('leaves builds that report nothing, and the dev server, as they are', () => {
    vi.stubEnv('VITE_SENTRY_DSN', '');
    expect(releaseVersion('build', 'production', root)).toBeUndefined();
    vi.stubEnv('VITE_SENTRY_DSN', DSN);
    expect(releaseVersion('serve', 'production', root)).toBeUndefined();
    expect(releaseVersion('build', 'staging', root)).toBeUndefined();
    // A mode with a version of its own (.env.sentry-e2e) keeps it.
    expect(releaseVersion('build', 'sentry-e2e', root)).toBeUndefined();
  });

  it('warns and leaves the placeholder outside a git checkout', () => {
    const dir = mkdtempSync(join(tmpdir(), 'release-'));
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ version: '0.1.0' }));
    writeFileSync(join(dir, '.env.production'), 'VITE_APP_ENV=production\nVITE_APP_VERSION=0.1.0\n');
    vi.stubEnv('VITE_SENTRY_DSN', DSN);
    vi.stubEnv('GIT_CEILING_DIRECTORIES', tmpdir());
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(releaseVersion('build', 'production', dir)).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('set it to this deploy'));
  });
});
