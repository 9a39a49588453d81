import { assign, emit } from 'xstate';
import { setup } from './setup';
import { SIGN_IN_FIELDS, validateSignIn, type SignInField, type SignInValues } from './signInRules';

/**
 * The sign-in form (src/views/pages/auth/SignInForm.tsx): what is typed, which fields show their problem, and what
 * a submit does. A problem shows once its field has been left with something typed, or after a submit; a submit
 * with problems sends nothing, shows every problem and asks for focus on the first (`refused` is emitted, so the
 * page drops an earlier attempt's message); a clean one emits `submit` with the username trimmed and the password
 * exactly as typed. Signing in itself is the session's (sessionMachine.ts), which the page hands the values to.
 */
export interface SignInFormContext {
  values: SignInValues;
  shown: Record<SignInField, boolean>;
  /** Where the view moves focus; `seq` changes on every request so focusing the same field twice works. */
  focus: { target: SignInField; seq: number } | null;
}

export type SignInFormEvent =
  | { type: 'signIn.change'; field: SignInField; value: string }
  | { type: 'signIn.blur'; field: SignInField }
  | { type: 'signIn.submit' };

export type SignInFormEmitted = { type: 'submit'; values: SignInValues } | { type: 'refused' };

function firstProblem(values: SignInValues): SignInField | null {
  const problems = validateSignIn(values);
  return SIGN_IN_FIELDS.find((field) => problems[field]) ?? null;
}

export const signInFormMachine = setup({
  types: {
    context: {} as SignInFormContext,
    events: {} as SignInFormEvent,
    emitted: {} as SignInFormEmitted,
  },
  actions: {
    assignValue: assign(({ context, event }) =>
      event.type === 'signIn.change' ? { values: { ...context.values, [event.field]: event.value } } : {},
    ),
    showField: assign(({ context, event }) => (event.type === 'signIn.blur' ? { shown: { ...context.shown, [event.field]: true } } : {})),
    showAllAndFocusFirst: assign(({ context }) => ({
      shown: { username: true, password: true },
      focus: { target: firstProblem(context.values) ?? 'username', seq: (context.focus?.seq ?? 0) + 1 },
    })),
    emitRefused: emit({ type: 'refused' }),
    emitSubmit: emit(({ context }) => ({
      type: 'submit' as const,
      values: { username: context.values.username.trim(), password: context.values.password },
    })),
  },
  guards: {
    // Tabbing through an empty field is not a mistake yet.
    leftFilled: ({ context, event }) => event.type === 'signIn.blur' && context.values[event.field] !== '',
    hasProblem: ({ context }) => firstProblem(context.values) !== null,
  },
}).createMachine({
  id: 'signInForm',
  context: { values: { username: '', password: '' }, shown: { username: false, password: false }, focus: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'signIn.change': { actions: 'assignValue' },
        'signIn.blur': { guard: 'leftFilled', actions: 'showField' },
        'signIn.submit': [{ guard: 'hasProblem', actions: ['showAllAndFocusFirst', 'emitRefused'] }, { actions: 'emitSubmit' }],
      },
    },
  },
});
