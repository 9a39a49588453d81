import type { HttpHandler } from 'msw';
import type { DemoContext } from './context';
import { accountHandlers } from './handlers/account';
import { certificateHandlers } from './handlers/certificate';
import { instituteHandlers } from './handlers/institute';
import { leadCaptureHandlers } from './handlers/leadCapture';

/** Every handler of the demo backend, in the order msw tries them. Each area keeps its own module. */
export function createHandlers(ctx: DemoContext): HttpHandler[] {
  return [...instituteHandlers(ctx), ...certificateHandlers(ctx), ...accountHandlers(ctx), ...leadCaptureHandlers(ctx)];
}
