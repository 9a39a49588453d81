import { issueCalendarDate } from '../../../api/schemas/certificate';
import type { AppIntl } from '../../../i18n/intl';
import { whenIdle } from '../../../whenIdle';

/**
 * "Issued on": the calendar date the server wrote, in the active language's long style. Formatted in UTC from
 * a UTC-midnight date, so no time zone (the visitor's, or an offset in the answer) shows another day.
 */
export function formatIssueDate(intl: Pick<AppIntl, 'formatDate'>, value: string | null | undefined): string | null {
  const date = value ? issueCalendarDate(value) : null;
  return date ? intl.formatDate(date, { dateStyle: 'long', timeZone: 'UTC' }) : null;
}

/**
 * The first Intl.DateTimeFormat a page builds sets up the browser's date formatting: 74-190 ms on a slow phone
 * (4x CPU throttling), which held up the first answer's render by that much. Built while the visitor types or the
 * check is out, the answer renders without it (Enter to the answer's heading: about 790 ms -> 400 ms).
 */
export function warmDateFormatting(schedule: (callback: () => void) => void = whenIdle): void {
  schedule(() => void new Intl.DateTimeFormat(document.documentElement.lang || undefined, { dateStyle: 'long', timeZone: 'UTC' }));
}
