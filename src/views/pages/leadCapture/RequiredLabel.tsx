import { useT } from '../../../i18n/I18nProvider';

/**
 * A label with the visible required mark. The mark is hidden from screen readers, which hear "required" from
 * aria-required on the control instead; its tooltip says what it means.
 */
export function RequiredLabel(props: { text: string }) {
  const t = useT();
  return (
    <>
      {props.text}
      <span aria-hidden="true" title={t('validation.requiredField')} className="text-[var(--ui-danger)]">
        {' *'}
      </span>
    </>
  );
}
