import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldMessages } from './FieldMessages';
import { useFieldIds } from './fieldIds';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  /** The clickable label (the whole row is the target). */
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A native checkbox with its label, hint and error. Usage:
 *   <Checkbox label={t('lead.field.terms')} checked={accepted} onChange={(e) => send({ type: 'lead.change', field: 'acceptTerms', value: e.target.checked })}
 *     error={termsError ? t('validation.termsRequired') : undefined} />
 */
export function Checkbox({ label, hint, error, id, className, ref, ...input }: CheckboxProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <div className={className}>
      <label className="ui-check" htmlFor={ids.id}>
        <input
          {...input}
          ref={ref}
          id={ids.id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
        />
        <span>{label}</span>
      </label>
      <div className="ui-field ps-[1.875rem]">
        <FieldMessages hintId={ids.hintId} errorId={ids.errorId} hint={hint} error={error} />
      </div>
    </div>
  );
}
