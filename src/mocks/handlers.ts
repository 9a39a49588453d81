import type { HttpHandler } from 'msw';
import type { DemoContext } from './context';
import { accountHandlers } from './handlers/account.ts';
import { certificateHandlers } from './handlers/certificate.ts';
import { controlHandlers } from './handlers/control.ts';
import { instituteHandlers } from './handlers/institute.ts';
import { leadCaptureHandlers } from './handlers/leadCapture.ts';

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
