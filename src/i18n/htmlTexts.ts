/**
 * Text the build writes into index.html (scripts/noscript-plugin.ts), read by people whose browser runs no
 * JavaScript. The catalogues' `html.` ids are left out of what pages load (scripts/vite-plugins.ts).
 */
export const NOSCRIPT_ID = 'html.noscript';
