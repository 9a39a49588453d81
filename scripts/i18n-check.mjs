// The catalogue check's rules, kept apart from the command (scripts/check-i18n.mjs) so unit tests can feed
// them small fixtures and prove each rule catches what it should.
// A path, not the package name: Vite (and so Vitest) aliases the package to its no-parser build for the app.
import { parse, TYPE } from '../node_modules/@formatjs/icu-messageformat-parser/index.js';
import { LANGS } from './i18n-scan.mjs';

/** The arguments an ICU message takes, as sorted `name:type` strings (select also lists its keys). */
export function placeholders(message) {
  return signature(typeof message === 'string' ? parse(message) : message);
}

function signature(ast) {
  const found = new Set();
  const walk = (elements) => {
    for (const el of elements) {
      if (el.type === TYPE.argument) found.add(`${el.value}:text`);
      else if (el.type === TYPE.number) found.add(`${el.value}:number`);
      else if (el.type === TYPE.date) found.add(`${el.value}:date`);
      else if (el.type === TYPE.time) found.add(`${el.value}:time`);
      else if (el.type === TYPE.select) found.add(`${el.value}:select(${Object.keys(el.options).sort().join('|')})`);
      else if (el.type === TYPE.plural) found.add(`${el.value}:${el.pluralType === 'ordinal' ? 'selectordinal' : 'plural'}`);
      else if (el.type === TYPE.tag) found.add(`<${el.value}>:tag`);
      if (el.options) Object.values(el.options).forEach((option) => walk(option.value));
      if (el.children) walk(el.children);
    }
  };
  walk(ast);
  return [...found].sort();
}

/** Text with its ICU arguments blanked, for comparing wording. */
const wording = (text) => text.replace(/\{[^{}]*\}/g, '{}');
const hasLetters = (text) => /\p{L}/u.test(wording(text).replace(/\{\}/g, ''));

/**
 * Every rule of docs/i18n.md. catalogues: { en: {id: text}, ... }; used, built, hardcoded: from scanIds;
 * sameAsEnglish: { id: { langs: [...], why } }; specTexts: English texts the spec quotes.
 * Returns problems: [{ rule, lang?, id?, detail }].
 */
export function checkCatalogues({ catalogues, used, built = [], hardcoded = [], sameAsEnglish = {}, specTexts = [] }) {
  const problems = [];
  const report = (rule, detail, lang, id) => problems.push({ rule, lang, id, detail });
  const en = catalogues.en ?? {};
  const parsed = {};

  for (const lang of LANGS) {
    const messages = catalogues[lang];
    if (!messages) {
      report('catalogue', 'catalogue missing', lang);
      continue;
    }
    parsed[lang] = {};
    for (const [id, text] of Object.entries(messages)) {
      if (typeof text !== 'string') {
        report('syntax', 'value is not a string', lang, id);
        continue;
      }
      try {
        parsed[lang][id] = parse(text);
      } catch (error) {
        report('syntax', `ICU does not parse: ${error.message}`, lang, id);
      }
      if (/'[{}#|<]/.test(text)) {
        report('syntax', 'an ASCII apostrophe before ICU syntax quotes it; write ’ instead', lang, id);
      }
      if (lang !== 'en' && !(id in en)) report('not-in-english', 'id is not in the English catalogue', lang, id);
      // docs/i18n.md: a plain space there lets a line start with "» pour réessayer" or "; tout ce que…".
      if (lang === 'fr' && / [:;?!»]|« /.test(text)) {
        report('typography', 'a plain space before : ; ? ! » or after « (write U+00A0)', lang, id);
      }
    }
  }
  const present = LANGS.filter((lang) => catalogues[lang]);
  const allIds = new Set(present.flatMap((lang) => Object.keys(catalogues[lang])));
  for (const id of [...allIds].sort()) {
    if (!used.has(id)) report('unused', `no string literal in src uses this id (in ${present.filter((l) => id in catalogues[l]).join(', ')})`, undefined, id);
  }
  for (const [id, where] of [...used].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const lacking = present.filter((lang) => !(id in catalogues[lang]));
    const at = `${where[0]}${where.length > 1 ? ` (+${where.length - 1} more)` : ''}`;
    if (lacking.length) report('missing', `missing in ${lacking.join(', ')}; used at ${at}`, undefined, id);
  }

  for (const lang of LANGS.filter((l) => l !== 'en' && parsed[l])) {
    for (const [id, ast] of Object.entries(parsed[lang])) {
      if (!parsed.en?.[id]) continue;
      const want = placeholders(parsed.en[id]).join(', ');
      const got = placeholders(ast).join(', ');
      if (want !== got) report('placeholders', `has {${got}} but English has {${want}}`, lang, id);
      const allowed = sameAsEnglish[id]?.langs.includes(lang);
      const same = catalogues[lang][id].trim() === en[id].trim();
      if (same && !allowed && hasLetters(en[id])) report('untranslated', `same as English: "${en[id]}"`, lang, id);
      if (!same && allowed) report('allowlist', 'allowlisted as same as English but it differs: remove the entry', lang, id);
    }
  }
  for (const [id, entry] of Object.entries(sameAsEnglish)) {
    if (!(id in en)) report('allowlist', `allowlisted id is not in the catalogues (${entry.why})`, undefined, id);
  }

  const englishWordings = new Set(Object.values(en).filter((t) => typeof t === 'string').map(wording));
  for (const text of specTexts) {
    if (!englishWordings.has(wording(text))) report('spec-text', `no English message reads exactly "${text}"`, 'en');
  }
  for (const b of built) report('built-id', `id built at run time (${b.text}) at ${b.where}: use a map of literal ids`);
  for (const h of hardcoded) report('hardcoded', `${h.where}: ${h.text}`);
  return problems;
}

const RULE_TITLES = {
  catalogue: 'Catalogue files',
  syntax: 'ICU syntax',
  missing: 'Used in code but missing from a catalogue',
  unused: 'In a catalogue but not used in code',
  'not-in-english': 'Not in English',
  placeholders: 'Placeholders differ from English',
  untranslated: 'Same as English (translate, or allowlist in scripts/i18n-allowlist.mjs with a reason)',
  allowlist: 'Allowlist',
  'spec-text': 'Spec texts (English must match the spec exactly)',
  typography: 'French punctuation needs a no-break space (U+00A0)',
  'built-id': 'Ids built at run time',
  hardcoded: 'Text written into JSX instead of a catalogue (use t(id))',
};

/** A report grouped by rule, one line per problem. */
export function formatReport(problems) {
  if (problems.length === 0) return 'i18n: all six catalogues pass every rule.';
  const lines = [`i18n: ${problems.length} problem(s)`];
  for (const [rule, title] of Object.entries(RULE_TITLES)) {
    const mine = problems.filter((p) => p.rule === rule);
    if (mine.length === 0) continue;
    lines.push('', `${title} (${mine.length}):`);
    for (const p of mine) lines.push(`  ${[p.lang, p.id].filter(Boolean).join(' ')}${p.lang || p.id ? ': ' : ''}${p.detail}`);
  }
  return lines.join('\n');
}
