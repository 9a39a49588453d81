import { defineConfig } from '@playwright/test';
import { SENTRY_SPECS, sentryProject, sentryWebServers } from './tests/e2e/support/sentryServers';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Ports can be moved (E2E_PORT, DEMO_PORT) so several test runs on one machine do not share servers.
const previewPort = Number(process.env.E2E_PORT ?? 4173);
const demoPort = Number(process.env.DEMO_PORT ?? 5173);

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
  // Waits, not time limits: the 2-core machines these run on are shared, so a busy moment must not fail a test.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${previewPort}`,
    locale: 'en-IN',
    trace: 'retain-on-failure',
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
    // on `npm start` takes far longer to show than on the production build.
    { name: 'demo', testMatch: /\.demo\.spec\.ts$/, use: { baseURL: `http://localhost:${demoPort}` }, expect: { timeout: 30_000 } },
    sentryProject,
  ],
  webServer: [
    // Error reporting's production build and envelope recorder (tests/e2e/sentry.spec.ts).
    ...sentryWebServers(),
    {
      command: `npx vite build --mode e2e --outDir dist-e2e-${previewPort} --logLevel warn && npx vite preview --mode e2e --outDir dist-e2e-${previewPort} --port ${previewPort} --strictPort`,
      url: `http://localhost:${previewPort}/verify-certificate`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
    {
      command: `npx vite --port ${demoPort} --strictPort`,
      url: `http://localhost:${demoPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
  ],
});
