import { afterEach, expect, it, vi } from 'vitest';
import { warmDateFormatting } from '../../src/views/pages/verify/issueDate';

afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.lang = 'en';
});

it('builds one long-date formatter in the page language when the browser is idle, not at once', () => {
  const built = vi.spyOn(Intl, 'DateTimeFormat');
  document.documentElement.lang = 'de-DE';
  let idle: (() => void) | null = null;
  warmDateFormatting((callback) => (idle = callback));
  expect(built).not.toHaveBeenCalled();
  idle!();
  expect(built).toHaveBeenCalledExactlyOnceWith('de-DE', { dateStyle: 'long', timeZone: 'UTC' });
});
