import { useT } from '../../../i18n/I18nProvider';
import type { NumberProblem } from '../../../machines/certificateNumber';
import type { FailureKind } from '../../../machines/verifyCertificateMachine';
import type { CheckStatus } from './verifySelectors';

const PROBLEM_TEXT: Record<NumberProblem, string> = {
  dots: 'verify.problem.dots',
  tooLong: 'verify.problem.tooLong',
  control: 'verify.problem.control',
};

/** The one line the page's live region says for the current outcome, so each change is announced once. */
export function useAnnouncement(
  status: CheckStatus,
  number: string,
  problem: NumberProblem | null,
  failure: FailureKind | null,
  downloading: boolean,
): string {
  const t = useT();
  if (downloading) return t('verify.viewResult.busy');
  switch (status) {
    case 'validating':
      return t('verify.validating');
    case 'valid':
      return t('verify.valid.heading', { number });
    case 'invalid':
      return t('verify.invalid.heading');
    case 'failed':
      // Joined by a catalogue pattern, not a hard-coded ". ": Chinese and Japanese end a sentence with 。
      return t('verify.failed.announcement', {
        heading: t('verify.failed.heading'),
        detail: t(failure === 'network' ? 'verify.failed.network' : 'verify.failed.server'),
      });
    case 'refused':
      return problem ? t(PROBLEM_TEXT[problem]) : '';
    default:
      return '';
  }
}
