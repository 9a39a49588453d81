import { useRef, useState, type FormEvent } from 'react';
import { useT } from '../../../i18n/I18nProvider';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';
import { PasswordField } from './PasswordField';
import { problemMessage, SIGN_IN_FIELDS, validateSignIn, type SignInField, type SignInValues } from './signInValidation';

interface SignInFormProps {
  /** A sign-in is in flight: the button is disabled and busy. */
  busy: boolean;
  /** The session can take a sign-in now. */
  canSubmit: boolean;
  onSubmit: (values: SignInValues) => void;
  /** A submit the form refused (a field's problem): nothing is sent, so an earlier attempt's message goes. */
  onRefused: () => void;
  /** An element describing the first field too: it has the focus when the page opens, so a notice there is heard. */
  usernameDescribedBy?: string;
}

/**
 * The username and password form. Problems show once a field has been left after typing, or after a submit;
 * a submit with problems sends nothing and moves focus to the first field with one. Enter submits (native form).
 */
export function SignInForm(props: SignInFormProps) {
  const t = useT();
  const [values, setValues] = useState<SignInValues>({ username: '', password: '' });
  const [shown, setShown] = useState<Record<SignInField, boolean>>({ username: false, password: false });
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const problems = validateSignIn(values);
  const names: Record<SignInField, string> = { username: t('auth.username'), password: t('auth.password') };

  const errorFor = (field: SignInField) => {
    const problem = problems[field];
    return shown[field] && problem ? problemMessage(t, problem, names[field]) : undefined;
  };
  const change = (field: SignInField) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));
  const leave = (field: SignInField) => () => {
    if (values[field] !== '') setShown((s) => ({ ...s, [field]: true }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (props.busy || !props.canSubmit) return;
    const first = SIGN_IN_FIELDS.find((f) => problems[f]);
    if (first) {
      setShown({ username: true, password: true });
      (first === 'username' ? usernameRef : passwordRef).current?.focus();
      props.onRefused();
      return;
    }
    props.onSubmit({ username: values.username.trim(), password: values.password });
  };

  return (
    // `post`: should the prerendered copy of this form ever be sent by the browser itself (its head script and styles
    // blocked by a policy whose hashes are stale, Enter pressed before the app has loaded), the password goes in a
    // body, never into the address, history and server logs. The build's policy (`form-action 'none'`) stops it.
    <form method="post" noValidate onSubmit={submit} className="flex flex-col gap-4" aria-busy={props.busy || undefined}>
      <TextField
        ref={usernameRef}
        label={names.username}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        // The page exists only to take these two fields, so the cursor starts in the first.
        autoFocus
        aria-describedby={props.usernameDescribedBy}
        required
        value={values.username}
        onChange={change('username')}
        onBlur={leave('username')}
        error={errorFor('username')}
      />
      <PasswordField
        ref={passwordRef}
        label={names.password}
        name="password"
        autoComplete="current-password"
        required
        value={values.password}
        onChange={change('password')}
        onBlur={leave('password')}
        error={errorFor('password')}
      />
      <Button type="submit" busy={props.busy} disabled={!props.canSubmit} className="w-full">
        {t('auth.submit')}
      </Button>
      {/* The busy button shows the wait; a screen reader hears it here (a slow sign-in is otherwise silent). */}
      <p role="status" className="sr-only">
        {props.busy ? t('auth.signingIn') : ''}
      </p>
    </form>
  );
}
