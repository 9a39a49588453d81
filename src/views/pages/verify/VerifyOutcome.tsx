import type { Ref } from 'react';
import type { Certificate, CertificatePreferences } from '../../../api/schemas/certificate';
import { CertificateRecord } from './CertificateRecord';
import { FooterNote } from './FooterNote';
import { warmDateFormatting } from './issueDate';
import { NotFoundPanel } from './NotFoundPanel';
// View Result's download code (verifyActors.ts imports it when pressed): in this chunk, which holds the button.
import './resultDownload';

export interface VerifyOutcomeProps {
  status: 'valid' | 'invalid';
  /** The number checked, as sent. */
  number: string;
  certificate: Certificate | null;
  checkedAt: string | null;
  preferences: CertificatePreferences | null;
  downloading: boolean;
  downloadFailed: boolean;
  resultLink: string | null;
  /** The branch's footer note (html), shown under a valid or an invalid result. */
  note: string | null;
  headingRef: Ref<HTMLHeadingElement>;
  onDownload: () => void;
  /** Checks another number, as Validate would (the not-found panel's "Check" in capitals). */
  onCheck: (number: string) => void;
}

// This chunk loads when the visitor starts on a number, before any answer: the time to warm date formatting.
warmDateFormatting();

/**
 * What the server answered: the record, or not found, with the branch's note. A chunk of its own
 * (VerifyCertificateView loads it once the visitor starts on a number), so opening the page does not download
 * panels that only an answer needs. A check that failed is not here: its panel must show when nothing else can
 * be downloaded either.
 */
export function VerifyOutcome(props: VerifyOutcomeProps) {
  const { status, certificate, note, headingRef } = props;
  return (
    <>
      {status === 'valid' && certificate && (
        <CertificateRecord
          certificate={certificate}
          checkedAt={props.checkedAt}
          preferences={props.preferences}
          downloading={props.downloading}
          downloadFailed={props.downloadFailed}
          resultLink={props.resultLink}
          onDownload={props.onDownload}
          headingRef={headingRef}
        />
      )}
      {status === 'invalid' && <NotFoundPanel number={props.number} checkedAt={props.checkedAt} headingRef={headingRef} onCheck={props.onCheck} />}
      {note && <FooterNote html={note} />}
    </>
  );
}
