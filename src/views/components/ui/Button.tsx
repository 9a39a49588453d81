import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'quiet';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /**
   * While true the button shows a spinner, says aria-busy and aria-disabled, and ignores presses (no double
   * submit). It stays focusable: a natively disabled button drops keyboard focus to <body>, and a keyboard or
   * screen-reader user who pressed it would lose their place.
   */
  busy?: boolean;
}

/**
 * A native <button>. Usage:
 *   <Button type="submit" busy={snapshot.hasTag('busy')} disabled={!snapshot.can({ type: 'certificate.submit' })}>
 *     {t('verify.validate')}
 *   </Button>
 *   <Button variant="secondary" onClick={...}>…</Button>   <Button variant="quiet">…</Button>
 * type defaults to "button" so a button inside a form never submits by accident; pass type="submit" to submit.
 * The label stays visible while busy, so the button keeps its size and its accessible name. `disabled` disables
 * natively, except while busy (a busy button is usually also not allowed, and must keep its focus).
 */
export function Button({ variant = 'primary', busy = false, disabled, className, type, children, onClick, ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type ?? 'button'}
      className={`ui-btn ui-btn--${variant} ${className ?? ''}`.trim()}
      disabled={busy ? undefined : disabled}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={(event) => {
        // Cancelling the click also cancels a form's implicit submission (Enter in a field clicks this button).
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
    >
      {busy && <Spinner decorative />}
      {children}
    </button>
  );
}
