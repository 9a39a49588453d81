import { readdirSync, readFileSync } from 'node:fs';
import { sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import { appConfig as viteConfig } from './vite.config.ts';
import { BUILD_HANG_GUARD_MS, HANG_GUARD_MS, PROPERTY_HANG_GUARD_MS } from './tests/hangGuards.ts';

/**
 * Hang guards, not performance limits. The machines these run on have 2 cores shared by several people, so a
 * test may be slow for reasons of its own; none may fail for being slow. The limits (tests/hangGuards.ts, applied
 * below to tests and hooks) only make sure a hung test (a promise that never settles, a build that never ends)
 * still ends the run: tests carry no limits of their own (docs/testing.md, "Time limits"). Tests that run a whole
 * production build (in beforeAll) are the `build` project, and property tests the `properties` project, each with
 * a longer guard.
 */
const BUILD_TESTS = ['tests/unit/mocks-build.test.ts', 'tests/unit/reporting-bundle.test.ts'];
/** Property tests, each one test of many rendered runs: the `properties` project, with their own guard. */
const PROPERTY_TESTS = 'tests/model/properties/**/*.test.{ts,tsx}';
const TEST_DIRS = ['tests/unit', 'tests/model'];

/**
 * Test files that may share a worker (project `shared`, isolate: false): those that declare the node environment and
 * neither replace modules nor touch globals or the clock. Isolation starts a fresh worker per file, and for these
 * small files that start-up was most of their time (42 s isolated, 14 s shared, on 2 cores). Every other file
 * (jsdom, module mocks, stubs, fake timers) keeps its own worker, so a new file is isolated unless it qualifies.
 */
const SHARES_STATE = /vi\.(mock|doMock|unmock|resetModules|stubGlobal|stubEnv|useFakeTimers)\(/;
const SHARED_TESTS = TEST_DIRS.flatMap((dir) =>
  // Subfolders too (tests/model/properties): the include globs below take them as well.
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.test\.tsx?$/.test(name))
    .map((name) => `${dir}/${name.split(sep).join('/')}`),
).filter((file) => {
  if (BUILD_TESTS.includes(file)) return false;
  const source = readFileSync(fileURLToPath(new URL(file, import.meta.url)), 'utf8');
  return source.includes('@vitest-environment node') && !SHARES_STATE.test(source);
});

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: ['tests/setup.ts'],
      restoreMocks: true,
      pool: 'threads',
      // Both cores of a 2-core machine. The installed Vitest (4.1) runs `availableParallelism() - 1` workers when not
      // watching (its docs say all of them): one worker here, with the second core idle while tests wait for a
      // jsdom start-up or a file's import. Unit and model tests on the 2-core machine, both measured under load:
      // ~316 s -> ~225 s (164 s on a quiet machine).
      maxWorkers: '100%',
      testTimeout: HANG_GUARD_MS,
      hookTimeout: HANG_GUARD_MS,
      projects: [
        {
          extends: true,
          test: {
            name: 'tests',
            include: TEST_DIRS.map((dir) => `${dir}/**/*.test.{ts,tsx}`),
            exclude: [...BUILD_TESTS, ...SHARED_TESTS, PROPERTY_TESTS],
          },
        },
        {
          extends: true,
          test: {
            name: 'properties',
            include: [PROPERTY_TESTS],
            exclude: SHARED_TESTS,
            testTimeout: PROPERTY_HANG_GUARD_MS,
            hookTimeout: PROPERTY_HANG_GUARD_MS,
          },
        },
        {
          extends: true,
          test: { name: 'shared', include: SHARED_TESTS, environment: 'node', isolate: false },
        },
        {
          extends: true,
          test: { name: 'build', include: BUILD_TESTS, testTimeout: BUILD_HANG_GUARD_MS, hookTimeout: BUILD_HANG_GUARD_MS },
        },
      ],
    },
  }),
);
