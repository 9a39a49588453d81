// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AA_NON_TEXT, AA_TEXT, contrastRatio, parseHex } from '../../src/views/theme/contrast';

/**
 * Every text/background pair the design system allows (docs/design-system.md, "Allowed pairs") meets WCAG AA in
 * both themes, computed from the values in src/styles/tokens.css (the fallback of a var(--brand-*, #hex) is the
 * product's own colour; branch colours are checked by branchColour.test.tsx).
 */
const css = readFileSync(resolve(process.cwd(), 'src/styles/tokens.css'), 'utf8');

function themeBlock(theme: 'light' | 'dark'): Record<string, string> {
  const start = css.indexOf(`[data-theme='${theme}'] {`);
  const body = css.slice(start, css.indexOf('}', start));
  const tokens: Record<string, string> = {};
  for (const m of body.matchAll(/--ui-([\w-]+):\s*(?:var\(--brand-[\w-]+,\s*)?(#[0-9a-f]{3,6})\b/gi)) tokens[m[1]!] = m[2]!;
  return tokens;
}

const SURFACES = ['surface', 'surface-raised', 'surface-sunken'];
const TEXT_ON_SURFACES = ['text', 'text-muted', 'link', 'primary', 'success', 'warning', 'danger', 'info'];
const STATUSES = ['success', 'warning', 'danger', 'info'];

const pairs: Array<{ fg: string; bg: string; min: number }> = [
  ...SURFACES.flatMap((bg) => TEXT_ON_SURFACES.map((fg) => ({ fg, bg, min: AA_TEXT }))),
  // Control borders, the focus ring and a primary button's edge are user-interface parts: 3:1 (WCAG 1.4.11).
  ...SURFACES.flatMap((bg) => ['border-strong', 'focus', 'primary'].map((fg) => ({ fg, bg, min: AA_NON_TEXT }))),
  { fg: 'on-primary', bg: 'primary', min: AA_TEXT },
  { fg: 'on-primary', bg: 'primary-hover', min: AA_TEXT },
  // Alerts: body text, muted text, links and the status colour itself on the soft status background.
  ...STATUSES.flatMap((s) => ['text', 'text-muted', 'link', s].map((fg) => ({ fg, bg: `${s}-soft`, min: AA_TEXT }))),
];

describe.each(['light', 'dark'] as const)('tokens in the %s theme', (theme) => {
  const tokens = themeBlock(theme);

  it('defines every colour role as a hex value', () => {
    for (const role of [...SURFACES, ...TEXT_ON_SURFACES, 'border', 'border-strong', 'focus', 'on-primary', 'primary-hover'])
      expect(parseHex(tokens[role] ?? ''), `--ui-${role}`).not.toBeNull();
  });

  it.each(pairs)('$fg on $bg reaches $min:1', ({ fg, bg, min }) => {
    const ratio = contrastRatio(parseHex(tokens[fg]!)!, parseHex(tokens[bg]!)!);
    expect(ratio, `${theme}: --ui-${fg} ${tokens[fg]} on --ui-${bg} ${tokens[bg]} = ${ratio.toFixed(2)}`).toBeGreaterThanOrEqual(min);
  });
});

describe('contrast maths', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio(parseHex('#000')!, parseHex('#fff')!)).toBeCloseTo(21, 5);
    expect(contrastRatio(parseHex('#777777')!, parseHex('#ffffff')!)).toBeCloseTo(4.48, 2);
    expect(parseHex('red')).toBeNull();
  });
});
