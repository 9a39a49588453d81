import { defineConfig } from '@playwright/test';
import { SENTRY_SPECS, sentryProject, sentryWebServers } from './tests/e2e/support/sentryServers';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Ports can be moved (E2E_PORT, DEMO_PORT) so several test runs on one machine do not share servers. The defaults
// are ports nothing else here uses: on `npm run preview`'s 4173 or `npm start`'s 5173 a local run would reuse that
// server (reuseExistingServer) and test dist/ or a dev session instead of its own `--mode e2e` build.
const previewPort = Number(process.env.E2E_PORT ?? 4790);
const demoPort = Number(process.env.DEMO_PORT ?? 5790);

/**
 * Browser tests in Debian's Chromium. Most run against a production build (`vite build --mode e2e`) served by
 * `vite preview`, whose /api answers with the demo handlers; *.demo.spec.ts run against `npm start`
 * (the dev server with the in-browser msw demo backend), exactly as a new developer sees it.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: [['list']],
  // Hang guards, not performance limits: the 2-core machines these run on are shared, so a busy moment must not
  // fail a test; these only make a hung test end. Set here once: specs carry no limits of their own
  // (docs/testing.md, "Time limits"). A test may take 3 min; each expect waits up to 20 s (60 s on the dev server).
  timeout: 180_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: `http://localhost:${previewPort}`,
    locale: 'en-IN',
    // Recording a trace costs every test time whether it fails or not: CI (no retries) records none; rerun a failing
    // test with `--retries=1` to get one (on-first-retry). Local runs keep failing tests' traces.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    video: 'off',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'preview', testIgnore: [/\.demo\.spec\.ts$/, SENTRY_SPECS] },
    // The dev server transforms modules on first request and msw's worker registers per origin, so a cold page
    // on `npm start` takes far longer to show than on the production build: a longer wait, still well inside the
    // test's own 3 min.
    { name: 'demo', testMatch: /\.demo\.spec\.ts$/, use: { baseURL: `http://localhost:${demoPort}` }, expect: { timeout: 60_000 } },
    sentryProject,
  ],
  webServer: [
    // Error reporting's production build and envelope recorder (tests/e2e/sentry.spec.ts).
    ...sentryWebServers(),
    {
      command: `npx vite build --mode e2e --outDir dist-e2e-${previewPort} --logLevel warn && npx vite preview --mode e2e --outDir dist-e2e-${previewPort} --port ${previewPort} --strictPort`,
      url: `http://localhost:${previewPort}/verify-certificate`,
      reuseExistingServer: !process.env.CI,
      // A production build on a busy machine: a hang guard for the build and the server's start.
      timeout: 300_000,
    },
    {
      command: `npx vite --port ${demoPort} --strictPort`,
      url: `http://localhost:${demoPort}/`,
      // npm start as a developer sees it, minus the demo backend's 300-600 ms latency per answer (there so busy
      // states are visible by hand): the tests wait on what the page shows, and the latency only made them slow.
      env: { VITE_DEMO_LATENCY_MS: '0' },
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
  ],
});
