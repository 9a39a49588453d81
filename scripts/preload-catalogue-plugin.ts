import type { Plugin } from 'vite';

/**
 * Adds `<link rel="modulepreload">` for the English catalogue chunk to the built index.html. Every visitor
 * needs it (it is the active catalogue, or the fallback laid under another language), but the app only asks
 * for it once the entry chunk has run: preloading it from the HTML takes a round trip off the first render
 * on a slow phone. Static markup, so a strict Content-Security-Policy still works.
 */
export function preloadDefaultCatalogue(catalogue = 'src/i18n/messages/en.json?area=main'): Plugin {
  let base = '/';
  return {
    name: 'preload-default-catalogue',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunk = Object.values(ctx.bundle ?? {}).find(
          (item) => item.type === 'chunk' && item.facadeModuleId?.replace(/\\/g, '/').endsWith(catalogue),
        );
        if (!chunk) return [];
        return [{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${chunk.fileName}` }, injectTo: 'head' }];
      },
    },
  };
}
