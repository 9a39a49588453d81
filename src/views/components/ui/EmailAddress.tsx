/**
 * Where an e-mail address may break: after its @ and before each dot (the usual typographic rule), so a line
 * ends with "ananya.iyer@" or "kaveri-vidya", never "kaveri-" (a hyphen the browser would otherwise pick) or
 * "ananya.iy" (the page's `overflow-wrap: anywhere`). "a.b@c-d.in" → ["a", ".b@", "c-d", ".in"].
 */
export function emailPieces(address: string): string[] {
  return address.split(/(?<=@)|(?=\.)/).filter(Boolean);
}

/**
 * An e-mail address that wraps only where `emailPieces` allows, and not at all when it fits on the line. Each
 * piece is an atomic inline box (like the codes in MessageWithCode): it moves to the next line whole, and only a
 * piece wider than the whole line still wraps inside rather than overflowing. Copying it gives the plain address.
 * Screen readers get the address whole from a hidden copy: the browser puts a space between inline boxes in what
 * it tells them ("ananya .iyer@ kaveri-vidya ..."), so the boxes themselves are hidden from them. The copy is not
 * selectable, so copying the address does not give it twice.
 */
export function EmailAddress(props: { address: string; className?: string }) {
  return (
    <span className={props.className}>
      <span className="sr-only select-none">{props.address}</span>
      <span aria-hidden="true">
        {emailPieces(props.address).map((piece, index) => (
          // The pieces never reorder, so their place is their key.
          <span key={index} className="inline-block max-w-full wrap-anywhere">
            {piece}
          </span>
        ))}
      </span>
    </span>
  );
}
