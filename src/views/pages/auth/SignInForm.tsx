import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useLayoutEffect, useRef, type FocusEvent, type FormEvent } from 'react';
import { inspect } from '../../../devtools/inspector';
import { useT } from '../../../i18n/I18nProvider';
import { signInFormMachine } from '../../../machines/signInFormMachine';
import { validateSignIn, type SignInField, type SignInValues } from '../../../machines/signInRules';
import { Button } from '../../components/ui/Button';
import { leaveField } from '../../components/ui/submitPress';
import { TextField } from '../../components/ui/TextField';
import { useFocusOrSay } from '../../components/ui/useFocusOrSay';
import { PasswordField } from './PasswordField';
import { problemMessage } from './problemMessage';
import { keepUsernameIfReloadingForUpdate } from './usernameAcrossReload';

interface SignInFormProps {
  /** A sign-in is in flight: the button is disabled and busy. */
  busy: boolean;
  /** The session can take a sign-in now. */
  canSubmit: boolean;
  onSubmit: (values: SignInValues) => void;
  /** A submit the form refused (a field's problem): nothing is sent, so an earlier attempt's message goes. */
  onRefused: () => void;
  /**
   * An element describing the field that has the focus when the page opens (the username, or the password when
   * the username is given), so a notice there is heard.
   */
  firstFieldDescribedBy?: string;
  /** A username to start with (kept across a reload for a new version of the app): the password is asked for. */
  initialUsername?: string;
}

/**
 * The username and password form; its behaviour is signInFormMachine's (when a problem shows, what a submit does,
 * where focus goes). Enter submits (native form). The inputs are uncontrolled, each change sent to the machine:
 * the prerendered copy's values are handed over (src/views/root/prerenderedInput.ts) in React's first commit,
 * before `useSelector` has subscribed, and a controlled input was then set back to the machine's old value by
 * React, the caret jumping to the end (tests/e2e/prerender.spec.ts). Nothing but typing ever changes them.
 */
export function SignInForm(props: SignInFormProps) {
  const t = useT();
  const actor = useActorRef(signInFormMachine, { inspect });
  const values = useSelector(actor, (s) => s.context.values);
  const shown = useSelector(actor, (s) => s.context.shown);
  const focus = useSelector(actor, (s) => s.context.focus);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const problems = validateSignIn(values);
  const names: Record<SignInField, string> = { username: t('auth.username'), password: t('auth.password') };

  const { onSubmit, onRefused, initialUsername } = props;
  // Before the handlers below can be asked to submit: a submit reads the machine's values.
  useLayoutEffect(() => {
    if (initialUsername) actor.send({ type: 'signIn.change', field: 'username', value: initialUsername });
  }, [actor, initialUsername]);
  // A layout effect: a Sign in pressed on the prerendered copy is sent again right after React's first commit,
  // which may come before passive effects have run, and an emitted event nobody listens to is lost.
  useLayoutEffect(() => {
    const submit = actor.on('submit', (event) => onSubmit(event.values));
    const refused = actor.on('refused', onRefused);
    return () => {
      submit.unsubscribe();
      refused.unsubscribe();
    };
  }, [actor, onSubmit, onRefused]);
  // The guard may reload the page for a new version of the app (the session's code or a language gone with a
  // deploy): the username goes across (usernameAcrossReload.ts).
  useEffect(() => {
    const onPageHide = () => keepUsernameIfReloadingForUpdate(usernameRef.current?.value.trim() ?? '');
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, []);
  // The machine asks for focus (the first field with a problem); the DOM lives here.
  const said = useFocusOrSay(focus, () => (focus?.target === 'username' ? usernameRef : passwordRef).current);

  const errorFor = (field: SignInField) => {
    const problem = problems[field];
    return shown[field] && problem ? problemMessage(t, problem, names[field]) : undefined;
  };
  const change = (field: SignInField) => (e: { target: { value: string } }) => actor.send({ type: 'signIn.change', field, value: e.target.value });
  // Leaving a field for a press on Sign in shows nothing yet, for another press once it is over (submitPress.ts).
  const leave = (field: SignInField) => (event: FocusEvent) => leaveField(event.target, () => actor.send({ type: 'signIn.blur', field }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Whether the session can take a sign-in now is the session's; the form's rules are the machine's.
    if (props.busy || !props.canSubmit) return;
    // A value some browsers and password managers fill in without an input event is read from the field itself:
    // the machine would call a field that visibly holds it empty.
    for (const [field, ref] of [['username', usernameRef], ['password', passwordRef]] as const) {
      const value = ref.current?.value ?? '';
      if (value === actor.getSnapshot().context.values[field]) continue;
      actor.send({ type: 'signIn.change', field, value });
      // React, too: it still holds the value from before the fill, and would not report the field cleared back to it.
      ref.current!.value = value;
    }
    actor.send({ type: 'signIn.submit' });
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
        // The page exists only to take these two fields, so the cursor starts in the first one still empty.
        autoFocus={!initialUsername}
        aria-describedby={initialUsername ? undefined : props.firstFieldDescribedBy}
        required
        defaultValue={initialUsername ?? ''}
        onChange={change('username')}
        onBlur={leave('username')}
        error={errorFor('username')}
      />
      <PasswordField
        ref={passwordRef}
        label={names.password}
        name="password"
        autoComplete="current-password"
        autoFocus={!!initialUsername}
        aria-describedby={initialUsername ? props.firstFieldDescribedBy : undefined}
        required
        defaultValue=""
        onChange={change('password')}
        onBlur={leave('password')}
        error={errorFor('password')}
      />
      <Button type="submit" busy={props.busy} disabled={!props.canSubmit} className="w-full">
        {t('auth.submit')}
      </Button>
      {/* The busy button shows the wait; a screen reader hears it here (a slow sign-in is otherwise silent), and the
          problem an Enter in the field with it showed (useFocusOrSay). */}
      <p role="status" className="sr-only">
        {props.busy ? t('auth.signingIn') : said}
      </p>
    </form>
  );
}
