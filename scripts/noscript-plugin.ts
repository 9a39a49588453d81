import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { NOSCRIPT_ID } from '../src/i18n/htmlTexts.ts';
import { INTL_LOCALE, LANGUAGES } from '../src/i18n/locales.ts';
import { escapeText } from './prerender/inject.ts';

/**
 * Without JavaScript every page would show index.html's boot spinner for ever. A `<noscript>` note before #root
 * (outside it, so the prerendered page stays next to the spinner it replaces) says why, in all six languages (the
 * choice of language is stored by the app, which is not running), each marked with its own `lang`. Its text comes
 * from the catalogues (`html.noscript`, dropped from the pages' catalogues by precompileMessages); the stylesheet
 * hides the spinner when the note is in the page, which happens only with scripting off. Static markup: no CSP
 * change.
 */
export function noscriptNote(messagesDir = new URL('../src/i18n/messages/', import.meta.url)): Plugin {
  return {
    name: 'noscript-note',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        const lines = LANGUAGES.map((lang) => {
          const messages = JSON.parse(readFileSync(new URL(`${lang}.json`, messagesDir), 'utf8')) as Record<string, string>;
          const text = messages[NOSCRIPT_ID];
          if (!text) throw new Error(`${lang}.json has no "${NOSCRIPT_ID}"`);
          return `<p lang="${INTL_LOCALE[lang]}">${escapeText(text)}</p>`;
        });
        const note = `<noscript><div class="noscript-note">${lines.join('')}</div></noscript>`;
        if (!html.includes('<div id="root">')) throw new Error('index.html has no <div id="root">');
        // A function, so no `$&` or `$1` in a translation is read as a replacement pattern.
        return html.replace('<div id="root">', () => `${note}<div id="root">`);
      },
    },
  };
}
