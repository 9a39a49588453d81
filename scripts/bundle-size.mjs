import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';
import { staticClosure } from './bundle-manifest.mjs';

/**
 * Shared by `npm run budget` (CI gate) and `npm run bench`: builds the app and a bare React 19 page with the
 * same Vite, then measures the JavaScript each public route loads from Vite's manifest. Sizes are of the
 * minified output compressed at fixed levels (gzip 9, brotli 11), with the file names' content hashes zeroed
 * (measureFiles), so the figures are deterministic and move only when the code does.
 */
export const root = fileURLToPath(new URL('..', import.meta.url));

export const gzipSize = (buf) => gzipSync(buf, { level: 9 }).length;
export const brotliSize = (buf) =>
  brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** Records which source modules end up in which chunk (rendered, pre-minification code), for the breakdown. */
function chunkModules(into) {
  return {
    name: 'budget-chunk-modules',
    generateBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        into[item.fileName] = Object.entries(item.modules).map(([id, m]) => ({
          id: relative(root, id.replace(/^\0/, '')),
          code: m.code ?? '',
        }));
      }
    },
  };
}

async function readManifest(outDir) {
  return JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8'));
}

/** Production build of the app (mode `production` unless told), with a manifest and a module map. */
export async function buildApp({ outDir, mode = 'production' }) {
  const modules = {};
  await build({
    root,
    mode,
    logLevel: 'warn',
    configFile: join(root, 'vite.config.ts'),
    plugins: [chunkModules(modules)],
    build: { outDir, emptyOutDir: true, manifest: true, sourcemap: false, reportCompressedSize: false },
  });
  return { outDir, manifest: await readManifest(outDir), modules };
}

