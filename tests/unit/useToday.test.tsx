import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToday } from '../../src/views/pages/home/useToday';

const day = (date: Date) => [date.getFullYear(), date.getMonth() + 1, date.getDate()];

describe('useToday (the staff home’s date, on a phone left open for days)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 10, 27, 23, 50));
  });
  afterEach(() => vi.useRealTimers());

  it('is today, and the next day once local midnight has passed', () => {
    const { result } = renderHook(() => useToday());
    expect(day(result.current)).toEqual([2026, 11, 27]);
    act(() => vi.advanceTimersByTime(9 * 60_000));
    expect(day(result.current)).toEqual([2026, 11, 27]);
    act(() => vi.advanceTimersByTime(61_000 + 1_000));
    expect(day(result.current)).toEqual([2026, 11, 28]);
    // And the midnight after that: the timer is set again each time.
    act(() => vi.advanceTimersByTime(24 * 60 * 60_000));
    expect(day(result.current)).toEqual([2026, 11, 29]);
  });

  it('keeps the same Date object within a day, so the screen does not re-render for nothing', () => {
    const { result, rerender } = renderHook(() => useToday());
    const first = result.current;
    act(() => vi.advanceTimersByTime(60_000));
    rerender();
    expect(result.current).toBe(first);
  });

  it.each([
    ['the page is shown again', () => document.dispatchEvent(new Event('visibilitychange'))],
    ['the page comes back from the back-forward cache', () => window.dispatchEvent(new Event('pageshow'))],
    ['the window is focused', () => window.dispatchEvent(new Event('focus'))],
  ])('reads the day again when %s (timers do not run while a phone sleeps)', (_, wake) => {
    const { result } = renderHook(() => useToday());
    // The clock moved on without any timer firing, as after a night asleep.
    vi.setSystemTime(new Date(2026, 10, 28, 8, 0));
    expect(day(result.current)).toEqual([2026, 11, 27]);
    act(wake);
    expect(day(result.current)).toEqual([2026, 11, 28]);
  });

  it('stops listening when the screen goes', () => {
    const { unmount } = renderHook(() => useToday());
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps one midnight timer however often the page comes back, and none once the screen has gone', () => {
    const comeBack = () => {
      document.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('pageshow'));
      window.dispatchEvent(new Event('focus'));
    };
    const { unmount } = renderHook(() => useToday());
    act(comeBack);
    act(comeBack);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    // A later return to the page starts nothing for a screen that is gone.
    for (const wake of [
      () => document.dispatchEvent(new Event('visibilitychange')),
      () => window.dispatchEvent(new Event('pageshow')),
      () => window.dispatchEvent(new Event('focus')),
    ]) {
      wake();
      expect(vi.getTimerCount()).toBe(0);
    }
  });
});
