import type { Ref } from 'react';
import { useT } from '../../../i18n/I18nProvider';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { MessageWithCode } from '../../components/ui/MessageWithCode';
import { Card } from '../../components/ui/Card';
import { ErrorIcon } from '../../components/ui/icons';
import { CheckedAt } from './CheckedAt';

/**
 * Cyrillic or Greek letters in a number that also has Latin ones: `КVS-…` with a Cyrillic К looks exactly like a
 * genuine `KVS-…` and is "not found", which a forged link can use to make a real certificate look fake. They are
 * not folded (numbers written in other scripts exist, and only the server knows), so the panel names them.
 */
export function lookAlikeLetters(number: string): string[] {
  if (!/\p{Script=Latin}/u.test(number)) return [];
  return [...new Set(number.match(/[\p{Script=Cyrillic}\p{Script=Greek}]/gu))];
}

/**
 * Spec section 2: 'Certificate not found.' with its four possible reasons; then the number that was checked and
 * when. A printout of "not found" can be stapled to any certificate as "proof" it is fake, so it says which number.
 * A number typed in small letters (a desktop keyboard does not capitalise as a phone's does) is not found where the
 * certificate prints capitals: the panel says so and offers the check in capitals, one press, rather than a real
 * certificate looking fake. The number is sent as typed (its case is the server's to judge).
 */
export function NotFoundPanel(props: { number: string; checkedAt: string | null; headingRef: Ref<HTMLHeadingElement>; onCheck: (number: string) => void }) {
  const { headingRef } = props;
  const lookAlikes = lookAlikeLetters(props.number);
  const capitals = props.number.toUpperCase();
  const t = useT();
  return (
    <Card as="section" className="verify-not-found print-record">
      <h2 id="verify-result-heading" ref={headingRef} tabIndex={-1} className="verify-outcome-heading">
        <ErrorIcon className="verify-outcome-icon verify-outcome-icon--invalid" />
        <span>{t('verify.invalid.heading')}</span>
      </h2>
      <p>{t('verify.invalid.intro')}</p>
      <ul className="list-disc ps-6">
        <li>{t('verify.invalid.reason.incorrect')}</li>
        <li>{t('verify.invalid.reason.notIssued')}</li>
        <li>{t('verify.invalid.reason.revoked')}</li>
        <li>{t('verify.invalid.reason.otherInstitute')}</li>
      </ul>
      <dl className="verify-fields">
        <dt>{t('verify.input.label')}</dt>
        <dd>{props.number}</dd>
      </dl>
      {capitals !== props.number && (
        <Alert tone="info" live="off">
          <p className="m-0">{t('verify.invalid.lowercase')}</p>
          <Button variant="secondary" className="no-print mt-2" onClick={() => props.onCheck(capitals)}>
            <MessageWithCode id="verify.invalid.checkCapitals" name="number" code={capitals} />
          </Button>
        </Alert>
      )}
      {lookAlikes.length > 0 && (
        <Alert tone="info" live="off">{t('verify.invalid.mixedScripts', { letters: lookAlikes.join(' ') })}</Alert>
      )}
      <CheckedAt number={props.number} checkedAt={props.checkedAt} />
    </Card>
  );
}
