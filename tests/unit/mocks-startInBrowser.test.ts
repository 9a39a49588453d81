import { afterEach, expect, it, vi } from 'vitest';

const started = vi.hoisted(() => vi.fn(async () => {}));
// The real module loads msw, whose code reads localStorage as it loads: the test checks it is never loaded then.
vi.mock('../../src/mocks/browser', () => ({ startDemoBackend: started }));

import { startDemoBackendInBrowser } from '../../src/mocks/startInBrowser';

afterEach(() => {
  started.mockClear();
  vi.restoreAllMocks();
});

it('starts the demo backend where site storage is allowed', async () => {
  await expect(startDemoBackendInBrowser('/api')).resolves.toBe(true);
  expect(started).toHaveBeenCalledWith('/api');
});

const refusing = {
  'the localStorage getter throws (Chromium)': () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
  'localStorage is null (Firefox)': () => null,
  'getItem throws': () => ({
    getItem() {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  }),
};

it.each(Object.entries(refusing))(
  'where the browser blocks site data (%s), the page starts without the demo backend instead of not starting',
  async (_name, storage) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const blocked = Object.defineProperty(Object.create(window) as Window, 'localStorage', { get: storage });
    await expect(startDemoBackendInBrowser('/api', blocked)).resolves.toBe(false);
    expect(started).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('[demo backend] not started'));
  },
);
