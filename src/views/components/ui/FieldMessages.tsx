import type { ReactNode } from 'react';
import { ErrorIcon } from './icons';

/** The hint and error lines under a control; ids match useFieldIds so aria-describedby finds them. */
export function FieldMessages(props: { hintId: string; errorId: string; hint?: ReactNode; error?: ReactNode }) {
  return (
    <>
      {props.hint && (
        <p id={props.hintId} className="ui-hint m-0">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={props.errorId} className="ui-error m-0">
          <ErrorIcon className="mt-[0.15em] h-4 w-4 flex-none" />
          <span>{props.error}</span>
        </p>
      )}
    </>
  );
}
