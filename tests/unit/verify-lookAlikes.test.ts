// @vitest-environment node
import { expect, it } from 'vitest';
import { lookAlikeLetters } from '../../src/views/pages/verify/NotFoundPanel';

it.each([
  ['КVS-BLR-2025-0118', ['К']],
  ['KVS-ΒLR-О118', ['Β', 'О']],
  ['KVS-ККК', ['К']],
  ['KVS-BLR-2025-0118', []],
  // A number wholly in one other script is how that institute writes it: nothing to say.
  ['ΑΒΓ-12', []],
  ['СЕРТ-7', []],
  ['प्रमाण-१२', []],
])('%s: %j', (number, letters) => {
  expect(lookAlikeLetters(number)).toEqual(letters);
});
