import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { apiPattern } from '../src/mocks/context.ts';
import { createHandlers } from '../src/mocks/handlers.ts';
import { memoryStore } from '../src/mocks/store.ts';

/**
 * Serves the demo backend's handlers over real HTTP under /api, for `vite preview` (browser tests, Lighthouse):
 * the production build then talks to a real server, with no msw in the page.
 */
export function demoApiMiddleware(apiPath = '/api') {
  const handlers = createHandlers({ api: apiPattern(apiPath), store: memoryStore() });
  return async (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if (!req.url || !(req.url === apiPath || req.url.startsWith(`${apiPath}/`))) return next();
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
    const request = new Request(new URL(req.url, `http://${req.headers.host ?? 'localhost'}`), {
      method: req.method,
      headers: req.headers as Record<string, string>,
      body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
    });
    const response = (await getResponse(handlers, request)) ?? Response.json({ message: 'Not Found' }, { status: 404 });
    res.statusCode = response.status;
    res.statusMessage = response.statusText;
    response.headers.forEach((value, key) => res.setHeader(key, value));
    res.end(Buffer.from(await response.arrayBuffer()));
  };
}
