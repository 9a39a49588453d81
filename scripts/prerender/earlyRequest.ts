import { DEFAULT_LANGUAGE, INTL_LOCALE, LANGUAGE_KEY } from '../../src/i18n/locales.ts';

/**
 * A page's first API call, started from its HTML (docs/decisions.md, Session 24): the verification page's branding
 * (`initiate/{host}`) and the enquiry form's definition (`lead-capture/form/{formId}`, on `/lead-capture/new/{formId}`).
 *
 * Each page's Largest Contentful Paint waited for the entry module (~105 kB), then that call, then the logo it names:
 * round trips in turn on a slow phone. This inline script (allowed by hash: scripts/contentSecurityPolicy.ts hashes
 * every attribute-less inline script) sends the request the app would send (same URL, `Accept`,
 * `Authorization: Bearer <stored token>`, `Accept-Language` of the stored language), keeps it on `window.__early`,
 * and once the answer is in asks for its logos (`logoUrl`, `logoDarkUrl`: both answers name them so; the app's
 * `<img>` then finds them loaded). src/api/earlyFetch.ts adopts the response once, only when the app's own request
 * is the same one, and the request layer's deadline, 401 handling and schema apply to it as to any answer.
 * Anything else (storage blocked, another token or language, a failed early request) falls back to the app's own
 * call, so a rule copied here that drifts costs a second request, never a wrong answer;
 * tests/unit/earlyRequest.test.ts runs this script against the app's own reading of storage to catch that.
 * A `<link rel=preload as=fetch>` cannot do this: Chromium hands its response to a later fetch() that adds an
 * Authorization header, but the preload itself goes out without one (measured), against the API contract.
 */
export type EarlyRequest = 'branding' | 'leadForm';

/**
 * Statements that set `c`, the request's path under the API base, or return when the page makes no such request.
 * The paths are the app's own (src/api/certificate.ts, src/api/leadCapture.ts).
 */
const PATHS: Record<EarlyRequest, string> = {
  branding: 'var c="certificate/validate-certificate/initiate/"+encodeURIComponent(location.hostname);',
  // index.html is every other page's HTML: only the form's own address asks, and only for an id the app would ask
  // for (`isPlausibleFormId`: a slug, which encoding leaves as it is).
  leadForm: 'var p=/^\\/lead-capture\\/new\\/([A-Za-z0-9_-]{1,64})$/.exec(location.pathname);if(!p)return;var c="lead-capture/form/"+p[1];',
};

/**
 * The verification page's light logo, shown by the HTML as soon as it has loaded (`k` is 0 for `logoUrl`, `g` the
 * image). The logo is that page's Largest Contentful Paint, and it waited for the app: the image was in long before
 * the ~105 kB entry module had arrived and run and React had rendered the branding (Lighthouse's LCP breakdown put
 * ~300 ms of "element render delay" on it on a local server; its simulation charged the whole entry module to it).
 * Now it sits, with the classes, address and alt of the app's `InstituteLogo`, in the page's logo slot while that
 * slot is empty and marked `data-pending` (the branding is still on its way): the prerendered copy's, then the
 * app's own one after React's first commit has replaced the copy (the branding is adopted a moment later; without
 * this the logo blinked out between the two). It leaves as soon as no such slot is left: the app has put its own
 * logo or name there, or given up on the branding (refused or timed out: the app shows no logo then, nor may the
 * HTML), or shows another page. The slot keeps its reserved height (4rem) either way, so nothing moves for a logo
 * of up to that height (a taller one moves what is below, as the app's own logo does). Only once loaded (a logo
 * that fails leaves the slot to the app and its name fallback, as before), only in the light theme (the copy is
 * only shown in it; a dark visitor waits for the app's dark logo, as before). High fetch priority, as the page's
 * largest image.
 */
const SHOW_LOGO =
  'if(!k){g.fetchPriority="high";g.onload=function(){var o=new MutationObserver(p);function p(){' +
  'var s=document.querySelector(".verify-logo-slot[data-pending]"),n=s&&s.childElementCount-(g.parentNode==s);' +
  'if(!s||n){o.disconnect();g.remove()}' +
  'else if(!s.firstChild&&document.documentElement.getAttribute("data-theme")=="light"&&typeof d.instituteName=="string"){' +
  'g.className="verify-logo verify-logo--light";g.alt=d.instituteName;s.removeAttribute("aria-hidden");s.append(g)}}' +
  // Watching first: a first look that finds no pending slot must end the watch, not come before it.
  'o.observe(document.body,{childList:true,subtree:true,attributeFilter:["data-pending"]});p()}}';

export function earlyRequestScript(apiBase: string, request: EarlyRequest): string {
  // As src/config.ts normalises VITE_API_BASE_URL, with the trailing slash src/api/requestRules.ts `apiUrl` adds.
  const base = `${apiBase.replace(/\/+$/, '')}/`;
  return (
    '(function(){try{' +
    PATHS[request] +
    `var s=localStorage,t="",g=s.getItem(${JSON.stringify(LANGUAGE_KEY)}),u=s.getItem("user"),` +
    `b=new URL(${JSON.stringify(base)},location.origin),m=${JSON.stringify(INTL_LOCALE)},` +
    // The locale <html lang> gets from the stored language (src/i18n/I18nProvider.tsx), which the app sends.
    `l=Object.prototype.hasOwnProperty.call(m,g)?m[g]:${JSON.stringify(INTL_LOCALE[DEFAULT_LANGUAGE])};` +
    // The stored user as src/api/userStore.ts reads it (its key and size, then src/api/schemas/user.ts): one the app
    // will count as signed out sends no token here either. Written out, not imported: userStore.ts would bring the
    // app's schemas into the build's configuration (tests/unit/earlyRequest.test.ts holds the two together).
    'if(u&&u.length<=65536)try{u=JSON.parse(u);if(u&&typeof u.id=="string"&&u.id&&typeof u.token=="string"&&' +
    '["username","name","email","role"].every(function(k){return typeof u[k]=="string"}))t=u.token}catch(e){}' +
    'var a=new URL(c,b).href,' +
    'h={Accept:"application/json",Authorization:"Bearer "+t,"Accept-Language":l},' +
    'r=fetch(a,{headers:h,credentials:"same-origin"});' +
    // The key src/api/earlyFetch.ts compares with the app's own request, headers normalised by the browser alike.
    'window.__early={key:"GET "+a+" "+JSON.stringify(Array.from(new Headers(h))),response:r};' +
    'r.then(function(x){return x.ok&&x.clone().json()}).then(function(j){var d=j&&j.success&&j.data;' +
    'if(d)[d.logoUrl,d.logoDarkUrl].forEach(function(v,k){if(typeof v=="string"&&v.trim()){var i=new URL(v,b);' +
    'if(/^https?:$/.test(i.protocol)){var g=new Image();' +
    (request === 'branding' ? SHOW_LOGO : '') +
    'g.src=i.href}}})})["catch"](function(){})' +
    '}catch(e){}})();'
  );
}

/**
 * A page's HTML with its early request right after its `<title>`: before the inline theme script, the stylesheets
 * and the entry module's tag, and after `<meta charset>` (which must stay in the first 1024 bytes).
 */
export function injectEarlyRequest(html: string, apiBase: string, request: EarlyRequest): string {
  if (!html.includes('</title>')) throw new Error('prerender: no </title> for the early request script');
  return html.replace('</title>', () => `</title><script>${earlyRequestScript(apiBase, request)}</script>`);
}
