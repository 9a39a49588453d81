import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

/**
 * `npm run machines:diagram`: writes docs/machines/<machine id>.md (a Mermaid state diagram) for every machine
 * in src/machines and removes the diagrams it wrote for machines that no longer exist. The machines are TypeScript, so they
 * are loaded through Vite's module runner (the same transform the app and the tests use).
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const dir = join(root, 'docs/machines');

const { module } = await runnerImport(join(root, 'scripts/machines-diagram.sources.ts'), {
  root,
  configFile: false,
  logLevel: 'warn',
});
const diagrams = module.expectedDiagrams();
await mkdir(dir, { recursive: true });
const keep = new Set(diagrams.map((d) => d.path));
for (const name of await readdir(dir)) {
  const path = `docs/machines/${name}`;
  // Only files this script wrote: hand-written notes next to the diagrams stay.
  if (name.endsWith('.md') && !keep.has(path) && module.isGeneratedDiagram(await readFile(join(root, path), 'utf8'))) {
    await rm(join(root, path));
    console.log(`removed ${path} (no such machine)`);
  }
}
for (const { path, content } of diagrams) {
  await writeFile(join(root, path), content);
  console.log(`wrote ${path}`);
}
if (diagrams.length === 0) console.log('No machines in src/machines yet.');
