import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldMessages } from './FieldMessages';
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
 *   <TextField label={t('verify.number')} placeholder={t('verify.placeholder')} value={v}
 *     onChange={(e) => send({ type: 'certificate.type', value: e.target.value })}
 *     error={errorId ? t(errorId) : undefined} hint={t('verify.hint')} ref={inputRef} />
 * To move focus to the first invalid field after a submit, pass a ref (React 19: ref is a plain prop).
 */
export function TextField({ label, hint, error, labelHidden, id, className, ref, ...input }: TextFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <div className={`ui-field ${className ?? ''}`.trim()}>
      <label htmlFor={ids.id} className={labelHidden ? 'sr-only' : 'ui-label'}>
        {label}
      </label>
      <input
        {...input}
        ref={ref}
        id={ids.id}
        className="ui-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      />
      <FieldMessages hintId={ids.hintId} errorId={ids.errorId} hint={hint} error={error} />
    </div>
  );
}
