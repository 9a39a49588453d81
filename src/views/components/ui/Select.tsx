import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FieldMessages } from './FieldMessages';
import { useFieldIds } from './fieldIds';

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  labelHidden?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A native <select> with label, hint and error (the platform's own picker: best on phones, fully accessible).
 * Usage:
 *   <Select label={t('lead.course')} value={course} onChange={(e) => send(...)} error={...}>
 *     <option value="">{t('lead.chooseCourse')}</option>
 *     {courses.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
 *   </Select>
 */
export function Select({ label, hint, error, labelHidden, id, className, ref, children, ...select }: SelectProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <div className={`ui-field ${className ?? ''}`.trim()}>
      <label htmlFor={ids.id} className={labelHidden ? 'sr-only' : 'ui-label'}>
        {label}
      </label>
      <select
        {...select}
        ref={ref}
        id={ids.id}
        className="ui-select"
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      >
        {children}
      </select>
      <FieldMessages hintId={ids.hintId} errorId={ids.errorId} hint={hint} error={error} />
    </div>
  );
}
