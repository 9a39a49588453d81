import type { AppliedTheme } from '../../machines/themeMachine';

/** The DOM effects of themeMachine, supplied to it by ThemeProvider. */
export const SWITCHING_ATTRIBUTE = 'data-theme-switching';
const DARK_QUERY = '(prefers-color-scheme: dark)';

export function applyThemeToDocument(theme: AppliedTheme, doc: Document = document): void {
  const root = doc.documentElement;
  root.setAttribute('data-theme', theme);
  // Native controls, scrollbars and form autofill follow color-scheme.
  root.style.colorScheme = theme;
  swapImages(theme, doc);
}

/** <img data-src-light data-src-dark> outside React (ThemedImage handles its own) get the matching variant. */
function swapImages(theme: AppliedTheme, doc: Document = document): void {
  doc.querySelectorAll<HTMLImageElement>('img[data-src-light][data-src-dark]').forEach((img) => {
    const src = img.getAttribute(theme === 'dark' ? 'data-src-dark' : 'data-src-light');
    if (src && img.getAttribute('src') !== src) img.setAttribute('src', src);
  });
}

export function setSwitchingFlag(on: boolean, doc: Document = document): void {
  if (on) doc.documentElement.setAttribute(SWITCHING_ATTRIBUTE, '');
  else doc.documentElement.removeAttribute(SWITCHING_ATTRIBUTE);
}

export function deviceQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
}

/** Swaps data-src images added after a theme change too (lazy pages mount theirs later). Returns the disconnect. */
export function watchImages(doc: Document = document): () => void {
  const observer = new MutationObserver(() => {
    const theme = doc.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
    swapImages(theme, doc);
  });
  observer.observe(doc.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}
