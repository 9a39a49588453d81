import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/**
 * Serves and emits msw's service worker (`/mockServiceWorker.js`) only when VITE_MOCK_API=true. The file is read
 * from the installed msw package, so it always matches the library version, and it is not in public/: a
 * flag-off build (production, the e2e preview build) then contains no msw code at all.
 */
export function mswWorker(): Plugin {
  let enabled = false;
  const workerSource = () => readFileSync(createRequire(import.meta.url).resolve('msw/mockServiceWorker.js'), 'utf8');
  return {
    name: 'msw-worker-when-mocking',
    configResolved(config) {
      enabled = config.env.VITE_MOCK_API === 'true';
    },
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_req, res, next) => {
        if (!enabled) return next();
        res.setHeader('Content-Type', 'text/javascript');
        res.setHeader('Service-Worker-Allowed', '/');
        res.end(workerSource());
      });
    },
    generateBundle() {
      if (enabled) this.emitFile({ type: 'asset', fileName: 'mockServiceWorker.js', source: workerSource() });
    },
  };
}