const REACT_ENTRY_POINTS = ['react-dom/client', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom', 'react'];

/**
 * Builds a page from the given source files (index.html and main.jsx at least) with the same Vite, outside the
 * app's config; React is resolved from this project's node_modules. Returns the entry's static closure.
 */
async function buildPage(workDir, name, sources, { alias: extraAlias = [], nodeModules = false, build: extraBuild = {} } = {}) {
  const require = createRequire(join(root, 'package.json'));
  const src = join(workDir, `${name}-src`);
  const outDir = join(workDir, `${name}-dist`);
  const modules = {};
  await rm(src, { recursive: true, force: true });
  await mkdir(src, { recursive: true });
  for (const [file, text] of Object.entries(sources)) await writeFile(join(src, file), text);
  // The page's own bare imports resolve as the app's do (Vite's export conditions: module, browser, production),
  // from this project's node_modules, which the temporary source directory reaches through a link.
  if (nodeModules) await symlink(join(root, 'node_modules'), join(src, 'node_modules'), 'junction');
  const { default: react } = await import('@vitejs/plugin-react');
  const alias = [
    ...extraAlias,
    ...REACT_ENTRY_POINTS.map((id) => ({ find: new RegExp(`^${id}$`), replacement: require.resolve(id) })),
  ];
  await build({
    root: src,
    mode: 'production',
    configFile: false,
    logLevel: 'warn',
    plugins: [react(), chunkModules(modules)],
    resolve: { alias },
    build: { outDir, emptyOutDir: true, manifest: true, target: 'es2022', reportCompressedSize: false, ...extraBuild },
  });
  const manifest = await readManifest(outDir);
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  return { outDir, manifest, modules, files: staticClosure(manifest, [entry]) };
}

const html = (title) =>
  `<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>${title}</title></head>` +
  '<body><div id="root"></div><script type="module" src="/main.jsx"></script></body></html>\n';

/**
 * A hello-world React 19 page built with the same Vite, React resolved from this project's node_modules. Built
 * like the app (vite.config.ts): without the modulepreload polyfill, which the app does not ship either, so the
 * comparison is not flattered by ~0.3 kB of polyfill in the reference alone.
 */
export function buildBareReact(workDir) {
  return buildPage(
    workDir,
    'bare-react',
    {
      'index.html': html('Hello'),
      'main.jsx':
        "import { StrictMode } from 'react';\nimport { createRoot } from 'react-dom/client';\n" +
        "createRoot(document.getElementById('root')).render(<StrictMode><h1>Hello, world</h1></StrictMode>);\n",
    },
    { build: { modulePreload: { polyfill: false } } },
  );
}

/** The libraries the public verify page loads besides React, as the stack floor's line names them. */
export const FLOOR_LIBRARIES = ['xstate', '@xstate/react', 'zod/mini', '@formatjs/intl', 'wouter'];

/**
 * The same resolve.alias entries as vite.config.ts (kept in step by hand; the floor must resolve as the app does):
 * the ICU parser's no-parser build (messages are precompiled), and React's own useSyncExternalStore for the shims.
 */
const APP_ALIAS = [
  { find: '@formatjs/icu-messageformat-parser', replacement: join(root, 'node_modules/@formatjs/icu-messageformat-parser/no-parser.js') },
  { find: 'use-sync-external-store/shim/index.js', replacement: 'react' },
  { find: 'use-sync-external-store/shim/with-selector', replacement: 'use-sync-external-store/with-selector' },
  { find: 'use-sync-external-store/shim', replacement: 'react' },
];

/**
 * The "stack floor": the bare React page plus a minimal but real use of every library the public verify page
 * loads, the way the app uses them, and no app code. What /verify-certificate loads above it is the page's own
 * code and text. Each call below is one the app makes on that page (src/machines, src/views, src/api/schemas,
 * src/i18n/intl.ts); the message is precompiled to its AST with the real parser, as the app's build does.
 */
export async function buildStackFloor(workDir) {
  const { parse } = await import('@formatjs/icu-messageformat-parser');
  const message = JSON.stringify(parse('Certificate {number} is valid.'));
  const main = `import { StrictMode, Suspense, createContext, lazy, useContext } from 'react';
import { createRoot } from 'react-dom/client';
import { Link, Redirect, Route, Switch, useLocation } from 'wouter';
import { assign, createMachine, fromPromise } from 'xstate';
import { useActorRef, useSelector } from '@xstate/react';
import * as z from 'zod/mini';
import { createFormatters, createIntlCache } from '@formatjs/intl';

const text = z.optional(z.nullable(z.string()));
const schema = z.object({
  ok: z.boolean(),
  data: z.object({
    number: z.string().check(z.minLength(1)),
    issued: z.string().check(z.refine((v) => !Number.isNaN(Date.parse(v)))),
    grade: text,
    raw: z.unknown(),
  }),
});

// As src/i18n/intl.ts: the package's memoised formatters, without its formatMessage/formatDate wrappers.
const formatters = createFormatters(createIntlCache());
const messages = { valid: ${message} };

// As src/machines/setup.ts: createMachine with implementations, without setup's bundle of action creators.
const check = createMachine({
  context: { number: '', certificate: null },
  initial: 'idle',
  states: {
    idle: { on: { submit: { target: 'checking', actions: assign({ number: ({ event }) => event.number }) } } },
    checking: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ number: context.number }),
        onDone: [{ guard: 'isValid', target: 'found', actions: 'store' }, { target: 'idle' }],
        onError: 'idle',
      },
    },
    found: { on: { submit: 'idle' } },
  },
}, {
  actors: {
    load: fromPromise(async ({ input }) => {
      const response = await fetch('/api/' + encodeURIComponent(input.number));
      return schema.safeParse(await response.json());
    }),
  },
  guards: { isValid: ({ event }) => event.output.success },
  actions: { store: assign({ certificate: ({ event }) => event.output.data.data }) },
});

// As src/views/theme/themeContext.ts: a plain React context holding the actor.
const themeMachine = createMachine({ initial: 'light', states: { light: { on: { toggle: 'dark' } }, dark: { on: { toggle: 'light' } } } });
const Theme = createContext(null);
function ThemeProvider(props) {
  return <Theme.Provider value={useActorRef(themeMachine)}>{props.children}</Theme.Provider>;
}

function Verify() {
  const actor = useActorRef(check);
  const certificate = useSelector(actor, (s) => s.context.certificate);
  const theme = useSelector(useContext(Theme), (s) => s.value);
  const [location] = useLocation();
  return (
    <main className={theme}>
      <button onClick={() => actor.send({ type: 'submit', number: location.slice(1) })}>Check</button>
      {certificate && (
        <p>
          {formatters.getMessageFormat(messages.valid, 'en-IN', {}, { formatters }).format({ number: certificate.number })}{' '}
          {formatters.getDateTimeFormat('en-IN', { dateStyle: 'medium' }).format(new Date(certificate.issued))}{' '}
          {formatters.getNumberFormat('en-IN').format(Object.keys(certificate.extra).length)}
        </p>
      )}
      <Link href="/later">Later</Link>
    </main>
  );
}

const Later = lazy(() => import('./later.jsx'));

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <ThemeProvider>
      <Suspense fallback={<p>Loading</p>}>
        <Switch>
          <Route path="/verify"><Verify /></Route>
          <Route path="/later"><Later /></Route>
          <Route><Redirect to="/verify" replace /></Route>
        </Switch>
      </Suspense>
    </ThemeProvider>
  </StrictMode>,
);
`;
  return buildPage(
    workDir,
    'stack-floor',
    {
      'index.html': html('Stack floor'),
      'main.jsx': main,
      'later.jsx': 'export default function Later() {\n  return <p>Later</p>;\n}\n',
    },
    // As vite.config.ts: the app ships no modulepreload polyfill, so neither does its floor.
    { alias: APP_ALIAS, nodeModules: true, build: { modulePreload: { polyfill: false } } },
  );
}

/**
 * The content hashes in the build's file names. They change whenever the file they name does, and an entry names
 * the lazy chunks it may load: a change to the enquiry form and the sign-in page alone moved the verification
 * page's gzip by 13 B (Session 29), its code the same to the byte, and the gate, a few bytes above the page,
 * failed. Measured with every hash replaced by zeros of the same length, a size moves only when code does.
 */
async function hashesOf(outDir) {
  const names = await readdir(outDir, { recursive: true });
  return [...new Set(names.map((name) => /-([\w-]{8})\.[a-z\d]+$/i.exec(name)?.[1]).filter(Boolean))];
}

function withoutHashes(buf, hashes) {
  let text = buf.toString('latin1');
  for (const hash of hashes) text = text.split(`-${hash}.`).join('-00000000.');
  return Buffer.from(text, 'latin1');
}

export async function measureFiles(outDir, files) {
  const sizes = [];
  const hashes = await hashesOf(outDir);
  for (const file of files) {
    const buf = withoutHashes(await readFile(join(outDir, file)), hashes);
    sizes.push({ file, raw: buf.length, gzip: gzipSize(buf), brotli: brotliSize(buf) });
  }
  const sum = (k) => sizes.reduce((n, s) => n + s[k], 0);
  return { files: sizes.sort((a, b) => b.gzip - a.gzip), raw: sum('raw'), gzip: sum('gzip'), brotli: sum('brotli') };
}

/**
 * Packages (or source files) in the given chunks, by estimated gzip: each module's rendered (pre-minification)
 * code is compressed alone, and the shares are scaled so each chunk's parts add up to its real gzip size.
 */
export function breakdown(modules, sizes) {
  const groups = new Map();
  for (const { file, gzip } of sizes) {
    const parts = (modules[file] ?? []).map((m) => ({ name: groupOf(m.id), gzip: m.code ? gzipSize(m.code) : 0 }));
    const total = parts.reduce((n, p) => n + p.gzip, 0) || 1;
    for (const p of parts) groups.set(p.name, (groups.get(p.name) ?? 0) + (p.gzip / total) * gzip);
  }
  return [...groups.entries()].map(([name, gzip]) => ({ name, gzip })).sort((a, b) => b.gzip - a.gzip);
}

function groupOf(id) {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  if (pkg) return pkg[1];
  return id.replace(/\?.*$/, '');
}

export const workDir = () => mkdtemp(join(tmpdir(), 'institute-size-'));
export const kB = (n) => `${(n / 1024).toFixed(1)} kB`;

