import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { BOOT_FAILED_ID, BOOT_FAILED_RELOAD_ID, BOOT_FAILED_TITLE_ID, BOOT_UNSUPPORTED_ID, BOOT_UNSUPPORTED_TITLE_ID, NOSCRIPT_ID } from '../src/i18n/htmlTexts.ts';
import { INTL_LOCALE, LANGUAGES } from '../src/i18n/locales.ts';
import { escapeText } from './prerender/inject.ts';

/**
 * Two notes before #root (outside it, so the prerendered page stays next to the spinner it replaces), each in all
 * six languages (the choice of language is stored by the app, which is not running), each marked with its own
 * `lang`. Their text comes from the catalogues (`html.*`, dropped from the pages' catalogues by
 * precompileMessages). Static markup: no CSP change.
 *
 * - Without JavaScript every page would show index.html's boot spinner for ever: a `<noscript>` note says why; the
 *   stylesheet hides the spinner when the note is in the page, which happens only with scripting off.
 * - When the app's start-up code cannot be fetched (the entry module: index.html's head script sees its `<script>`
 *   fail; a catalogue or the page's code after the chunk guard's one reload, or offline: src/main.tsx), `<html>` gets
 *   the class `boot-failed`: index.html's head script then takes this note out of its `<template>` (so until then
 *   it is not in the page at all), and the stylesheet hides #root: its spinner would turn for ever, and a
 *   prerendered copy's buttons would wait for ever. The note is then the page (`<main>`, a heading per language);
 *   `role="alert"`, so it is announced when it appears. The reload link is `href=""`, the same address, so it works
 *   without any script.
 * - When the start-up code does not even parse (a SyntaxError before the document has loaded: a browser older than
 *   the JavaScript the build gives it, such as Safari before 16.4 on an iPhone that cannot update), the same place
 *   shows a second note instead: this browser cannot open the page; update it or use another. A reload would not
 *   help, so it offers none.
 */
export function noscriptNote(messagesDir = new URL('../src/i18n/messages/', import.meta.url)): Plugin {
  return {
    name: 'noscript-note',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        const catalogues = LANGUAGES.map((lang) => {
          const messages = JSON.parse(readFileSync(new URL(`${lang}.json`, messagesDir), 'utf8')) as Record<string, string>;
          const text = (id: string) => {
            if (!messages[id]) throw new Error(`${lang}.json has no "${id}"`);
            return escapeText(messages[id]);
          };
          return { lang: INTL_LOCALE[lang], text };
        });
        const noscript = catalogues.map(({ lang, text }) => `<p lang="${lang}">${text(NOSCRIPT_ID)}</p>`);
        const bootFailed = catalogues.map(
          ({ lang, text }) =>
            `<div lang="${lang}"><h1>${text(BOOT_FAILED_TITLE_ID)}</h1>` +
            `<p>${text(BOOT_FAILED_ID)} <a class="ui-link" href="">${text(BOOT_FAILED_RELOAD_ID)}</a></p></div>`,
        );
        const unsupported = catalogues.map(
          ({ lang, text }) => `<div lang="${lang}"><h1>${text(BOOT_UNSUPPORTED_TITLE_ID)}</h1><p>${text(BOOT_UNSUPPORTED_ID)}</p></div>`,
        );
        const note = (id: string, blocks: string[]) =>
          `<template id="${id}"><main class="boot-failed-note"><div role="alert">${blocks.join('')}</div></main></template>`;
        const notes =
          note('boot-failed-note', bootFailed) +
          note('boot-unsupported-note', unsupported) +
          `<noscript><div class="noscript-note">${noscript.join('')}</div></noscript>`;
        if (!html.includes('<div id="root">')) throw new Error('index.html has no <div id="root">');
        // A function, so no `$&` or `$1` in a translation is read as a replacement pattern.
        return html.replace('<div id="root">', () => `${notes}<div id="root">`);
      },
    },
  };
}
