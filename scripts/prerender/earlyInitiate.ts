import { DEFAULT_LANGUAGE, INTL_LOCALE, LANGUAGE_KEY } from '../../src/i18n/locales.ts';

/**
 * The verification page's branding call, started from its HTML (docs/decisions.md, Session 24).
 *
 * The page's Largest Contentful Paint is the branch logo, which waited for the entry module (~105 kB), then the
 * `initiate/{host}` call, then the image: three round trips in turn on a slow phone. This inline script (allowed by
 * hash: scripts/contentSecurityPolicy.ts hashes every attribute-less inline script) sends the request the app would
 * send (same URL, `Accept`, `Authorization: Bearer <stored token>`, `Accept-Language` of the stored language),
 * keeps it on `window.__initiate`, and once the answer is in asks for its logos (the app's `<img>` then finds them
 * loaded). src/api/earlyFetch.ts adopts the response once, only when the app's own request is the same one, and
 * the request layer's deadline, 401 handling and schema apply to it as to any answer. Anything else (storage
 * blocked, another token or language, a failed early request) falls back to the app's own call, so a rule copied
 * here that drifts costs a second request, never a wrong answer; tests/unit/earlyInitiate.test.ts runs this script
 * against the app's own reading of storage to catch that.
 * A `<link rel=preload as=fetch>` cannot do this: Chromium hands its response to a later fetch() that adds an
 * Authorization header, but the preload itself goes out without one (measured), against the API contract.
 */
export function earlyInitiateScript(apiBase: string): string {
  // As src/config.ts normalises VITE_API_BASE_URL, with the trailing slash src/api/requestRules.ts `apiUrl` adds.
  const base = `${apiBase.replace(/\/+$/, '')}/`;
  return (
    '(function(){try{' +
    `var s=localStorage,t="",g=s.getItem(${JSON.stringify(LANGUAGE_KEY)}),u=s.getItem("user"),` +
    `b=new URL(${JSON.stringify(base)},location.origin),m=${JSON.stringify(INTL_LOCALE)},` +
    // The locale <html lang> gets from the stored language (src/i18n/I18nProvider.tsx), which the app sends.
    `l=Object.prototype.hasOwnProperty.call(m,g)?m[g]:${JSON.stringify(INTL_LOCALE[DEFAULT_LANGUAGE])};` +
    // The stored user as src/api/userStore.ts reads it (its key and size, then src/api/schemas/user.ts): one the app
    // will count as signed out sends no token here either. Written out, not imported: userStore.ts would bring the
    // app's schemas into the build's configuration (tests/unit/earlyInitiate.test.ts holds the two together).
    'if(u&&u.length<=65536)try{u=JSON.parse(u);if(u&&typeof u.id=="string"&&u.id&&typeof u.token=="string"&&' +
    '["username","name","email","role"].every(function(k){return typeof u[k]=="string"}))t=u.token}catch(e){}' +
    'var a=new URL("certificate/validate-certificate/initiate/"+encodeURIComponent(location.hostname),b).href,' +
    'h={Accept:"application/json",Authorization:"Bearer "+t,"Accept-Language":l},' +
    'r=fetch(a,{headers:h,credentials:"same-origin"});' +
    // The key src/api/earlyFetch.ts compares with the app's own request, headers normalised by the browser alike.
    'window.__initiate={key:"GET "+a+" "+JSON.stringify(Array.from(new Headers(h))),response:r};' +
    'r.then(function(x){return x.ok&&x.clone().json()}).then(function(j){var d=j&&j.success&&j.data;' +
    'if(d)[d.logoUrl,d.logoDarkUrl].forEach(function(v){if(typeof v=="string"&&v.trim()){var i=new URL(v,b);' +
    'if(/^https?:$/.test(i.protocol))new Image().src=i.href}})})["catch"](function(){})' +
    '}catch(e){}})();'
  );
}

/**
 * The verification page's HTML with the early call right after its `<title>`: before the inline theme script, the
 * stylesheets and the entry module's tag, and after `<meta charset>` (which must stay in the first 1024 bytes).
 */
export function injectEarlyInitiate(html: string, apiBase: string): string {
  if (!html.includes('</title>')) throw new Error('prerender: no </title> for the early initiate script');
  return html.replace('</title>', () => `</title><script>${earlyInitiateScript(apiBase)}</script>`);
}
