import type { ReactNode } from 'react';
import { ErrorIcon, InfoIcon, SuccessIcon } from './icons';

export type AlertTone = 'info' | 'success' | 'error';

export interface AlertProps {
  tone: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /**
   * How it is announced when it appears: 'polite' (role=status, the default for info and success),
   * 'assertive' (role=alert, the default for error) or 'off' for text that is there from the start.
   */
  live?: 'polite' | 'assertive' | 'off';
  className?: string;
  id?: string;
}

const ICONS = { info: InfoIcon, success: SuccessIcon, error: ErrorIcon };

/**
 * A message block. Usage:
 *   <Alert tone="error" title={t('verify.invalid.heading')}>…reasons…</Alert>
 *   <Alert tone="success" title={…} live="off">…</Alert>
 * Render it only when there is something to say: a live region announces what is added to it, so mount it with
 * its text rather than toggling hidden text inside.
 */
export function Alert(props: AlertProps) {
  const live = props.live ?? (props.tone === 'error' ? 'assertive' : 'polite');
  const role = live === 'assertive' ? 'alert' : live === 'polite' ? 'status' : undefined;
  const Icon = ICONS[props.tone];
  return (
    <div id={props.id} role={role} className={`ui-alert ui-alert--${props.tone} ${props.className ?? ''}`.trim()}>
      <Icon className="ui-alert__icon" />
      <div className="flex min-w-0 flex-col gap-1">
        {props.title && <p className="ui-alert__title">{props.title}</p>}
        {props.children && <div>{props.children}</div>}
      </div>
    </div>
  );
}
