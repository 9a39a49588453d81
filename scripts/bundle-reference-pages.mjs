import { mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { build } from 'vite';
import { staticClosure } from './bundle-manifest.mjs';
import { chunkModules, readManifest, root } from './bundle-size.mjs';

// The pages the app's size is measured against (npm run budget, npm run bench): a bare React 19 page, and the
// stack floor, that page plus the libraries the public verify page loads. Built with the same Vite as the app.

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
