import type { HttpHandler } from 'msw';
import type { DemoContext } from './context';

/** Every handler of the demo backend, in the order msw tries them. Each area adds its module here. */
export function createHandlers(_ctx: DemoContext): HttpHandler[] {
  return [];
}
