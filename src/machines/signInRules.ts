/**
 * Sign-in field rules (docs/decisions.md, "Session"): the username is required, at most 100 characters and
 * without spaces or control characters; the password is required and at least 6 characters (at most 128, so
 * nobody pastes a novel). Messages are the spec's templates, by message id.
 */
export const USERNAME_MAX = 100;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

export interface SignInValues {
  username: string;
  password: string;
}

export type SignInField = keyof SignInValues;

/** A message id and its values; the view adds `name` (the field's label). */
export interface FieldProblem {
  id: 'validation.required' | 'validation.minLength' | 'validation.invalid';
  values?: { min: number };
}

export type SignInProblems = Partial<Record<SignInField, FieldProblem>>;

// eslint-disable-next-line no-control-regex -- control characters are what this rejects
const SPACE_OR_CONTROL = /[\s\u0000-\u001f\u007f]/;

export function validateSignIn(values: SignInValues): SignInProblems {
  const problems: SignInProblems = {};
  const username = values.username.trim();
  if (username === '') problems.username = { id: 'validation.required' };
  else if (username.length > USERNAME_MAX || SPACE_OR_CONTROL.test(username)) problems.username = { id: 'validation.invalid' };

  // A password is taken exactly as typed: spaces may be part of it.
  if (values.password === '') problems.password = { id: 'validation.required' };
  else if (values.password.length < PASSWORD_MIN) problems.password = { id: 'validation.minLength', values: { min: PASSWORD_MIN } };
  else if (values.password.length > PASSWORD_MAX) problems.password = { id: 'validation.invalid' };
  return problems;
}

/** Fields in screen order, so focus goes to the first one with a problem. */
export const SIGN_IN_FIELDS: readonly SignInField[] = ['username', 'password'];
