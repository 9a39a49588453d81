import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'quiet';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** While true the button shows a spinner, is disabled (no double submit) and says aria-busy. */
  busy?: boolean;
}

/**
 * A native <button>. Usage:
 *   <Button type="submit" busy={snapshot.hasTag('busy')} disabled={!snapshot.can({ type: 'certificate.submit' })}>
 *     {t('verify.validate')}
 *   </Button>
 *   <Button variant="secondary" onClick={...}>…</Button>   <Button variant="quiet">…</Button>
 * type defaults to "button" so a button inside a form never submits by accident; pass type="submit" to submit.
 * The label stays visible while busy, so the button keeps its size and its accessible name.
 */
export function Button({ variant = 'primary', busy = false, disabled, className, type, children, ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type ?? 'button'}
      className={`ui-btn ui-btn--${variant} ${className ?? ''}`.trim()}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy && <Spinner decorative />}
      {children}
    </button>
  );
}
