import { issueCalendarDate } from '../../../api/schemas/certificate';
import type { AppIntl } from '../../../i18n/intl';

/**
 * "Issued on": the calendar date the server wrote, in the active language's long style. Formatted in UTC from
 * a UTC-midnight date, so no time zone (the visitor's, or an offset in the answer) shows another day.
 */
export function formatIssueDate(intl: Pick<AppIntl, 'formatDate'>, value: string | null | undefined): string | null {
  const date = value ? issueCalendarDate(value) : null;
  return date ? intl.formatDate(date, { dateStyle: 'long', timeZone: 'UTC' }) : null;
}
