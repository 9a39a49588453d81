/**
 * Text the build writes into index.html (scripts/noscript-plugin.ts): for people whose browser runs no JavaScript,
 * and for those whose browser could not fetch the app's start-up code. The catalogues' `html.` ids are left out of
 * what pages load (scripts/vite-plugins.ts).
 */
export const NOSCRIPT_ID = 'html.noscript';
export const BOOT_FAILED_TITLE_ID = 'html.bootFailedTitle';
export const BOOT_FAILED_ID = 'html.bootFailed';
export const BOOT_FAILED_RELOAD_ID = 'html.bootFailedReload';
/** For a browser older than the JavaScript the build gives it: the app's start-up code did not parse. */
export const BOOT_UNSUPPORTED_TITLE_ID = 'html.bootUnsupportedTitle';
export const BOOT_UNSUPPORTED_ID = 'html.bootUnsupported';
