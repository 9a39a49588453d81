import { vi } from 'vitest';

/**
 * The parts of @sentry/react the lazily loaded client uses, each a mock: a test replaces the SDK with this
 * (`vi.mock('@sentry/react', () => sentry)`) and looks at what the client handed it; nothing is sent.
 */
export function fakeSentrySdk() {
  return {
    init: vi.fn(),
    browserTracingIntegration: vi.fn(() => ({ name: 'BrowserTracing' })),
    replayIntegration: vi.fn(() => ({ name: 'Replay' })),
    makeFetchTransport: vi.fn(),
    addEventProcessor: vi.fn(),
    captureException: vi.fn(),
    captureReactException: vi.fn(),
    addBreadcrumb: vi.fn(),
    captureMessage: vi.fn(),
    getReplay: vi.fn(),
  };
}
