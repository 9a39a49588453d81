// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { emailPieces } from '../../src/views/components/ui/EmailAddress';

describe('emailPieces', () => {
  it('breaks after the @ and before each dot, nowhere else (not at a hyphen)', () => {
    expect(emailPieces('ananya.iyer@kaveri-vidya.example.in')).toEqual(['ananya', '.iyer@', 'kaveri-vidya', '.example', '.in']);
  });

  it('gives back the address when put together, whatever its shape', () => {
    for (const address of ['a@b', 'x.y.z@a.b.c', 'first+tag@sub-domain.example.co.in', 'plain', '.lead@x.', 'a@@b']) {
      expect(emailPieces(address).join('')).toBe(address);
      expect(emailPieces(address).every((piece) => piece !== '')).toBe(true);
    }
  });
});
