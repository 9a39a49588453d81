// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Vite loads vite.config.ts through its bundler today; its coming default loader is Node's own, which needs every
 * relative import of the config's own files to name its extension (and warns on every run until they do). This
 * walks the config's static imports as Node would and lists the relative ones without an extension.
 */
// `import type` is erased before Node resolves anything, so it may stay extensionless.
const RELATIVE_IMPORT = /^\s*(?:import|export)\s+(?!type\s)[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]/gm;

function extensionlessImports(entry: string): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      const target = resolve(dirname(file), specifier!);
      if (!/\.(?:[cm]?[jt]sx?|json)$/.test(specifier!)) found.push(`${file.slice(process.cwd().length + 1)}: ${specifier}`);
      else if (/\.[cm]?[jt]sx?$/.test(target) && existsSync(target)) visit(target);
    }
  };
  visit(resolve(process.cwd(), entry));
  return found;
}

describe("vite.config.ts's and vitest.config.ts's own imports", () => {
  it('name their file extension, so Node can load the config without a bundler', () => {
    expect(extensionlessImports('vite.config.ts')).toEqual([]);
    expect(extensionlessImports('vitest.config.ts')).toEqual([]);
  });

  it('are walked: an extensionless import is found', () => {
    // The walk itself, on a file known to import a sibling without its extension (an app file, not the config).
    expect(extensionlessImports('src/main.tsx').length).toBeGreaterThan(0);
  });
});
