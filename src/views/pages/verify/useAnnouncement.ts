import { useState } from 'react';
import { useT } from '../../../i18n/I18nProvider';
import type { NumberProblem } from '../../../machines/certificateNumber';
import type { FailureKind } from '../../../machines/verifyCertificateMachine';
import { FAILURE_TEXT } from './FailedPanel';
import { PROBLEM_TEXT } from './VerifyForm';
import type { CheckStatus } from './verifySelectors';

/**
 * The one line the page's live region says, so each piece of news is heard once:
 * - an outcome is said when it appears, unless its heading takes focus (`outcomeFocused`: an explicit Validate or
 *   Try again), which already reads it; then only what the heading does not say is left (a failure's detail);
 * - a result download says it is busy while it runs, and after it the outcome is never said again: the last thing
 *   heard after a failed download must be its error, not "Certificate … is Valid".
 * `outcomeFocused` is read when an outcome first appears and kept for it: focus given later to an answer already
 * shown (Validate on the same number) changes nothing here.
 */
export function useAnnouncement(
  status: CheckStatus,
  number: string,
  problem: NumberProblem | null,
  failure: FailureKind | null,
  downloading: boolean,
  outcomeFocused = false,
): string {
  const t = useT();
  const key = [status, number, problem, failure].join('\n');
  const [seen, setSeen] = useState({ key, focused: outcomeFocused, downloaded: false });
  const same = seen.key === key;
  const focused = same ? seen.focused : outcomeFocused;
  const downloaded = downloading || (same && seen.downloaded);
  // React's "information from previous renders": updated during render, so no stale line is ever committed.
  if (!same || downloaded !== seen.downloaded) setSeen({ key, focused, downloaded });

  if (downloading) return t('verify.viewResult.busy');
  if (downloaded) return '';
  const detail = t(FAILURE_TEXT[failure ?? 'server']);
  switch (status) {
    case 'validating':
      return t('verify.validating');
    case 'valid':
      return focused ? '' : t('verify.valid.heading', { number });
    case 'invalid':
      return focused ? '' : t('verify.invalid.heading');
    case 'failed':
      // Joined by a catalogue pattern, not a hard-coded ". ": Chinese and Japanese end a sentence with 。
      return focused ? detail : t('verify.failed.announcement', { heading: t('verify.failed.heading'), detail });
    case 'refused':
      return problem ? t(PROBLEM_TEXT[problem]) : '';
    default:
      return '';
  }
}
