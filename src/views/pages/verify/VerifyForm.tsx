import { useEffect, useRef, type RefObject } from 'react';
import { useT } from '../../../i18n/I18nProvider';
import { certificateNumberProblem, normaliseCertificateNumber, type NumberProblem } from '../../../machines/certificateNumber';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';

/** The field's message for each refusal; the live region says the same (useAnnouncement). */
export const PROBLEM_TEXT: Record<NumberProblem, string> = {
  dots: 'verify.problem.dots',
  tooLong: 'verify.problem.tooLong',
  control: 'verify.problem.control',
};

interface Props {
  value: string;
  problem: NumberProblem | null;
  inputRef: RefObject<HTMLInputElement | null>;
  onInput: (value: string) => void;
  /** The input's native change event (commit on blur or Enter), which the spec makes a trigger of its own. */
  onCommit: (value: string) => void;
  onSubmit: (value: string) => void;
}

/** The number field and Validate. Validate stays enabled while a check runs: a new number replaces the old check. */
export function VerifyForm({ value, problem, inputRef, onInput, onCommit, onSubmit }: Props) {
  const t = useT();
  const commit = useRef(onCommit);
  useEffect(() => {
    commit.current = onCommit;
  });

  // React's onChange is the input event; the spec's trigger is the DOM change event, so listen for it directly.
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const listener = () => commit.current(input.value);
    input.addEventListener('change', listener);
    return () => input.removeEventListener('change', listener);
  }, [inputRef]);

  return (
    <form
      className="verify-form no-print"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(inputRef.current?.value ?? value);
      }}
    >
      <TextField
        ref={inputRef}
        name="number"
        label={t('verify.input.label')}
        placeholder={t('verify.input.placeholder')}
        autoComplete="off"
        // Phone keyboards would capitalise only the first letter ('Kvs-blr') and "correct" codes into words.
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="go"
        value={value}
        onChange={(e) => onInput(e.target.value)}
        error={problem ? t(PROBLEM_TEXT[problem]) : undefined}
      />
      <Button
        type="submit"
        // A number the field will refuse keeps focus in the field through the press: leaving it would fire the change
        // event, whose refusal appears between the field and Validate on a phone and moves Validate from under the
        // finger before the press ends, losing it. The press's own check then shows the refusal, as Enter does.
        onMouseDown={(e) => {
          if (certificateNumberProblem(normaliseCertificateNumber(inputRef.current?.value ?? ''))) e.preventDefault();
        }}
      >
        {t('verify.validate')}
      </Button>
    </form>
  );
}
