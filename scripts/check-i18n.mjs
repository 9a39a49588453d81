#!/usr/bin/env node
// The catalogue check (npm run test:i18n): every id used in src exists in all six catalogues, no catalogue
// has ids the code does not use, ICU parses, placeholders match English, translations are not English
// copies (except scripts/i18n-allowlist.mjs), the spec's English texts are there word for word, and no
// text is written straight into JSX.
// Rules: scripts/i18n-check.mjs and scripts/i18n-scan.mjs; conventions: docs/i18n.md.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkCatalogues, formatReport } from './i18n-check.mjs';
import { LANGS, scanIds } from './i18n-scan.mjs';
import { SAME_AS_ENGLISH } from './i18n-allowlist.mjs';
import { SPEC_TEXTS } from './i18n-spec-texts.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const files = sourceFiles(join(root, 'src')).map((path) => ({ path: relative(root, path), text: readFileSync(path, 'utf8') }));
const { used, built, hardcoded } = scanIds(files);
const catalogues = {};
for (const lang of LANGS) {
  try {
    catalogues[lang] = JSON.parse(readFileSync(join(root, 'src/i18n/messages', `${lang}.json`), 'utf8'));
  } catch (error) {
    console.error(`src/i18n/messages/${lang}.json: ${error.message}`);
  }
}
const problems = checkCatalogues({ catalogues, used, built, hardcoded, sameAsEnglish: SAME_AS_ENGLISH, specTexts: SPEC_TEXTS });
console.log(`i18n: ${used.size} ids used in ${files.length} source files; ${Object.keys(catalogues.en ?? {}).length} in English.`);
console.log(formatReport(problems));
process.exitCode = problems.length === 0 ? 0 : 1;
