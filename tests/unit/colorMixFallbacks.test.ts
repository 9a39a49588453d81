// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Chrome before 111 (Android 5 and 6 phones keep Chrome 106) has no color-mix(). The build's own fallback drops the
 * percentage, so each tint became its solid colour: a quiet button's hover hid its link-coloured label, selected
 * text sat on solid primary. Every rule that mixes a colour has its own fallback, after it, in a
 * `@supports not (color: color-mix(...))` block of the same file.
 */
const STYLES = 'src/styles';
const SUPPORTS_NOT = /@supports not \(color: color-mix\(in srgb, red, red\)\) \{/g;

/** The selectors of the rules whose declarations use color-mix(), with where each rule starts. */
function mixingRules(css: string): Array<{ selector: string; at: number }> {
  const rules: Array<{ selector: string; at: number }> = [];
  for (const match of css.matchAll(/([^{};/]+)\{([^{}]*color-mix\([^{}]*)\}/g)) {
    rules.push({ selector: match[1]!.trim(), at: match.index });
  }
  return rules;
}

/** The body of each fallback block (one level of nested rules), with where it starts. */
function fallbackBlocks(css: string): Array<{ body: string; at: number }> {
  return [...css.matchAll(SUPPORTS_NOT)].map((m) => {
    const start = m.index + m[0].length;
    let depth = 1;
    let i = start;
    for (; i < css.length && depth > 0; i++) depth += css[i] === '{' ? 1 : css[i] === '}' ? -1 : 0;
    return { body: css.slice(start, i - 1), at: m.index };
  });
}

const files = readdirSync(STYLES).filter((f) => f.endsWith('.css'));

describe('color-mix() fallbacks', () => {
  it('finds the tints it guards (a rename of the check would otherwise pass with nothing to check)', () => {
    const all = files.flatMap((f) => mixingRules(readFileSync(join(STYLES, f), 'utf8')).map((r) => r.selector));
    expect(all).toEqual(expect.arrayContaining(['::selection', '.ui-btn--quiet:hover:not(:disabled)', '.ui-spinner', '.busy-bar']));
  });

  for (const file of files) {
    it(`${file}: every rule that mixes a colour is given a colour again, later, where color-mix() is missing`, () => {
      const css = readFileSync(join(STYLES, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, (c) => ' '.repeat(c.length));
      const blocks = fallbackBlocks(css);
      for (const rule of mixingRules(css)) {
        const escaped = rule.selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        const fallback = blocks.find((b) => b.at > rule.at && new RegExp(`(^|[};\\s])${escaped}\\s*\\{`).test(b.body));
        expect(fallback, `${file}: ${rule.selector} has no @supports not (color: color-mix(...)) fallback after it`).toBeDefined();
      }
    });
  }
});
