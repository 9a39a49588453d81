import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { controlAria, LabelledField } from './LabelledField';
import { useFieldIds } from './fieldIds';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  /** Always visible; a placeholder is never the label. */
  label: ReactNode;
  hint?: ReactNode;
  /** The message to show; its presence sets aria-invalid and joins it to aria-describedby. */
  error?: ReactNode;
  /** Hide the label visually (it stays the accessible name), for a one-field form with a visible heading. */
  labelHidden?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A native <input> with label, hint and error. Usage:
 *   <TextField label={t('verify.input.label')} placeholder={t('verify.input.placeholder')} value={v}
 *     onChange={(e) => setV(e.target.value)}
 *     error={errorId ? t(errorId) : undefined} hint={…} ref={inputRef} />
 * To move focus to the first invalid field after a submit, pass a ref (React 19: ref is a plain prop).
 */
export function TextField({ label, hint, error, labelHidden, id, className, ref, 'aria-describedby': more, ...input }: TextFieldProps) {
  const ids = useFieldIds(id, hint, error, more);
  return (
    <LabelledField ids={ids} label={label} labelHidden={labelHidden} className={className} hint={hint} error={error}>
      <input {...input} ref={ref} className="ui-input" {...controlAria(ids, error)} />
    </LabelledField>
  );
}
