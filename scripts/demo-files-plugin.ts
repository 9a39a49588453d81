import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

const DIR = 'src/mocks/files';

const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));

/**
 * The demo backend's files (the branches' logos under /brand, result sheets and certificate scans under /demo)
 * at the addresses its answers give. Served and emitted whenever the demo backend can answer: the dev server and
 * any build with VITE_MOCK_API=true, and the browser tests' and benchmarks' builds (`--mode e2e`, `sentry-e2e`),
 * whose demo backend runs beside `vite preview`. Never by `npm run build` nor a build in any other mode
 * (`--mode staging`), so an institute's own site never serves made-up result sheets. Kept out of public/ for that
 * reason: Vite copies public/ into every build.
 */
const DEMO_BUILD_MODES = new Set(['e2e', 'sentry-e2e']);

export function demoFiles(): Plugin {
  let enabled = false;
  let dir = '';
  let urls = new Set<string>();
  return {
    name: 'demo-files-outside-production',
    configResolved(config) {
      enabled = config.env.VITE_MOCK_API === 'true' || DEMO_BUILD_MODES.has(config.mode);
      dir = resolve(config.root, DIR);
      urls = new Set(filesUnder(dir).map((file) => `/${relative(dir, file).split('\\').join('/')}`));
    },
    configureServer(server) {
      // Only the known files, by exact path: the request is handed on under the folder's own address, which the
      // dev server serves as it serves any project file.
      server.middlewares.use((req, _res, next) => {
        const path = req.url?.split('?')[0];
        if (enabled && path && urls.has(path)) req.url = `/${DIR}${path}`;
        next();
      });
    },
    generateBundle() {
      if (!enabled) return;
      for (const url of urls) this.emitFile({ type: 'asset', fileName: url.slice(1), source: readFileSync(join(dir, url.slice(1))) });
    },
  };
}
