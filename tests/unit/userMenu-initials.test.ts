// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { initials } from '../../src/views/layouts/UserMenu';

/** The account button's initials: whole characters as a reader sees them, in any script. */
describe('initials', () => {
  it.each([
    ['Rohit Deshpande', 'R\u200cD'],
    ['Rohit Kumar Deshpande', 'R\u200cK'],
    ['asha', 'A'],
    ['👩‍🎓 Priya', '👩‍🎓\u200cP'],
    ['𠮷野 家', '𠮷\u200c家'],
    ['محمد علی', 'م\u200cع'],
    ['  ', ''],
  ])('%s -> %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });

});
