import type { HttpHandler } from 'msw';
import type { DemoContext } from '../context';

// Filled in by its issue.
export function accountHandlers(_ctx: DemoContext): HttpHandler[] {
  return [];
}
