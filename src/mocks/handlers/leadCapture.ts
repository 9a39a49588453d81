import type { HttpHandler } from 'msw';
import type { DemoContext } from '../context';

// Filled in by its issue.
export function leadCaptureHandlers(_ctx: DemoContext): HttpHandler[] {
  return [];
}
