import type { ReactNode } from 'react';
import { FieldMessages } from './FieldMessages';
import { useFieldIds } from './fieldIds';

export interface RadioOption<V extends string> {
  value: V;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps<V extends string> {
  /** The question, as the fieldset's <legend>. */
  legend: ReactNode;
  name: string;
  options: ReadonlyArray<RadioOption<V>>;
  value: V | null;
  onChange: (value: V) => void;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /** Lay the options in a row when they are short (wraps on narrow screens). */
  inline?: boolean;
  className?: string;
}

/**
 * Native radios in a <fieldset>/<legend>: arrow keys move between options, the legend names the group.
 * Usage:
 *   <RadioGroup legend={t('gallery.contact')} name="contact" value={contact} onChange={setContact}
 *     options={[{ value: 'email', label: t('gallery.email') }, { value: 'phone', label: t('gallery.phone') }]} error={...} />
 */
export function RadioGroup<V extends string>(props: RadioGroupProps<V>) {
  const ids = useFieldIds(undefined, props.hint, props.error);
  return (
    <fieldset
      className={`ui-fieldset ${props.className ?? ''}`.trim()}
      aria-describedby={ids.describedBy}
      aria-invalid={props.error ? true : undefined}
      aria-required={props.required || undefined}
    >
      <legend className="ui-legend">{props.legend}</legend>
      <div className="ui-field mb-1">
        <FieldMessages hintId={ids.hintId} errorId={ids.errorId} hint={props.hint} error={props.error} />
      </div>
      <div className={props.inline ? 'flex flex-wrap gap-x-6' : 'flex flex-col'}>
        {props.options.map((option) => {
          const optionId = `${ids.id}-${option.value}`;
          return (
            <label key={option.value} className="ui-check" htmlFor={optionId}>
              <input
                id={optionId}
                type="radio"
                name={props.name}
                value={option.value}
                checked={props.value === option.value}
                disabled={option.disabled}
                required={props.required}
                onChange={() => props.onChange(option.value)}
                aria-describedby={option.hint ? `${optionId}-hint` : undefined}
              />
              <span className="flex flex-col">
                <span>{option.label}</span>
                {option.hint && (
                  <span id={`${optionId}-hint`} className="ui-hint">
                    {option.hint}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
