import { useT } from '../../i18n/I18nProvider';

/** The root view's loading spinner (spec section 2); announced politely to screen readers. */
export function Spinner() {
  const t = useT();
  return (
    <div className="spinner-wrap" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="sr-only">{t('common.loading')}</span>
    </div>
  );
}
