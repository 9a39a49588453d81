import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
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
 * minified output compressed at fixed levels (gzip 9, brotli 11), so the figures are deterministic.
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

/** A hello-world React 19 page built with the same Vite, React resolved from this project's node_modules. */
export async function buildBareReact(workDir) {
  const require = createRequire(join(root, 'package.json'));
  const src = join(workDir, 'bare-react-src');
  const outDir = join(workDir, 'bare-react-dist');
  await rm(src, { recursive: true, force: true });
  await mkdir(src, { recursive: true });
  await writeFile(
    join(src, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Hello</title></head>' +
      '<body><div id="root"></div><script type="module" src="/main.jsx"></script></body></html>\n',
  );
  await writeFile(
    join(src, 'main.jsx'),
    "import { StrictMode } from 'react';\nimport { createRoot } from 'react-dom/client';\n" +
      "createRoot(document.getElementById('root')).render(<StrictMode><h1>Hello, world</h1></StrictMode>);\n",
  );
  const { default: react } = await import('@vitejs/plugin-react');
  const alias = ['react-dom/client', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom', 'react'].map((id) => ({
    find: new RegExp(`^${id}$`),
    replacement: require.resolve(id),
  }));
  await build({
    root: src,
    mode: 'production',
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    resolve: { alias },
    build: { outDir, emptyOutDir: true, manifest: true, target: 'es2022', reportCompressedSize: false },
  });
  const manifest = await readManifest(outDir);
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  return { outDir, manifest, files: staticClosure(manifest, [entry]) };
}

export async function measureFiles(outDir, files) {
  const sizes = [];
  for (const file of files) {
    const buf = await readFile(join(outDir, file));
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

