// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkCatalogues, formatReport, placeholders, type Problem } from '../../scripts/i18n-check.mjs';
import { scanIds } from '../../scripts/i18n-scan.mjs';

const LANGS = ['en', 'zh', 'es', 'ja', 'de', 'fr'] as const;
/** Six catalogues from one English text per id, each translated by marking it with its language. */
function catalogues(en: Record<string, string>, override: Partial<Record<(typeof LANGS)[number], Record<string, string>>> = {}) {
  const out: Record<string, Record<string, string>> = {};
  for (const lang of LANGS) {
    out[lang] = lang === 'en' ? { ...en } : Object.fromEntries(Object.entries(en).map(([id, t]) => [id, `${lang}:${t}`]));
    Object.assign(out[lang]!, override[lang]);
  }
  return out;
}
const usedIds = (...ids: string[]) => new Map(ids.map((id) => [id, ['src/x.tsx:1']]));
const rules = (problems: Problem[]) => problems.map((p) => `${p.rule} ${p.lang ?? '-'} ${p.id ?? '-'}`);

describe('finding ids in code', () => {
  it('takes complete string literals of the catalogue areas, wherever they stand', () => {
    const { used } = scanIds([
      {
        path: 'src/a.tsx',
        text: `const reasons = { wrong: 'verify.reason.wrong' } as const;
          export const X = () => <p title={t("auth.title")}>{intl.formatMessage({ id: \`menu.home\` })}</p>;`,
      },
    ]);
    expect([...used.keys()].sort()).toEqual(['auth.title', 'menu.home', 'verify.reason.wrong']);
    expect(used.get('auth.title')).toEqual(['src/a.tsx:2']);
  });

  it('ignores comments, other strings and XState event types that look like ids', () => {
    const { used } = scanIds([
      {
        path: 'src/m.ts',
        text: `// t('verify.inComment')
          /** formatMessage({ id: 'verify.inDoc' }) */
          import './theme.css';
          type E = { type: 'theme.select' | 'theme.switch' } | { type: 'lead.submit' };
          const m = { on: { 'lead.change': 'x' } };
          send({ type: 'lead.blur' });
          if (event.type === 'theme.deviceChange') {}
          switch (event.type) { case 'lead.retry': break; }
          const failure = { id: 'lead.failure.network' };
          const url = 'https://example.com';`,
      },
    ]);
    expect([...used.keys()]).toEqual(['lead.failure.network']);
  });

  it('reports ids built at run time, which no check could see', () => {
    const { built } = scanIds([
      { path: 'src/b.ts', text: 'const a = t(`verify.reason.${code}`);\nconst b = t("verify.reason." + code);' },
    ]);
    expect(built.map((b) => b.where)).toEqual(['src/b.ts:1', 'src/b.ts:2']);
  });

  it('reports text written straight into JSX, but not sample addresses or translated text', () => {
    const { hardcoded } = scanIds([
      {
        path: 'src/c.tsx',
        text: `export const C = () => (
          <form aria-label="Search">
            <h1>Verify</h1>
            <input placeholder="name@example.com" title={t('verify.title')} />
            <p>{t('verify.hint')} · 42</p>
          </form>
        );`,
      },
    ]);
    expect(hardcoded).toEqual([
      { where: 'src/c.tsx:2', text: 'aria-label="Search"' },
      { where: 'src/c.tsx:3', text: 'Verify' },
    ]);
    const problems = checkCatalogues({ catalogues: catalogues({}), used: new Map(), hardcoded });
    expect(problems.map((p) => p.detail)).toEqual(['src/c.tsx:2: aria-label="Search"', 'src/c.tsx:3: Verify']);
  });
});

