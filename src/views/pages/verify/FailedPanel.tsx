import type { Ref } from 'react';
import { useT } from '../../../i18n/I18nProvider';
import type { FailureKind } from '../../../machines/verifyCertificateMachine';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { InfoIcon } from '../../components/ui/icons';
import { useWhenBackOnline } from '../../useWhenBackOnline';

/** The panel's detail for each failure; the live region says the same (useAnnouncement). */
export const FAILURE_TEXT: Record<FailureKind, string> = {
  network: 'verify.failed.network',
  server: 'verify.failed.server',
};

/**
 * The check could not be made (network, 5xx, unreadable answer): never 'not found', always a retry. Made offline,
 * the retry also happens by itself once the browser is back online (`onRetry(true)`, useWhenBackOnline).
 */
export function FailedPanel({ failure, onRetry, headingRef }: { failure: FailureKind; onRetry: (auto?: boolean) => void; headingRef: Ref<HTMLHeadingElement> }) {
  const t = useT();
  useWhenBackOnline(() => onRetry(true));
  return (
    <Card as="section" className="verify-failed">
      <h2 id="verify-result-heading" ref={headingRef} tabIndex={-1} className="verify-outcome-heading">
        <InfoIcon className="verify-outcome-icon verify-outcome-icon--failed" />
        <span>{t('verify.failed.heading')}</span>
      </h2>
      <p>{t(FAILURE_TEXT[failure])}</p>
      <div className="verify-actions">
        <Button onClick={() => onRetry()}>{t('verify.retry')}</Button>
      </div>
    </Card>
  );
}
