/**
 * The two widths a page's content column has on a desktop, so screens of one kind line up from page to page
 * instead of each picking its own (the sign-in card was 448 px, the enquiry form 576, the verification page 672):
 *
 * - `narrow` (30rem, 480 px): forms and short messages: sign-in, the enquiry form and its outcomes, not found,
 *   the error screen. Fields of ~420 px hold a long e-mail address or state name whole, and a text line stays
 *   near 60 characters, a comfortable measure.
 * - `wide` (42rem, 672 px): records: the verification page, whose label-value list and number field with its
 *   Validate button beside it need the room.
 *
 * The class also centres the column and lets it fill a phone's width. Literal class names, so Tailwind finds them.
 */
const PAGE_WIDTH_CLASSES = {
  narrow: 'mx-auto w-full max-w-[30rem]',
  wide: 'mx-auto w-full max-w-[42rem]',
} as const;

export type PageWidth = keyof typeof PAGE_WIDTH_CLASSES;

/** The classes of a page column of the given width, to put beside the page's own (`${pageWidth('narrow')} mt-6`). */
export function pageWidth(width: PageWidth): string {
  return PAGE_WIDTH_CLASSES[width];
}
