#!/usr/bin/env node
// Merges messages into the six catalogues in one quick read-modify-write per file, keys sorted, so several
// people (or helpers) adding text at once do not overwrite each other's edits.
// Usage: node scripts/add-messages.mjs file.json   where file.json is { "en": { "id": "text" }, "zh": {...}, ... }
//        node scripts/add-messages.mjs --remove id1 id2 ...
import { readFileSync, writeFileSync, renameSync } from 'node:fs';

const LANGS = ['en', 'zh', 'es', 'ja', 'de', 'fr'];
const dir = new URL('../src/i18n/messages/', import.meta.url);
const args = process.argv.slice(2);
const USAGE = 'Usage: node scripts/add-messages.mjs file.json   (file.json: { "en": { "id": "text" }, "zh": {...}, ... })\n' +
  '       node scripts/add-messages.mjs --remove id1 id2 ...';
if (args.length === 0) {
  console.error(USAGE);
  process.exit(1);
}

function update(lang, change) {
  const file = new URL(`${lang}.json`, dir);
  const current = JSON.parse(readFileSync(file, 'utf8'));
  change(current);
  const sorted = Object.fromEntries(Object.entries(current).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const tmp = new URL(`${lang}.json.${process.pid}.tmp`, dir);
  writeFileSync(tmp, `${JSON.stringify(sorted, null, 2)}\n`);
  renameSync(tmp, file);
}

if (args[0] === '--remove') {
  for (const lang of LANGS) update(lang, (m) => args.slice(1).forEach((id) => delete m[id]));
} else {
  let input;
  try {
    input = JSON.parse(readFileSync(args[0], 'utf8'));
  } catch (error) {
    console.error(`cannot read ${args[0]}: ${error.message}\n${USAGE}`);
    process.exit(1);
  }
  const missing = LANGS.filter((l) => !input[l]);
  if (missing.length) throw new Error(`missing languages: ${missing.join(', ')}`);
  const ids = Object.keys(input.en);
  // Every language is checked before any file is written: a gap must not leave the catalogues half updated.
  const gaps = LANGS.map((lang) => [lang, ids.filter((id) => !(id in input[lang]))]).filter(([, lacking]) => lacking.length);
  if (gaps.length) throw new Error(gaps.map(([lang, lacking]) => `${lang} lacks ${lacking.join(', ')}`).join('; '));
  for (const lang of LANGS) update(lang, (m) => Object.assign(m, input[lang]));
}
