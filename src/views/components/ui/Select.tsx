import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { controlAria, LabelledField } from './LabelledField';
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
 *   <Select label={t('lead.field.course')} value={course} onChange={(e) => send(...)} error={...}>
 *     <option value="">{t('lead.choose.prompt')}</option>
 *     {courses.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
 *   </Select>
 */
export function Select({ label, hint, error, labelHidden, id, className, ref, children, ...select }: SelectProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <LabelledField ids={ids} label={label} labelHidden={labelHidden} className={className} hint={hint} error={error}>
      <select {...select} ref={ref} className="ui-select" {...controlAria(ids, error)}>
        {children}
      </select>
    </LabelledField>
  );
}
