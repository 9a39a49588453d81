/**
 * The unit and model tests' hang guards (docs/testing.md, "Time limits"), in one place: vitest.config.ts gives them
 * to tests and hooks, tests/setup.ts to Testing Library's waits (findBy*, waitFor), and tests/eventually.ts to
 * vi.waitFor. Both libraries wait 1 s by default: a limit a busy 2-core machine reaches while a module still imports.
 * No vitest import here: vitest.config.ts reads this file too.
 */
export const HANG_GUARD_MS = 120_000;
/**
 * Property tests (tests/model/properties): one test of dozens of rendered runs. The enquiry form's takes ~25 s on a
 * quiet machine and went past the 2 min guard with two other test runs on the same 2 cores (Session 29).
 */
export const PROPERTY_HANG_GUARD_MS = 600_000;
/** Tests that run a whole production build: a cold build under load takes minutes. */
export const BUILD_HANG_GUARD_MS = 600_000;
