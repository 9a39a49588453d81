import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { useT } from '../../../i18n/I18nProvider';
import { FieldMessages } from '../../components/ui/FieldMessages';
import { useFieldIds } from '../../components/ui/fieldIds';

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  label: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A password input with a show/hide toggle. The toggle is a real button with a fixed name and aria-pressed,
 * so a screen reader says "Show password, toggle button, pressed"; it never submits the form.
 * Shown, the password is a text field, which phone keyboards capitalise ("Admin@123"), correct and learn as a
 * word: the three attributes below keep its keyboard the password's. A press on the toggle leaves focus in the
 * field, so a phone's keyboard stays open to go on typing (moving focus to the button closed it).
 */
export function PasswordField({ label, error, id, ref, 'aria-describedby': more, ...input }: PasswordFieldProps) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  const ids = useFieldIds(id, undefined, error, more);
  return (
    <div className="ui-field">
      <label htmlFor={ids.id} className="ui-label">
        {label}
      </label>
      <div className="relative">
        <input
          {...input}
          ref={ref}
          id={ids.id}
          type={visible ? 'text' : 'password'}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          className="ui-input pe-12"
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
        />
        <button
          type="button"
          className="ui-btn ui-btn--quiet absolute inset-y-0 end-0 min-h-0 px-3"
          aria-pressed={visible}
          aria-controls={ids.id}
          onMouseDown={(e) => {
            if (document.activeElement?.id === ids.id) e.preventDefault();
          }}
          onClick={() => setVisible((v) => !v)}
        >
          <EyeIcon crossed={visible} />
          <span className="sr-only">{t('auth.showPassword')}</span>
        </button>
      </div>
      <FieldMessages hintId={ids.hintId} errorId={ids.errorId} error={error} />
    </div>
  );
}

function EyeIcon(props: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true" focusable="false">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {props.crossed && <path d="m3 3 18 18" />}
    </svg>
  );
}
