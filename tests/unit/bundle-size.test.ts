// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error -- bundle-size.mjs has no .d.mts; the shapes used here are pinned by the tests below.
import { brotliSize, gzipSize, measureFiles } from '../../scripts/bundle-size.mjs';

interface Size {
  raw: number;
  gzip: number;
  brotli: number;
}
const measure = measureFiles as (outDir: string, files: string[]) => Promise<Size & { files: Array<Size & { file: string }> }>;
const gzip = gzipSize as (buf: Buffer) => number;
const brotli = brotliSize as (buf: Buffer) => number;

/**
 * What `npm run budget` and `npm run bench` measure (scripts/bundle-size.mjs): a page's files with the build's
 * file-name hashes zeroed, so a page whose code is the same measures the same whatever the hashes of the chunks it
 * names (Session 29: new hashes of the enquiry and sign-in chunks moved the verification page by 13 B). Mutation
 * audit of Session 29: nothing tested it.
 */
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

interface Hashes {
  entry: string;
  lead: string;
  signIn: string;
  verify: string;
  runtime: string;
  leadCss: string;
}

// Vite's hashes are 8 characters of base64url: `-` and `_` are among them, a leading `-` too. Two of these share 7
// characters, which compresses better than the hashes after.
const BEFORE: Hashes = { entry: 'B-x_9QzT', lead: '-aZ0kL3m', signIn: '-aZ0kL3n', verify: 'Dp0_rT7k', runtime: 'Hq2vW8eR', leadCss: 'Kx9_Lm2P' };
const AFTER: Hashes = { entry: 'C7Hh1p0Q', lead: 'Zz_9-8Yx', signIn: '-mN4bV5c', verify: 'Dp0_rT7k', runtime: 'Hq2vW8eR', leadCss: 'b7Rt-Vn0' };

/**
 * An entry that names a chunk it imports, the lazy chunks and their styles by their hashes (as Vite's preload list
 * does; a chunk's own name may have a `-`), with text in a script of its own (catalogue chunks have it), and an
 * 8-character string between `-` and `.` that is no file's hash: the code's own, it is measured as it is.
 */
const entryCode = (h: Hashes) =>
  `import{j}from"./jsx-runtime-${h.runtime}.js";const n="हिन्दी",k="x-2Fq9_zA1.y";` +
  `const m=["assets/LeadCapturePage-${h.lead}.js","assets/LeadCapturePage-${h.leadCss}.css"];` +
  `const l=()=>import("./LeadCapturePage-${h.lead}.js"),s=()=>import("./SignInPage-${h.signIn}.js");` +
  `const v=()=>import("./VerifyCertificatePage-${h.verify}.js");export{l,s,v,n,k};`;
const verifyCode = (h: Hashes) => `import{n}from"./index-${h.entry}.js";export default function V(){return n+"${'verify '.repeat(40)}"}`;

async function buildOutput(h: Hashes) {
  const dir = await mkdtemp(join(tmpdir(), 'institute-size-test-'));
  dirs.push(dir);
  const files: Record<string, string> = {
    'index.html': `<script type="module" src="/assets/index-${h.entry}.js"></script>`,
    [`assets/index-${h.entry}.js`]: entryCode(h),
    [`assets/VerifyCertificatePage-${h.verify}.js`]: verifyCode(h),
    [`assets/LeadCapturePage-${h.lead}.js`]: 'export default 1;',
    [`assets/SignInPage-${h.signIn}.js`]: 'export default 2;',
    [`assets/jsx-runtime-${h.runtime}.js`]: 'export const j=3;',
    [`assets/LeadCapturePage-${h.leadCss}.css`]: 'p{color:red}',
  };
  for (const [name, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, name)), { recursive: true });
    await writeFile(join(dir, name), text);
  }
  // Smallest first: the figures list them largest first.
  return { dir, page: [`assets/jsx-runtime-${h.runtime}.js`, `assets/VerifyCertificatePage-${h.verify}.js`, `assets/index-${h.entry}.js`] };
}

const zeroed = (text: string, h: Hashes) =>
  Object.values(h).reduce((t, hash) => t.split(`-${hash}.`).join('-00000000.'), text);

describe('measureFiles (the sizes the budget gates)', () => {
  it('measures each file with the hashes of the build zeroed, at the same length, and the rest as it is', async () => {
    const { dir, page } = await buildOutput(BEFORE);
    const entry = Buffer.from(zeroed(entryCode(BEFORE), BEFORE));
    const verify = Buffer.from(zeroed(verifyCode(BEFORE), BEFORE));
    // What is measured: the chunk names zeroed, the code's own `-2Fq9_zA1.` and the Hindi text untouched.
    expect(entry.toString()).toBe(
      'import{j}from"./jsx-runtime-00000000.js";const n="हिन्दी",k="x-2Fq9_zA1.y";' +
        'const m=["assets/LeadCapturePage-00000000.js","assets/LeadCapturePage-00000000.css"];const l=()=>import("./LeadCapturePage-00000000.js"),' +
        's=()=>import("./SignInPage-00000000.js");const v=()=>import("./VerifyCertificatePage-00000000.js");export{l,s,v,n,k};',
    );

    const runtime = Buffer.from('export const j=3;');
    const size = await measure(dir, page);
    const expected = [
      { file: page[2], raw: Buffer.byteLength(entryCode(BEFORE)), gzip: gzip(entry), brotli: brotli(entry) },
      { file: page[1], raw: Buffer.byteLength(verifyCode(BEFORE)), gzip: gzip(verify), brotli: brotli(verify) },
      { file: page[0], raw: runtime.length, gzip: gzip(runtime), brotli: brotli(runtime) },
    ];
    expect(size.files).toEqual(expected);
    const sum = (key: keyof Size) => expected.reduce((n, file) => n + file[key], 0);
    expect(size).toMatchObject({ raw: sum('raw'), gzip: sum('gzip'), brotli: sum('brotli') });
  });

  it('gives a page the same figures when only the hashes of the chunks it names changed', async () => {
    const before = await buildOutput(BEFORE);
    const after = await buildOutput(AFTER);
    const sizes = async ({ dir, page }: { dir: string; page: string[] }) => {
      const { files, ...totals } = await measure(dir, page);
      return { totals, files: files.map(({ file, ...size }) => ({ file: file.replace(/-[\w-]{8}\.js$/, '.js'), ...size })) };
    };
    const [was, is] = [await sizes(before), await sizes(after)];
    expect(is).toEqual(was);
    // Unzeroed, the new names alone would have moved it.
    const entryGzip = (h: Hashes) => gzip(Buffer.from(entryCode(h)));
    expect(entryGzip(AFTER)).not.toBe(entryGzip(BEFORE));
  });
});
