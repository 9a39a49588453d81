import type { HttpHandler } from 'msw';
import type { DemoContext } from './context';
import { accountHandlers } from './handlers/account';
import { certificateHandlers } from './handlers/certificate';
import { controlHandlers } from './handlers/control';
import { instituteHandlers } from './handlers/institute';
import { leadCaptureHandlers } from './handlers/leadCapture';

/**
 * Every handler of the demo backend, in the order msw tries them. Each area keeps its own module. The control
 * handler comes first: it delays or fails a call, then falls through to the area's answer.
 */
export function createHandlers(ctx: DemoContext): HttpHandler[] {
  return [
    ...controlHandlers(ctx),
    ...instituteHandlers(ctx),
    ...certificateHandlers(ctx),
    ...accountHandlers(ctx),
    ...leadCaptureHandlers(ctx),
  ];
}
