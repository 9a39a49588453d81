import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/I18nProvider';

/** The branch's footer note, shown under a valid or an invalid result once it has been sanitised. */
export function FooterNote(props: { html: string }) {
  const t = useT();
  const newTab = t('common.opensInNewTab');
  // What was sanitised: the note, and the language its new-tab cues are in.
  const source = `${newTab}\n${props.html}`;
  const [safe, setSafe] = useState<{ source: string; html: string } | null>(null);

  useEffect(() => {
    let current = true;
    // The sanitiser (DOMPurify and its rules) is a chunk of its own: most answers carry no note.
    import('./sanitizeNote').then(({ sanitizeNote }) => sanitizeNote(props.html, newTab)).then(
      (html) => current && setSafe({ source, html }),
      // A sanitiser that cannot load shows no note rather than unsanitised html.
      () => current && setSafe(null),
    );
    return () => {
      current = false;
    };
  }, [props.html, newTab, source]);

  if (!safe || safe.source !== source || safe.html.trim() === '') return null;
  return (
    <aside className="verify-footer-note ui-hint text-sm" aria-label={t('verify.footerNote.label')}>
      <div dangerouslySetInnerHTML={{ __html: safe.html }} />
    </aside>
  );
}
