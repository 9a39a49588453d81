import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * Lets the browser fetch a public route's lazy chunk (and its CSS and static imports) while the entry chunk is
 * still downloading, instead of after the entry has run and the router has asked for it: one round trip less
 * before the page's content on a slow phone. A tiny `async` script, emitted next to the bundle and named by
 * content hash, adds the preload links for the path being opened; external rather than inline so a strict
 * Content-Security-Policy still works. Paths are prefixes as in src/views/App.tsx (`nest` routes). The staff
 * area is preloaded too when a user is stored (STAFF_ROUTE).
 */
// A route's English catalogue area (src/i18n/messageAreas.ts) is preloaded with its code: English is loaded
// in every language, as the fallback.
export const PUBLIC_ROUTES: Record<string, string | string[]> = {
  '/verify-certificate': 'src/views/pages/verify/VerifyCertificatePage.tsx',
  '/auth': ['src/views/pages/auth/AuthArea.tsx', 'src/i18n/messages/en.json?area=staff'],
  '/lead-capture': ['src/views/pages/leadCapture/LeadCaptureArea.tsx', 'src/i18n/messages/en.json?area=lead'],
  '/error': 'src/views/pages/error/ErrorArea.tsx',
};

/**
 * The staff area at `/` (src/views/App.tsx), preloaded only when a user is stored (localStorage `user`, spec
 * section 3): its guard, the session and the area itself then download beside the entry, instead of one after
 * another (the session's chunk, the account call, then the area's chunk and text). Without a stored user `/` only
 * leads to the sign-in page.
 */
const STAFF_ROUTE: Record<string, string[]> = {
  '/': ['src/views/root/SessionProvider.tsx', 'src/views/pages/home/StaffArea.tsx', 'src/i18n/messages/en.json?area=staff'],
};

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * The emitted script: preloads the files listed under the path prefix that matches the opened page; those of `/`
 * only while a user is stored (storage that throws counts as none). Safari before 17 (iPhones that stay on iOS 16)
 * has no `modulepreload` and ignores it without a word: there scripts are preloaded as `preload` + `as="script"`
 * (Vite's own fallback for lazy chunks), the HTML's own modulepreload links (the English catalogue) included.
 * A stylesheet the page already links is not preloaded: a prerendered page has its CSS inline, and keeps each
 * link, disabled, to say so (scripts/prerender/inject.ts).
 */
export function preloadScript(routes: Record<string, string[]>): string {
  return `(function(){var r=${JSON.stringify(routes)},p=location.pathname,m=false;try{m=document.createElement("link").relList.supports("modulepreload")}catch(e){}function a(h){var l=document.createElement("link");if(/\\.css$/.test(h)){if(document.querySelector('link[rel=stylesheet][href="'+h+'"]'))return;l.rel="preload";l.setAttribute("as","style")}else if(m)l.rel="modulepreload";else{l.rel="preload";l.setAttribute("as","script")}l.crossOrigin="";l.href=h;document.head.appendChild(l)}if(!m)[].forEach.call(document.querySelectorAll("link[rel=modulepreload]"),function(x){a(x.getAttribute("href"))});for(var k in r){if(p!==k&&p.indexOf(k+"/")!==0)continue;if(k==="/")try{if(localStorage.getItem("user")===null)continue}catch(e){continue}r[k].forEach(a)}})();\n`;
}

/**
 * For each path prefix, the files its page loads besides the entry's: the route's lazy chunk and its static
 * imports, then their CSS, as URLs under `base`. Null when the bundle has no entry chunk. Also used by the
 * prerender (scripts/prerender/prerender.ts), which links a prerendered page's CSS.
 */
export function publicRouteFiles(
  bundle: Record<string, { type: string }>,
  routes: Record<string, string | string[]>,
  base: string,
  warn: (message: string) => void,
): Record<string, string[]> | null {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk') as unknown as ChunkLike[];
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) return null;
  const loaded = new Set<string>();
  const walk = (c: ChunkLike, into: Set<string>) => {
    if (into.has(c.fileName)) return;
    into.add(c.fileName);
    c.imports.forEach((f) => byFile.get(f) && walk(byFile.get(f)!, into));
  };
  walk(entry, loaded);
  const table: Record<string, string[]> = {};
  for (const [path, modules] of Object.entries(routes)) {
    const files = new Set<string>();
    for (const module of typeof modules === 'string' ? [modules] : modules) {
      const chunk = chunks.find((c) => c.facadeModuleId?.replace(/\\/g, '/').endsWith(module));
      if (!chunk) {
        warn(`preload-public-routes: no chunk for ${module} (${path}); update scripts/preload-route-plugin.ts`);
        continue;
      }
      walk(chunk, files);
    }
    const js = [...files].filter((f) => !loaded.has(f));
    const css = js.flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]);
    table[path] = [...js, ...css].map((f) => `${base}${f}`);
  }
  return table;
}

export function preloadPublicRoutes(routes: Record<string, string | string[]> = { ...PUBLIC_ROUTES, ...STAFF_ROUTE }): Plugin {
  let base = '/';
  let emitted: string | null = null;
  return {
    name: 'preload-public-routes',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle: {
      // Before Vite writes index.html (in its own generateBundle), so the tag below can name the file.
      order: 'pre',
      handler(_options, bundle) {
        const table = publicRouteFiles(bundle, routes, base, (message) => this.warn(message));
        if (!table) return;
        const source = preloadScript(table);
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        emitted = `assets/route-preload-${hash}.js`;
        this.emitFile({ type: 'asset', fileName: emitted, source });
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        if (!emitted) return [];
        return [{ tag: 'script', attrs: { src: `${base}${emitted}`, async: true }, injectTo: 'head' }];
      },
    },
  };
}
