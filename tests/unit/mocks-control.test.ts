import { afterEach, describe, expect, it } from 'vitest';
import { browserControl } from '../../src/mocks/browser';

// The switches a developer flips by hand in the demo (docs/decisions.md, README).
afterEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('demo backend switches in the browser', () => {
  it('latency defaults to 300-600 ms', () => {
    const control = browserControl({});
    for (let i = 0; i < 20; i += 1) {
      const ms = control.latencyMs();
      expect(ms).toBeGreaterThanOrEqual(300);
      expect(ms).toBeLessThanOrEqual(600);
    }
  });

  it('VITE_DEMO_LATENCY_MS sets it, and localStorage demo_latency_ms wins over it', () => {
    expect(browserControl({ VITE_DEMO_LATENCY_MS: '150' }).latencyMs()).toBe(150);
    window.localStorage.setItem('demo_latency_ms', '0');
    expect(browserControl({ VITE_DEMO_LATENCY_MS: '150' }).latencyMs()).toBe(0);
  });

  it('a nonsense latency falls back to the default range', () => {
    window.localStorage.setItem('demo_latency_ms', 'fast');
    expect(browserControl({}).latencyMs()).toBeGreaterThanOrEqual(300);
  });

  it('the failure switch: off by default, localStorage demo_fail 1 or network, or ?demo-fail in the address', () => {
    const control = browserControl({});
    expect(control.failure()).toBe('off');
    window.localStorage.setItem('demo_fail', '1');
    expect(control.failure()).toBe('server');
    window.localStorage.setItem('demo_fail', 'network');
    expect(control.failure()).toBe('network');
    window.localStorage.clear();
    window.history.replaceState(null, '', '/verify-certificate?demo-fail');
    expect(control.failure()).toBe('server');
    window.history.replaceState(null, '', '/verify-certificate?demo-fail=network');
    expect(control.failure()).toBe('network');
  });
});
