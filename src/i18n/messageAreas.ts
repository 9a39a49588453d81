/**
 * Catalogues are split by area at build time (scripts/vite-plugins.ts serves `messages/{lang}.json?area=...`), so
 * a page downloads only the text it can show: `main` (common, menu, theme, validation, error, verify) at start,
 * the others when their route renders (useMessageArea). Translators still edit one file per language.
 */
export const MESSAGE_AREAS = ['main', 'lead', 'staff'] as const;
export type MessageArea = (typeof MESSAGE_AREAS)[number];

const PREFIXES: Record<Exclude<MessageArea, 'main'>, readonly string[]> = {
  lead: ['lead.'],
  staff: ['auth.', 'home.'],
};

/** The area a message id belongs to: by its prefix, `main` for every id no other area claims. */
export function areaOf(id: string): MessageArea {
  for (const [area, prefixes] of Object.entries(PREFIXES)) {
    if (prefixes.some((p) => id.startsWith(p))) return area as MessageArea;
  }
  return 'main';
}
