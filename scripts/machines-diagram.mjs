import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

/**
 * `npm run machines:diagram`: writes docs/machines/<machine id>.md (a Mermaid state diagram) for every machine
 * in src/machines and removes the diagrams it wrote for machines that no longer exist. It only writes over or
 * removes files it wrote itself (scripts/machines-diagram.plan.ts): a hand-written file where a diagram should go
 * stops the run before anything is written. The machines are TypeScript, so they are loaded through Vite's module
 * runner (the same transform the app and the tests use).
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const dir = join(root, 'docs/machines');

const { module } = await runnerImport(join(root, 'scripts/machines-diagram.sources.ts'), {
  root,
  configFile: false,
  logLevel: 'warn',
});
await mkdir(dir, { recursive: true });
const existing = new Map();
for (const name of await readdir(dir)) {
  if (name.endsWith('.md')) existing.set(`docs/machines/${name}`, await readFile(join(dir, name), 'utf8'));
}
const diagrams = module.expectedDiagrams();
const plan = module.planDiagramFiles(diagrams, existing);
if (plan.refused.length > 0) {
  console.error(
    `Not written: ${plan.refused.join(', ')} ${plan.refused.length === 1 ? 'is' : 'are'} not a generated diagram ` +
      '(no "by `npm run machines:diagram`" line), and a machine\'s diagram goes there. Move the hand-written notes ' +
      'to another name (or delete the file if it is an old diagram) and run again. Nothing was written.',
  );
  process.exit(1);
}
for (const path of plan.remove) {
  await rm(join(root, path));
  console.log(`removed ${path} (no such machine)`);
}
// Only the diagrams that changed are written and named: "wrote" on every file, changed or not, did not tell the
// person who just changed a machine which diagrams that changed.
let unchanged = 0;
for (const { path, content } of plan.write) {
  if (existing.get(path) === content) {
    unchanged++;
    continue;
  }
  await writeFile(join(root, path), content);
  console.log(`wrote ${path}`);
}
if (unchanged > 0) console.log(`${unchanged} diagram${unchanged === 1 ? '' : 's'} already up to date`);
if (diagrams.length === 0) console.log('No machines in src/machines yet.');
