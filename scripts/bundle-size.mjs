import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';

/**
 * Shared by `npm run budget` (CI gate) and `npm run bench`: builds the app (and, in bundle-reference-pages.mjs, the
 * pages it is compared with) with the same Vite, then measures the JavaScript each public route loads from Vite's
 * manifest. Sizes are of the minified output compressed at fixed levels (gzip 9, brotli 11), with the file names'
 * content hashes zeroed (measureFiles), so the figures are deterministic and move only when the code does.
 */
export const root = fileURLToPath(new URL('..', import.meta.url));

export const gzipSize = (buf) => gzipSync(buf, { level: 9 }).length;
export const brotliSize = (buf) =>
  brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** Records which source modules end up in which chunk (rendered, pre-minification code), for the breakdown. */
export function chunkModules(into) {
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

export async function readManifest(outDir) {
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

