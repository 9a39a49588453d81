// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { windowThatReportsBlockedPopUp } from '../../src/devtools/popUpBlocked';

/** A page whose pop-ups are blocked (`window.open` returns null) or allowed. */
function page(opens: boolean) {
  const listeners: string[] = [];
  const opened = {} as Window;
  const win = {
    location: { origin: 'http://localhost:5173' },
    open: vi.fn(() => (opens ? opened : null)),
    addEventListener(type: string) {
      listeners.push(type);
    },
  } as unknown as Window;
  return { win, opened, listeners };
}

describe('the Stately inspector window', () => {
  it('blocked by a pop-up blocker, says to allow pop-ups for the dev origin', () => {
    const say = vi.fn();
    const { win } = page(false);
    expect(windowThatReportsBlockedPopUp(win, say).open('https://stately.ai/inspect', 'xstateinspector')).toBeNull();
    expect(win.open).toHaveBeenCalledWith('https://stately.ai/inspect', 'xstateinspector');
    expect(say).toHaveBeenCalledWith(
      'The Stately inspector could not open its window: allow pop-ups for http://localhost:5173 and reload (docs/testing.md).',
    );
  });

  it('opened, says nothing and hands the inspector its window and the page events', () => {
    const say = vi.fn();
    const { win, opened, listeners } = page(true);
    const watched = windowThatReportsBlockedPopUp(win, say);
    expect(watched.open('https://stately.ai/inspect', 'xstateinspector')).toBe(opened);
    watched.addEventListener('message', () => {});
    expect(listeners).toEqual(['message']);
    expect(say).not.toHaveBeenCalled();
  });
});
