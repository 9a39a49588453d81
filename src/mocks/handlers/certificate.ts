import type { HttpHandler } from 'msw';
import type { DemoContext } from '../context';

// Filled in by its issue.
export function certificateHandlers(_ctx: DemoContext): HttpHandler[] {
  return [];
}
