import type { Ref } from 'react';
import type { Certificate, CertificatePreferences } from '../../../api/schemas/certificate';
import type { FailureKind } from '../../../machines/verifyCertificateMachine';
import { CertificateRecord } from './CertificateRecord';
import { FooterNote } from './FooterNote';
import { FailedPanel, NotFoundPanel } from './OutcomePanels';

export interface VerifyOutcomeProps {
  status: 'valid' | 'invalid' | 'failed';
  certificate: Certificate | null;
  checkedAt: string | null;
  preferences: CertificatePreferences | null;
  downloading: boolean;
  downloadFailed: boolean;
  failure: FailureKind | null;
  /** The branch's footer note (html), shown under a valid or an invalid result. */
  note: string | null;
  headingRef: Ref<HTMLHeadingElement>;
  onDownload: () => void;
  onRetry: () => void;
}

/**
 * What a finished check shows: the record, not found, or the failure with its retry. A chunk of its own
 * (VerifyCertificateView loads it once the visitor starts on a number), so opening the page does not download
 * panels that only an answer needs.
 */
export function VerifyOutcome(props: VerifyOutcomeProps) {
  const { status, certificate, failure, note, headingRef } = props;
  return (
    <>
      {status === 'valid' && certificate && (
        <CertificateRecord
          certificate={certificate}
          checkedAt={props.checkedAt}
          preferences={props.preferences}
          downloading={props.downloading}
          downloadFailed={props.downloadFailed}
          onDownload={props.onDownload}
          headingRef={headingRef}
        />
      )}
      {status === 'invalid' && <NotFoundPanel headingRef={headingRef} />}
      {status === 'failed' && failure && <FailedPanel failure={failure} headingRef={headingRef} onRetry={props.onRetry} />}
      {(status === 'valid' || status === 'invalid') && note && <FooterNote html={note} />}
    </>
  );
}
