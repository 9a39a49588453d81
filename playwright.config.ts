import { defineConfig } from '@playwright/test';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: 'http://localhost:4173',
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
    { name: 'preview', testIgnore: /\.demo\.spec\.ts$/ },
    { name: 'demo', testMatch: /\.demo\.spec\.ts$/, use: { baseURL: 'http://localhost:5173' } },
  ],
  webServer: [
    {
      command: 'npx vite build --mode e2e --outDir dist-e2e --logLevel warn && npx vite preview --mode e2e --outDir dist-e2e --port 4173 --strictPort',
      url: 'http://localhost:4173/verify-certificate',
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
    {
      command: 'npx vite --port 5173 --strictPort',
      url: 'http://localhost:5173/',
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
  ],
});
