import { useCallback, type Ref } from 'react';
import type { CertificatePreferences, Certificate } from '../../../api/schemas/certificate';
import { safeHttpUrl } from '../../../api/schemas/certificate';
import { useIntl, useT } from '../../../i18n/I18nProvider';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { ExternalLink } from '../../components/ui/ExternalLink';
import { MessageWithCode } from '../../components/ui/MessageWithCode';
import { SuccessIcon } from '../../components/ui/icons';
import { CheckedAt } from './CheckedAt';
import { formatIssueDate } from './issueDate';

interface Props {
  certificate: Certificate;
  checkedAt: string | null;
  preferences: CertificatePreferences | null;
  downloading: boolean;
  downloadFailed: boolean;
  /** The result's file, when the browser would not open it by itself: a link the visitor presses instead. */
  resultLink: string | null;
  onDownload: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}

/** A valid certificate (spec section 2): the record, the optional buttons, and the time of the check for print. */
export function CertificateRecord(props: Props) {
  const { certificate: c, checkedAt, preferences, downloading, downloadFailed, resultLink, onDownload, headingRef } = props;
  const t = useT();
  // The link takes focus once, when it appears after View Result: it is what the press led to.
  const focusOnArrival = useCallback((link: HTMLAnchorElement | null) => link?.focus(), []);
  const intl = useIntl();
  // Relative to the page, like the result pdf's URL (docs/api.md).
  const fileUrl = safeHttpUrl(c.fileUrl, window.location.href);
  // Spec section 2: both buttons belong to 'Auto' certificates only, each behind its branch preference.
  const isAuto = c.type === 'Auto';
  const showResult = isAuto && Boolean(c.resultId) && preferences?.certificateVerificationPageShowResult === true;
  const showCertificate = isAuto && Boolean(fileUrl) && preferences?.certificateVerificationPageShowCertificate === true;
  const issuedOn = formatIssueDate(intl, c.issuedDate);
  // Optional lines only for a value with something in it: a server that writes "   " for "no grade" shows none.

  return (
    <Card as="section" className="verify-record print-record">
      <h2 id="verify-result-heading" ref={headingRef} tabIndex={-1} className="verify-outcome-heading">
        <SuccessIcon className="verify-outcome-icon verify-outcome-icon--valid" />
        <span>
          <MessageWithCode id="verify.valid.heading" name="number" code={c.certificateNumber} />
        </span>
      </h2>
      <p>{t('verify.valid.issuedTo')}</p>
      <dl className="verify-fields">
        <dt>{t('verify.field.student')}</dt>
        <dd>{c.studentName}</dd>
        <dt>{t('verify.field.course')}</dt>
        <dd>{c.courseName}</dd>
        {c.grade?.trim() && (
          <>
            <dt>{t('verify.field.grade')}</dt>
            <dd>{c.grade}</dd>
          </>
        )}
        {c.resultNumber?.trim() && (
          <>
            <dt>{t('verify.field.resultNumber')}</dt>
            <dd>{c.resultNumber}</dd>
          </>
        )}
        {issuedOn && (
          <>
            <dt>{t('verify.field.issuedOn')}</dt>
            <dd>{issuedOn}</dd>
          </>
        )}
        <dt>{t('verify.field.issuedBy')}</dt>
        <dd>
          {c.instituteName}
          <br />
          <span className="verify-address">{c.instituteAddress}</span>
        </dd>
      </dl>
      <CheckedAt number={c.certificateNumber} checkedAt={checkedAt} />
      <div className="verify-actions no-print">
        {showResult && (
          <Button variant="secondary" busy={downloading} onClick={onDownload}>
            {t('verify.viewResult')}
          </Button>
        )}
        {showCertificate && fileUrl && (
          <ExternalLink href={fileUrl} className="verify-view-certificate">
            {t('verify.viewCertificate')}
          </ExternalLink>
        )}
        <Button variant="quiet" onClick={() => window.print()}>
          {t('verify.print')}
        </Button>
      </div>
      {downloadFailed && (
        <Alert tone="error" className="no-print">
          {t('verify.viewResult.failed')}
        </Alert>
      )}
      {resultLink && (
        <p className="no-print">
          <ExternalLink ref={focusOnArrival} href={resultLink} className="ui-link--action">
            {t('verify.viewResult.open')}
          </ExternalLink>
        </p>
      )}
    </Card>
  );
}