describe('the catalogue rules', () => {
  it('passes six complete, translated catalogues', () => {
    const problems = checkCatalogues({ catalogues: catalogues({ 'verify.title': 'Verify' }), used: usedIds('verify.title') });
    expect(problems).toEqual([]);
    expect(formatReport(problems)).toBe('i18n: all six catalogues pass every rule.');
  });

  it('reports an id used in code but missing from some catalogues, naming them and where it is used', () => {
    const cats = catalogues({ 'verify.title': 'Verify', 'verify.go': 'Go' });
    delete cats.ja!['verify.go'];
    delete cats.fr!['verify.go'];
    const problems = checkCatalogues({ catalogues: cats, used: usedIds('verify.title', 'verify.go', 'verify.new') });
    expect(problems).toEqual([
      { rule: 'missing', id: 'verify.go', lang: undefined, detail: 'missing in ja, fr; used at src/x.tsx:1' },
      { rule: 'missing', id: 'verify.new', lang: undefined, detail: 'missing in en, zh, es, ja, de, fr; used at src/x.tsx:1' },
    ]);
  });

  it('reports ids no code uses, and ids a translation has that English lacks', () => {
    const cats = catalogues({ 'verify.title': 'Verify', 'verify.old': 'Old' }, { de: { 'verify.stray': 'Irrläufer' } });
    expect(rules(checkCatalogues({ catalogues: cats, used: usedIds('verify.title', 'verify.stray') }))).toEqual([
      'not-in-english de verify.stray',
      'unused - verify.old',
      'missing - verify.stray',
    ]);
  });

  it('reports ICU that does not parse and an ASCII apostrophe that would quote a placeholder', () => {
    const cats = catalogues({ 'verify.title': 'Hello {name}' }, { es: { 'verify.title': 'Hola {name' }, fr: { 'verify.title': "Bonjour l'{name}" } });
    expect(rules(checkCatalogues({ catalogues: cats, used: usedIds('verify.title') }))).toEqual([
      'syntax es verify.title',
      'syntax fr verify.title',
      'placeholders fr verify.title',
    ]);
  });

  it('reports a French plain space before : ; ? ! » or after «, and passes U+00A0 and U+202F', () => {
    const en = { 'verify.a': 'Note: try', 'verify.b': 'Why?', 'verify.c': 'Press "Go"', 'verify.d': 'Wait; go' };
    const cats = catalogues(en, {
      fr: { 'verify.a': 'Note : essayez', 'verify.b': 'Pourquoi\u00A0?', 'verify.c': 'Appuyez sur « Aller\u00A0»', 'verify.d': 'Attendez\u202F; allez' },
      de: { 'verify.a': 'Hinweis : versuchen' },
    });
    expect(rules(checkCatalogues({ catalogues: cats, used: usedIds('verify.a', 'verify.b', 'verify.c', 'verify.d') }))).toEqual([
      'typography fr verify.a',
      'typography fr verify.c',
    ]);
  });

  it('reports placeholders whose names or types differ from English', () => {
    const en = { 'lead.count': '{count, plural, one {# course} other {# courses}} for {name}' };
    const cats = catalogues(en, {
      ja: { 'lead.count': '{name}の{count, plural, other {#件のコース}}' },
      de: { 'lead.count': '{count} Kurse für {name}' },
      zh: { 'lead.count': '{n, plural, other {# 门课程}}，{name}' },
    });
    expect(rules(checkCatalogues({ catalogues: cats, used: usedIds('lead.count') }))).toEqual([
      'placeholders zh lead.count',
      'placeholders de lead.count',
    ]);
  });

  it('reports English copies unless allowlisted, and allowlist entries that are no longer needed', () => {
    const cats = catalogues(
      { 'auth.email': 'Email', 'verify.number': '{n}', 'common.ok': 'OK' },
      { de: { 'auth.email': 'Email' }, fr: { 'auth.email': 'Email', 'common.ok': 'OK' } },
    );
    const problems = checkCatalogues({
      catalogues: cats,
      used: usedIds('auth.email', 'verify.number', 'common.ok'),
      sameAsEnglish: { 'auth.email': { langs: ['de', 'es'], why: 'test' }, 'gone.id': { langs: ['de'], why: 'test' } },
    });
    expect(rules(problems)).toEqual([
      'allowlist es auth.email',
      'untranslated fr auth.email',
      'untranslated fr common.ok',
      'allowlist - gone.id',
    ]);
  });

  it('reports a spec text that English does not have word for word, whatever its placeholder is called', () => {
    const cats = catalogues({ 'verify.valid': 'Certificate {certificateNumber} is Valid', 'verify.empty': 'Enter certificate number' });
    const problems = checkCatalogues({
      catalogues: cats,
      used: usedIds('verify.valid', 'verify.empty'),
      specTexts: ['Certificate {number} is Valid', 'Enter Certificate number'],
    });
    expect(problems.map((p) => p.detail)).toEqual(['no English message reads exactly "Enter Certificate number"']);
  });

  it('prints every problem grouped by rule', () => {
    const report = formatReport([
      { rule: 'missing', id: 'verify.go', detail: 'missing in ja; used at src/x.tsx:1' },
      { rule: 'untranslated', lang: 'fr', id: 'common.ok', detail: 'same as English: "OK"' },
    ]);
    expect(report).toContain('i18n: 2 problem(s)');
    expect(report).toContain('Used in code but missing from a catalogue (1):\n  verify.go: missing in ja; used at src/x.tsx:1');
    expect(report).toContain('  fr common.ok: same as English: "OK"');
  });
});

describe('placeholder signatures', () => {
  it('name each argument with its type, select keys included', () => {
    expect(placeholders('{a} {b, number} {c, date, short} {d, select, x {<b>y</b>} other {z}} {e, selectordinal, other {#}}')).toEqual([
      '<b>:tag',
      'a:text',
      'b:number',
      'c:date',
      'd:select(other|x)',
      'e:selectordinal',
    ]);
  });
});
