import { useIntl, useT } from '../../../i18n/I18nProvider';

/**
 * The record is printed and handed on, often to someone in another time zone, so the time names its zone ("IST").
 * Components, not dateStyle/timeStyle: Intl refuses timeZoneName beside those.
 */
const CHECKED_AT_FORMAT: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

/** This page's address for `number`: what a reader of the printout opens to check it again. */
function verificationAddress(number: string, page: string = window.location.href): string {
  const address = new URL(page);
  address.search = '';
  address.hash = '';
  address.searchParams.set('number', number);
  return address.href;
}

/**
 * The end of an answer: when it was checked, and, on paper only, where to check it again. A printout is handed to
 * someone who cannot click, so it carries the page's address with the number in it.
 */
export function CheckedAt(props: { number: string; checkedAt: string | null }) {
  const t = useT();
  const intl = useIntl();
  return (
    <>
      {props.checkedAt && (
        <p className="verify-checked-at ui-hint text-sm">{t('verify.checkedAt', { time: intl.formatDate(props.checkedAt, CHECKED_AT_FORMAT) })}</p>
      )}
      <dl className="verify-fields verify-print-address">
        <dt>{t('verify.title')}</dt>
        <dd>{verificationAddress(props.number)}</dd>
      </dl>
    </>
  );
}
