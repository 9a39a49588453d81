import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { areasOf, MESSAGE_AREAS, type MessageArea } from '../src/i18n/messageAreas.ts';

/**
 * Compiles the ICU messages of src/i18n/messages/*.json to their AST at build time, so the browser never ships
 * the ICU parser (the runtime is aliased to its no-parser build). The output stays JSON, so Vite's own JSON
 * plugin still turns it into a module. A message that does not parse fails the build, naming the id.
 * `?area=NAME` keeps only that area's ids (src/i18n/messageAreas.ts), so pages load only their own text.
 */
export function precompileMessages(): Plugin {
  let isBuild = false;
  return {
    name: 'precompile-icu-messages',
    enforce: 'pre',
    configResolved(config) {
      isBuild = config.command === 'build';
    },
    transform(code, id) {
      if (!/[\\/]src[\\/]i18n[\\/]messages[\\/][a-z]{2}\.json(\?.*)?$/.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const area = new URLSearchParams(id.split('?')[1] ?? '').get('area');
      if (area !== null && !MESSAGE_AREAS.includes(area as MessageArea)) throw new Error(`Unknown message area "${area}" in ${id}`);
      const compiled: Record<string, unknown> = {};
      for (const [key, message] of Object.entries(messages)) {
        if (area !== null && !areasOf(key).includes(area as MessageArea)) continue;
        // The design-system gallery is development-only (App.tsx), so a build ships none of its text.
        if (isBuild && key.startsWith('gallery.')) continue;
        // index.html's noscript note (scripts/noscript-plugin.ts): written into the HTML, never used by a page.
        if (key.startsWith('html.')) continue;
        try {
          compiled[key] = parse(message);
        } catch (error) {
          throw new Error(`ICU syntax error in ${id} at "${key}": ${(error as Error).message}`, { cause: error });
        }
      }
      // With a query Vite's JSON plugin no longer claims the file, so an area is emitted as a module itself.
      // An object literal rather than JSON.parse('...'): the AST's `type` and `value` keys, on every element of every
      // message, go unquoted, which the page's catalogue is 26 bytes gzip smaller for (npm run budget). Ids are quoted
      // (JSON.stringify); none is `__proto__` (ids are `area.name`, scripts/i18n-scan.mjs).
      if (area !== null) return { code: `export default ${JSON.stringify(compiled).replace(/"(type|value)":/g, '$1:')};`, map: null };
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
