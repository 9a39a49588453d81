export interface FirstScreen {
  markup: string;
  title: string;
}

const ROOT = '<div id="root">';
const COPY_END = 'prerendered-end';

/**
 * index.html with a page's prerendered first screen in `#root`, before the boot spinner. Both stay in the HTML:
 * index.html's head script marks a first visit (`data-first-visit`: English, light theme, nobody signed in, no
 * query), and only then does the stylesheet show the prerendered page instead of the spinner. It can be typed
 * into before the app runs; React's first commit replaces both, and what was typed, focused or sent is handed to
 * the app's page (src/views/root/prerenderedInput.ts, with index.html's head script). The title is the page's own, and the
 * page's lazily loaded CSS is linked, and the page's busy bar runs until the app takes over.
 *
 * The copy is shown only once it is parsed whole: it ends with an empty template, and the stylesheet hides a copy
 * without it (src/styles/boot.css, `:has()`). The HTML arrives in pieces, and a paint between two of them
 * drew the header with its first theme option only: the full menu then pushed the language select 88 px left, a
 * layout shift Lighthouse caught on the sign-in page (docs/decisions.md, "Session 30"). Session 30 held the first
 * paint with `<link rel="expect" blocking="render">` instead; in Lighthouse's Chromium that left the page blank
 * for 1 to 2 s after it had loaded in 16 runs of 18 (no frame was asked for when the wait ended), against 3 of 19
 * without it, and other browsers ignore the link (docs/decisions.md, "Session 31"). A browser without `:has()`
 * shows the copy as it arrives, as every browser did before Session 30.
 */
export function injectFirstScreen(indexHtml: string, screen: FirstScreen, stylesheets: readonly string[] = []): string {
  const at = indexHtml.indexOf(ROOT);
  if (at < 0 || indexHtml.indexOf(ROOT, at + 1) >= 0) throw new Error('prerender: index.html must have exactly one <div id="root">');
  if (!/<title>[^<]*<\/title>/.test(indexHtml)) throw new Error('prerender: index.html has no <title>');
  const withScreen = `${indexHtml.slice(0, at + ROOT.length)}<div class="prerendered">${showLoading(screen.markup)}<template id="${COPY_END}"></template></div>${indexHtml.slice(at + ROOT.length)}`;
  // The page's own CSS (a lazy route's) applies before the first paint, like the entry's (both are then inlined:
  // inlineStylesheets); `crossorigin` as Vite's loader and the route preload script request it.
  // Right after the entry's own stylesheet (so after it in the cascade), and before the async route preload script:
  // that script skips a stylesheet the page already links, which it can see only once the link has been parsed.
  const links = stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${escapeText(href)}">`).join('');
  const titled = withScreen.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(screen.title)}</title>`);
  const head = titled.slice(0, titled.indexOf('</head>'));
  const entryCss = /<link rel="stylesheet"[^>]*>/.exec(head);
  if (!entryCss) return titled.replace('</head>', () => `${links}</head>`);
  const after = entryCss.index + entryCss[0].length;
  return `${titled.slice(0, after)}${links}${titled.slice(after)}`;
}

const BUSY_BAR = /<div class="busy-bar[^"]*"[^>]*>/;

/**
 * The copy's buttons do nothing until the app has loaded (a form sent is held until then): its busy bar (the app's
 * own, src/views/components/BusyBar.tsx) runs meanwhile, so the wait is visible. The app's first commit replaces it.
 */
function showLoading(markup: string): string {
  return markup.replace(BUSY_BAR, (tag) => tag.replace(' data-busy="false"', ' data-busy="true"').replace(' hidden=""', ''));
}

/**
 * Refuses a first screen that is not the page: a route that suspended (its Suspense spinner), or nothing at all.
 * Either would ship a still picture of the wrong thing.
 */
export function checkFirstScreen(path: string, screen: FirstScreen): FirstScreen {
  if (!screen.markup.includes('<main')) throw new Error(`prerender: ${path} rendered no <main> on its first commit`);
  if (!BUSY_BAR.test(screen.markup)) throw new Error(`prerender: ${path} has no busy bar to show while the app loads`);
  if (/class="spinner-wrap" role="status"/.test(screen.markup)) {
    throw new Error(`prerender: ${path} showed the loading spinner on its first commit (a route suspended: src/views/lazyRoute.tsx)`);
  }
  return screen;
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*? href="([^"]+)"[^>]*>/g;

/**
 * The page's stylesheets inlined as `<style>`, each where its link was: the prerendered page paints from the HTML
 * alone, without a render-blocking request first (one round trip less on a slow phone: the sign-in page's first
 * paint 1.4 -> 0.8 s on throttled slow 4G, docs/decisions.md "Session 8"). Their hashes go into the build's
 * Content-Security-Policy (scripts/contentSecurityPolicy.ts). Each keeps its link, `disabled`: a disabled
 * stylesheet is neither fetched nor applied, and Vite's loader, which adds a lazy route's CSS when its chunk loads
 * unless a stylesheet link with that address is in the page, adds nothing. It did: the same rules again, fetched
 * and applied after the app started, restyling the whole page (a task of 100 ms or more on Lighthouse's slow phone,
 * docs/decisions.md "Session 31"). The route preload script skips them too (scripts/preload-route-plugin.ts).
 */
export function inlineStylesheets(html: string, readStylesheet: (href: string) => string): string {
  return html.replace(STYLESHEET_LINK, (_tag, href: string) => {
    const css = readStylesheet(href);
    // `</style` would end the element early (compiled CSS has no reason to contain it).
    if (/<\/style/i.test(css)) throw new Error(`prerender: ${href} contains "</style", which cannot be inlined`);
    return `<style>${css}</style><link rel="stylesheet" href="${href}" disabled>`;
  });
}

/** Text (or an attribute value) safe to write into HTML; also the noscript note's (scripts/noscript-plugin.ts). */
export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
