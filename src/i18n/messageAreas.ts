/**
 * Catalogues are split by area at build time (scripts/vite-plugins.ts serves `messages/{lang}.json?area=...`), so
 * a page downloads only the text it can show: `main` (common, menu, theme, error, verify) at start,
 * the others when their route renders (useMessageArea). Translators still edit one file per language.
 */
export const MESSAGE_AREAS = ['main', 'lead', 'staff'] as const;
export type MessageArea = (typeof MESSAGE_AREAS)[number];

const PREFIXES: Record<Exclude<MessageArea, 'main'>, readonly string[]> = {
  // The form messages (spec section 5) show only in the enquiry form and the sign-in form, so both areas carry
  // them and the pages with neither form (verification, errors) do not download them.
  lead: ['lead.', 'validation.'],
  staff: ['auth.', 'home.', 'validation.'],
};

/** The areas whose catalogue holds a message id: by its prefix, only `main` for an id no other area claims. */
export function areasOf(id: string): MessageArea[] {
  const areas = Object.entries(PREFIXES)
    .filter(([, prefixes]) => prefixes.some((p) => id.startsWith(p)))
    .map(([area]) => area as MessageArea);
  return areas.length ? areas : ['main'];
}
