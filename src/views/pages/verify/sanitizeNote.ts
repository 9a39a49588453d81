import DOMPurify from 'dompurify';

/**
 * The footer note is html from the branch's settings: text formatting and links only. This module is loaded on
 * demand with DOMPurify (FooterNote imports it lazily: only a branch with a note pays for either). Links may keep
 * `target`, always with rel="noopener noreferrer"; only http(s), mailto and tel addresses survive. `dir` and `lang`
 * stay: a note written in Urdu says so, and a phone number's link reads left to right inside it (in Arabic script
 * its groups would otherwise come out in reverse order).
 */
const CONFIG = {
  ALLOWED_TAGS: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'small', 'span', 'a', 'ul', 'ol', 'li'],
  ALLOWED_ATTR: ['href', 'target', 'title', 'dir', 'lang'],
  // DOMPurify tests every non-URI attribute value against this too, so scheme-less values (target="_blank",
  // titles, relative links) must pass; of the schemes, only http(s), mailto and tel do.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName !== 'A') return;
  if (/^tel:/i.test(node.getAttribute('href') ?? '')) node.setAttribute('dir', 'ltr');
  const target = node.getAttribute('target');
  // Only a new tab or the same tab: a named target could reach into another window of this site.
  if (target !== null) node.setAttribute('target', target === '_self' ? '_self' : '_blank');
  node.setAttribute('rel', 'noopener noreferrer');
});

/**
 * The note as safe html. `newTab` ("(opens in a new tab)" in the page's language) is said after each link that opens
 * a new tab, as the app's own such links say it (ExternalLink): a screen-reader user is told before the tab changes.
 */
export function sanitizeNote(html: string, newTab = ''): string {
  const clean = DOMPurify.sanitize(html, CONFIG);
  // An emptied rich-text editor saves `<p><br></p>` or `<p>&nbsp;</p>`: that is no note, and must not leave an
  // empty "Footer note" landmark behind.
  const probe = document.createElement('template');
  probe.innerHTML = clean;
  if (!probe.content.textContent?.trim()) return '';
  if (!newTab) return clean;
  for (const link of probe.content.querySelectorAll('a[target="_blank"]')) {
    const cue = document.createElement('span');
    cue.className = 'sr-only';
    // In the page's language, inside a link that may carry the note's own `lang`.
    cue.lang = document.documentElement.lang;
    cue.textContent = ` ${newTab}`;
    link.append(cue);
  }
  return probe.innerHTML;
}
