import type { StartOptions } from 'msw/browser';

/**
 * How the in-browser demo backend's worker starts (browser.ts). Unknown URLs pass through to the network (spec
 * section 7); tests/unit/mocks-passthrough.test.ts runs the demo handlers with this same setting. Its own module,
 * free of msw's browser code, so that test can import it under Node.
 */
export const workerStartOptions = { onUnhandledRequest: 'bypass', quiet: true } as const satisfies StartOptions;
