import type { Page } from '@playwright/test';

export interface Shift {
  value: number;
  /** What moved, and from and to which top edge: the failure says what to look at. */
  moved: Array<[string, number, number]>;
}

type ShiftEntry = PerformanceEntry & { value: number; sources: Array<{ node: Element | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }> };

/** The layout shifts the page has had (a shift's value: its share of the viewport times its distance). */
export async function layoutShifts(page: Page): Promise<Shift[]> {
  return page.evaluate(
    () =>
      new Promise<Shift[]>((done) => {
        const seen: Shift[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as ShiftEntry[]) {
            seen.push({ value: entry.value, moved: entry.sources.map((s) => [s.node?.className ?? '', s.previousRect.y, s.currentRect.y]) });
          }
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => done(seen)));
      }),
  );
}
