import { describe, expect, it, vi } from 'vitest';
import { parse } from '@formatjs/icu-messageformat-parser';
import { precompileMessages } from '../../scripts/vite-plugins';

// The test config aliases the parser to its no-parser build, as the app's is; the plugin runs at build time with
// the real one.
vi.mock('@formatjs/icu-messageformat-parser', () => import('../../node_modules/@formatjs/icu-messageformat-parser/index.js'));

const catalogue = {
  'verify.title': 'Certificate "type": verification',
  'verify.valid.heading': 'Certificate {number} is Valid',
  'verify.count': '{n, plural, one {# "value": item} other {# items}}',
  'verify.pick': '{kind, select, type {A type} value {A value} other {Other}}',
  'lead.title': 'Not in main',
};

function transform(id: string) {
  const plugin = precompileMessages() as unknown as { transform: (code: string, id: string) => { code: string } | null };
  return plugin.transform(JSON.stringify(catalogue), id)!.code;
}

describe('precompileMessages, an area module', () => {
  it('is the area\'s messages as their AST, as an object literal', () => {
    const code = transform('/app/src/i18n/messages/en.json?area=main');
    expect(code.startsWith('export default {')).toBe(true);
    const value: unknown = new Function(code.replace('export default', 'return'))();
    const expected = Object.fromEntries(
      Object.entries(catalogue)
        .filter(([id]) => id.startsWith('verify.'))
        .map(([id, text]) => [id, parse(text)]),
    );
    expect(value).toEqual(JSON.parse(JSON.stringify(expected)));
  });
});
