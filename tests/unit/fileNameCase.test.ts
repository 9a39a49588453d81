// @vitest-environment node
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');

const filesUnder = (dir: string) =>
  readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(ROOT, join(e.parentPath, e.name)));

// On a case-insensitive file system (macOS and Windows by default) `./SessionHost` would resolve to
// `sessionHost.ts` before `SessionHost.tsx`, and the project would not type-check or build there. Module paths
// are compared as imports name them: without the extension, in lower case.
describe('source file names', () => {
  it('never differ only in letter case or extension, so imports resolve alike on every file system', () => {
    const byKey = new Map<string, string[]>();
    for (const file of ['src', 'tests', 'scripts'].flatMap(filesUnder)) {
      const key = file.replace(/\.(?:[cm]?[jt]sx?)$/, '').toLowerCase();
      byKey.set(key, [...(byKey.get(key) ?? []), file]);
    }
    expect([...byKey.values()].filter((files) => files.length > 1)).toEqual([]);
  });
});
