/**
 * A translated sentence holding one code (a certificate or reference number). The code is an atomic inline box:
 * on a narrow screen it moves to the next line whole instead of breaking at a hyphen ("KVS-BLR-2025-" / "0118"),
 * which reads as two codes. A code wider than the line still wraps inside its box rather than overflowing.
 */
export function MessageWithCode(props: { format: (placeholder: string) => string; code: string }) {
  // A character no catalogue text contains stands in for the code, so the translation decides where it sits.
  const mark = '\u0000';
  const text = props.format(mark);
  const at = text.indexOf(mark);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <span className="inline-block max-w-full wrap-anywhere">{props.code}</span>
      {text.slice(at + mark.length)}
    </>
  );
}
