import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Axe over the page once its colours have settled, as "id: targets" lines (readable in a failed assertion).
 * Buttons and links ease between colours (a branch colour arriving with the institute's answer, a hover, a
 * theme change), and axe must judge what the visitor ends up with, not a frame of a transition. Waits for CSS
 * transitions to finish, never for a fixed time; endless animations (spinners) do not count.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await axeResults(page);
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The full axe results, after the same wait (for a test that also checks what axe passed). */
export async function axeResults(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState === 'finished'));
  return new AxeBuilder({ page }).analyze();
}
