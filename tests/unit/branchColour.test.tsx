import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { brandRoles, brandVariables, THEME_SURFACES } from '../../src/views/theme/branchColour';
import { contrastRatio, parseHex } from '../../src/views/theme/contrast';
import { useBranchColour } from '../../src/views/theme/useBranchColour';

function BranchColour(props: { colour: string }) {
  useBranchColour(props.colour);
  return null;
}

const ratio = (a: string, b: string) => contrastRatio(parseHex(a)!, parseHex(b)!);
const COLOURS = ['#1d4ed8', '#ffcc00', '#ffff00', '#00ff00', '#ff0000', '#777777', '#000000', '#ffffff', '#0d9488', '#7c3aed', '#f0f'];

describe.each(['light', 'dark'] as const)('a branch colour in the %s theme', (theme) => {
  it.each(COLOURS)('%s becomes roles that all reach AA', (colour) => {
    const roles = brandRoles(colour, theme)!;
    for (const surface of THEME_SURFACES[theme]) {
      expect(ratio(roles.primary, surface)).toBeGreaterThanOrEqual(3);
      expect(ratio(roles.link, surface)).toBeGreaterThanOrEqual(4.5);
    }
    expect(ratio(roles.onPrimary, roles.primary)).toBeGreaterThanOrEqual(4.5);
    expect(ratio(roles.onPrimary, roles.primaryHover)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('choosing and adjusting', () => {
  it('uses a colour that already passes as is, with the text that reads better on it', () => {
    expect(brandRoles('#1d4ed8', 'light')).toMatchObject({ primary: '#1d4ed8', onPrimary: '#ffffff', link: '#1d4ed8' });
    expect(brandRoles('#ffcc00', 'dark')).toMatchObject({ primary: '#ffcc00', onPrimary: '#15181e' });
  });

  it('adjusts a colour that cannot reach AA, keeping its hue, instead of using it', () => {
    const roles = brandRoles('#ffff00', 'light')!;
    expect(roles.primary).not.toBe('#ffff00');
    expect(roles.link).not.toBe('#ffff00');
    const [r, g, b] = parseHex(roles.link)!;
    expect(r).toBe(g); // still a yellow: red and green equal, no blue
    expect(b).toBe(0);
  });

  it('ignores what is not a colour', () => {
    expect(brandRoles('red', 'light')).toBeNull();
    expect(brandVariables('javascript:alert(1)')).toEqual({});
    expect(brandVariables(null)).toEqual({});
  });

  it('the surfaces it checks against are those of tokens.css', () => {
    const css = readFileSync(resolve(process.cwd(), 'src/styles/tokens.css'), 'utf8');
    for (const theme of ['light', 'dark'] as const) {
      const block = css.slice(css.indexOf(`[data-theme='${theme}'] {`));
      const value = (role: string) => new RegExp(`--ui-${role}: (#[0-9a-f]{6})`).exec(block)![1];
      expect(THEME_SURFACES[theme]).toEqual([value('surface'), value('surface-raised'), value('surface-sunken')]);
    }
  });

  it('useBranchColour sets both themes’ variables on <html> and removes them when unmounted', async () => {
    const view = render(<BranchColour colour="#0d9488" />);
    const style = document.documentElement.style;
    // The colour maths is a lazy chunk: the variables arrive once it has loaded.
    await waitFor(() => expect(style.getPropertyValue('--brand-light-primary')).toBe(brandRoles('#0d9488', 'light')!.primary));
    expect(style.getPropertyValue('--brand-dark-on-primary')).toBe(brandRoles('#0d9488', 'dark')!.onPrimary);
    view.unmount();
    expect(style.getPropertyValue('--brand-light-primary')).toBe('');
  });
});
