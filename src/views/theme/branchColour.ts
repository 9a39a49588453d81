import { AA_NON_TEXT, AA_TEXT, contrastRatio, parseHex, toHex, type Rgb } from './contrast';

/**
 * A branch's primary colour, made safe per theme (issue 11): it replaces the primary role, the text on it is
 * white or ink, whichever reads better, and a colour that cannot reach AA is darkened (light theme) or lightened
 * (dark theme) in HSL lightness, keeping its hue, until it does. Never used as is when it fails.
 */
export type ThemeName = 'light' | 'dark';

export interface BrandRoles {
  /** Fill of primary buttons and the checked theme item: 3:1 against every surface, 4.5:1 with onPrimary. */
  primary: string;
  primaryHover: string;
  onPrimary: string;
  /** The colour as text on surfaces (links, quiet buttons, focus ring): 4.5:1 against every surface. */
  link: string;
}

/** The surfaces of src/styles/tokens.css the colour must stand out from (kept in step by tests/unit/branchColour.test.tsx). */
export const THEME_SURFACES: Record<ThemeName, readonly string[]> = {
  light: ['#f6f7f9', '#ffffff', '#eceef2'],
  dark: ['#0e1116', '#171b22', '#0a0c10'],
};
const WHITE = '#ffffff';
const INK = '#15181e';

type Hsl = [number, number, number];

function toHsl([r, g, b]: Rgb): Hsl {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === rn ? (gn - bn) / d + (gn < bn ? 6 : 0) : max === gn ? (bn - rn) / d + 2 : (rn - gn) / d + 4;
  return [h * 60, s, l];
}

function fromHsl([h, s, l]: Hsl): Rgb {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

const minAgainst = (colour: Rgb, others: readonly string[]) => Math.min(...others.map((o) => contrastRatio(colour, parseHex(o)!)));
const bestText = (fill: Rgb) => (contrastRatio(fill, parseHex(WHITE)!) >= contrastRatio(fill, parseHex(INK)!) ? WHITE : INK);

/** Steps lightness away from the surfaces (1% at a time) until `ok` holds; black or white always ends it. */
function adjust(start: Rgb, theme: ThemeName, ok: (c: Rgb) => boolean): Rgb {
  if (ok(start)) return start;
  const [h, s, l0] = toHsl(start);
  const step = theme === 'light' ? -0.01 : 0.01;
  for (let l = l0 + step; l >= 0 && l <= 1; l += step) {
    const candidate = fromHsl([h, s, l]).map(Math.round) as unknown as Rgb;
    if (ok(candidate)) return candidate;
  }
  return parseHex(theme === 'light' ? '#000000' : '#ffffff')!;
}

export function brandRoles(colour: string, theme: ThemeName): BrandRoles | null {
  const rgb = parseHex(colour);
  if (!rgb) return null;
  const surfaces = THEME_SURFACES[theme];
  const fill = adjust(rgb, theme, (c) => minAgainst(c, surfaces) >= AA_NON_TEXT && contrastRatio(c, parseHex(bestText(c))!) >= AA_TEXT);
  const onPrimary = bestText(fill);
  // Hover moves away from the text colour, so the text only gains contrast.
  const [h, s, l] = toHsl(fill);
  const hoverL = onPrimary === WHITE ? Math.max(0, l - 0.07) : Math.min(1, l + 0.07);
  const link = adjust(rgb, theme, (c) => minAgainst(c, surfaces) >= AA_TEXT);
  return {
    primary: toHex(fill),
    primaryHover: toHex(fromHsl([h, s, hoverL])),
    onPrimary,
    link: toHex(link),
  };
}

/** The CSS variables tokens.css reads (--brand-light-primary …); empty for a missing or invalid colour. */
export function brandVariables(colour: string | null | undefined): Record<string, string> {
  const vars: Record<string, string> = {};
  if (!colour) return vars;
  for (const theme of ['light', 'dark'] as const) {
    const roles = brandRoles(colour, theme);
    if (!roles) return {};
    vars[`--brand-${theme}-primary`] = roles.primary;
    vars[`--brand-${theme}-primary-hover`] = roles.primaryHover;
    vars[`--brand-${theme}-on-primary`] = roles.onPrimary;
    vars[`--brand-${theme}-link`] = roles.link;
    vars[`--brand-${theme}-focus`] = roles.link;
  }
  return vars;
}
