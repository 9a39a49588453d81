import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

/**
 * Hang guards, not performance limits. The machines these run on have 2 cores shared by several people, so a
 * test may be slow for reasons of its own; none may fail for being slow. The limits below only make sure a hung
 * test (a promise that never settles, a build that never ends) still ends the run. They are set here, once:
 * tests carry no limits of their own (docs/testing.md, "Time limits").
 */
const HANG_GUARD = 120_000;
// Tests that run a whole production build (in beforeAll) get more: a cold build under load takes minutes.
const BUILD_HANG_GUARD = 600_000;
const BUILD_TESTS = ['tests/unit/mocks-build.test.ts', 'tests/unit/reporting-bundle.test.ts'];

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: ['tests/setup.ts'],
      restoreMocks: true,
      pool: 'threads',
      testTimeout: HANG_GUARD,
      hookTimeout: HANG_GUARD,
      projects: [
        {
          extends: true,
          test: {
            name: 'tests',
            include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/model/**/*.test.{ts,tsx}'],
            exclude: BUILD_TESTS,
          },
        },
        {
          extends: true,
          test: { name: 'build', include: BUILD_TESTS, testTimeout: BUILD_HANG_GUARD, hookTimeout: BUILD_HANG_GUARD },
        },
      ],
    },
  }),
);
