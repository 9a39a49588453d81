import { useT } from '../../../i18n/I18nProvider';

/**
 * An inline spinner. Usage:
 *   <Spinner />                         announces "Loading…" politely (role=status)
 *   <Spinner label={t('verify.validating')} />
 *   <Spinner decorative />              inside something that already says it is busy (a busy Button)
 */
export function Spinner(props: { label?: string; decorative?: boolean; className?: string }) {
  const t = useT();
  const cls = `ui-spinner ${props.className ?? ''}`.trim();
  if (props.decorative) return <span className={cls} aria-hidden="true" />;
  return (
    <span role="status" className="inline-flex items-center">
      <span className={cls} aria-hidden="true" />
      <span className="sr-only">{props.label ?? t('common.loading')}</span>
    </span>
  );
}
