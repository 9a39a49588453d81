import { useRichT } from '../../../i18n/I18nProvider';

/**
 * A translated sentence holding one code (a certificate or reference number), given as the message's `name`
 * placeholder. The code is an atomic inline box: on a narrow screen it moves to the next line whole instead of
 * breaking at a hyphen ("KVS-BLR-2025-" / "0118"), which reads as two codes. A code wider than the line still
 * wraps inside its box rather than overflowing.
 */
export function MessageWithCode(props: { id: string; name: string; code: string }) {
  const richT = useRichT();
  const box = (
    <span key="code" className="inline-block max-w-full wrap-anywhere">
      {props.code}
    </span>
  );
  return <>{richT(props.id, { [props.name]: box })}</>;
}
