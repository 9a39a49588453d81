import type { ReactNode } from 'react';
import { FieldMessages } from './FieldMessages';
import type { FieldIds } from './fieldIds';

/** The frame every labelled control sits in: a visible label above, hint and error below. */
export function LabelledField(props: {
  ids: FieldIds;
  label: ReactNode;
  labelHidden?: boolean;
  className?: string;
  hint?: ReactNode;
  error?: ReactNode;
  children: ReactNode;
}) {
  const { ids } = props;
  return (
    <div className={`ui-field ${props.className ?? ''}`.trim()}>
      <label htmlFor={ids.id} className={props.labelHidden ? 'sr-only' : 'ui-label'}>
        {props.label}
      </label>
      {props.children}
      <FieldMessages hintId={ids.hintId} errorId={ids.errorId} hint={props.hint} error={props.error} />
    </div>
  );
}

/** The attributes that tie a control to its label, hint and error. */
export function controlAria(ids: FieldIds, error: unknown) {
  return { id: ids.id, 'aria-invalid': error ? true : undefined, 'aria-describedby': ids.describedBy };
}
