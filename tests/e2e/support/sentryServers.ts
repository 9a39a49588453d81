/**
 * The Playwright project and servers for tests/e2e/sentry.spec.ts: a production build (`--mode sentry-e2e`, see
 * .env.sentry-e2e) whose DSN points at a local envelope recorder. Ports follow E2E_PORT so parallel runs on one
 * machine do not collide; SENTRY_E2E_PORT and SENTRY_RECORDER_PORT override them.
 */
const previewPort = Number(process.env.E2E_PORT ?? 4790);
export const sentryAppPort = Number(process.env.SENTRY_E2E_PORT ?? previewPort + 2000);
export const sentryRecorderPort = Number(process.env.SENTRY_RECORDER_PORT ?? previewPort + 3000);

/** Spec files this project runs; the other projects ignore them. */
export const SENTRY_SPECS = /sentry[^/]*\.spec\.ts$/;

export const sentryProject = {
  name: 'sentry',
  testMatch: SENTRY_SPECS,
  use: { baseURL: `http://localhost:${sentryAppPort}` },
};

/**
 * A run limited to spec files that are not the Sentry ones does not need a second production build: skip it then.
 * Anything else (no filter, a folder, a pattern, the Sentry spec) starts the servers.
 */
export function wantsSentryServers(argv: readonly string[] = process.argv): boolean {
  const testIndex = argv.indexOf('test');
  if (testIndex === -1) return true;
  const positional = argv.slice(testIndex + 1).filter((arg) => !arg.startsWith('-'));
  if (positional.length === 0) return true;
  const onlyOtherSpecs = positional.every((arg) => /\.spec\.ts(:\d+)*$/.test(arg) && !/sentry/i.test(arg));
  return !onlyOtherSpecs;
}

export function sentryWebServers(argv?: readonly string[]) {
  if (!wantsSentryServers(argv)) return [];
  const outDir = `dist-sentry-e2e-${sentryAppPort}`;
  return [
    {
      command: `node tests/e2e/support/sentryRecorder.mjs --port ${sentryRecorderPort}`,
      url: `http://127.0.0.1:${sentryRecorderPort}/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command:
        `npx vite build --mode sentry-e2e --outDir ${outDir} --manifest --logLevel warn && ` +
        `npx vite preview --mode sentry-e2e --outDir ${outDir} --port ${sentryAppPort} --strictPort`,
      env: { VITE_SENTRY_DSN: `http://e2epublickey@127.0.0.1:${sentryRecorderPort}/1` },
      url: `http://localhost:${sentryAppPort}/error/404`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
  ];
}
