import { useT } from '../../i18n/I18nProvider';

/** The root view's loading spinner (spec section 2), centred in the page; announced politely to screen readers. */
export function Spinner() {
  const t = useT();
  return (
    <div className="spinner-wrap" role="status">
      <span className="ui-spinner" aria-hidden="true" />
      <span className="sr-only">{t('common.loading')}</span>
    </div>
  );
}
