import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { build, type Plugin } from 'vite';
import { PUBLIC_ROUTES, publicRouteFiles } from '../preload-route-plugin.ts';
import { writeContentSecurityPolicy, type BuildEnv } from '../contentSecurityPolicy.ts';
import { checkFirstScreen, injectFirstScreen, inlineStylesheets, type FirstScreen } from './inject.ts';
import { firstLineWithRetry } from './runChild.ts';
import { injectEarlyRequest } from './earlyRequest.ts';

// The renderer gives up on a page after 20 s (renderRoute.mjs); this covers its start-up too, and a hang at exit.
const CHILD_TIMEOUT_MS = 60_000;

/** The pages a first visit most often opens, and whose URL alone decides what they show. */
const PRERENDERED_PATHS = ['/auth/login', '/verify-certificate'];

/**
 * After a client build, writes `<path>.html` for each public page: index.html with the page's first screen in it,
 * so a slow phone paints the page from the HTML instead of after the JavaScript has downloaded and run (docs/decisions.md,
 * "The first commit is the page"). The markup is the app's own first commit, rendered at build time from the real
 * components: the app's own start-up (src/main.tsx) is built once more for Node, and runs for each page in a fresh
 * DOM emulation (renderRoute.mjs). `vite preview` serves `/auth/login` from `auth/login.html`; README "Deploying".
 */
export function prerenderPublicPages(paths: readonly string[] = PRERENDERED_PATHS): Plugin {
  let root = '';
  let mode = '';
  let base = '/';
  let outDir = '';
  let skip = false;
  let nodeBuild = false;
  let env: BuildEnv = {};
  let stylesheets: Record<string, string[]> = {};
  return {
    name: 'prerender-public-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      mode = config.mode;
      base = config.base;
      outDir = resolve(config.root, config.build.outDir);
      // The Node build below loads this config too. A build with the in-browser demo backend (msw) is not
      // prerendered: its start-up needs a service worker, and it is a development build anyway.
      nodeBuild = Boolean(config.build.ssr);
      env = config.env;
      skip = nodeBuild || config.env.VITE_MOCK_API === 'true';
    },
    generateBundle(_options, bundle) {
      if (skip) return;
      const table = publicRouteFiles(bundle, PUBLIC_ROUTES, this.environment.config.base, () => {}) ?? {};
      stylesheets = Object.fromEntries(
        paths.map((path) => {
          const prefix = Object.keys(table).find((p) => path === p || path.startsWith(`${p}/`));
          return [path, (prefix ? table[prefix]! : []).filter((f) => f.endsWith('.css'))];
        }),
      );
    },
    async closeBundle() {
      if (!skip) await prerender({ root, mode, base, outDir, paths, stylesheets, apiBase: env.VITE_API_BASE_URL ?? '/' });
      // After the prerender, whose inline styles the policy must allow.
      if (!nodeBuild) await writeContentSecurityPolicy(outDir, env);
    },
  };
}

async function prerender(options: {
  root: string;
  mode: string;
  base: string;
  outDir: string;
  paths: readonly string[];
  stylesheets: Record<string, string[]>;
  apiBase: string;
}) {
  const work = await mkdtemp(join(tmpdir(), 'institute-prerender-'));
  try {
    await build({
      root: options.root,
      mode: options.mode,
      logLevel: 'warn',
      publicDir: false,
      build: { ssr: join(options.root, 'src/main.tsx'), outDir: work, emptyOutDir: true, sourcemap: false, minify: false },
      // Everything bundled: React and the rest run as the browser build does, with no Node module resolution.
      ssr: { noExternal: true },
    });
    const entry = join(work, (await readdir(work)).find((f) => /^main\.m?js$/.test(f)) ?? 'main.js');
    const indexFile = join(options.outDir, 'index.html');
    const index = await readFile(indexFile, 'utf8');
    const renderer = join(options.root, 'scripts/prerender/renderRoute.mjs');
    for (const path of options.paths) {
      // The same NODE_ENV as the build (which compiled JSX for it), so the bundled React matches the app's code.
      const { line } = await firstLineWithRetry(process.execPath, [renderer, entry, indexFile, path], CHILD_TIMEOUT_MS);
      const screen = checkFirstScreen(path, JSON.parse(line) as FirstScreen);
      const file = join(options.outDir, `${path.slice(1)}.html`);
      await mkdir(dirname(file), { recursive: true });
      const page = injectFirstScreen(index, screen, options.stylesheets[path] ?? []);
      // The branding call starts from the verification page's HTML, a round trip or two before the app (earlyRequest.ts).
      const html = path === '/verify-certificate' ? injectEarlyRequest(page, options.apiBase, 'branding') : page;
      const read = (href: string) => readFileSync(join(options.outDir, href.slice(options.base.length)), 'utf8');
      await writeFile(file, inlineStylesheets(html, read));
    }
    // After the prerendered pages have been made from it: index.html is the HTML of every other page, the enquiry
    // form's among them, whose definition call starts from it in the same way (earlyRequest.ts).
    await writeFile(indexFile, injectEarlyRequest(index, options.apiBase, 'leadForm'));
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
