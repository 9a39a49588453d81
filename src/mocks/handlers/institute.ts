import type { HttpHandler } from 'msw';
import type { DemoContext } from '../context';

// The institute's branding is answered by certificate.ts (initiate, by host) and account.ts (current-institute,
// by the signed-in user's branch), both from data/institute.ts. Institute administration calls (`institute/`)
// join here when their screens are built.
export function instituteHandlers(_ctx: DemoContext): HttpHandler[] {
  return [];
}
