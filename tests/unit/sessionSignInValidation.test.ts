// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN, validateSignIn } from '../../src/machines/signInRules';
import { problemMessage } from '../../src/views/pages/auth/problemMessage';

const en: Record<string, string> = {
  'validation.required': '{name} is required',
  'validation.minLength': '{name} minimum length is {min}',
  'validation.invalid': '{name} is not valid',
  'validation.requiredField': 'Required field',
  'validation.fieldInvalid': 'Field is not valid',
};
const t = (id: string, values: Record<string, string | number> = {}) => en[id]!.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k]));

describe('sign-in field rules', () => {
  it('accepts a username and a password of the minimum length', () => {
    expect(validateSignIn({ username: 'admin', password: 'x'.repeat(PASSWORD_MIN) })).toEqual({});
    expect(validateSignIn({ username: '  admin  ', password: 'pass word' })).toEqual({});
  });

  it.each([
    [{ username: '', password: '' }, 'Username is required', 'Password is required'],
    [{ username: '   ', password: '12345' }, 'Username is required', 'Password minimum length is 6'],
    [{ username: 'ad min', password: 'x'.repeat(129) }, 'Username is not valid', 'Password is not valid'],
    [{ username: 'a'.repeat(101), password: 'secret1' }, 'Username is not valid', undefined],
    [{ username: 'admin\u0000', password: 'secret1' }, 'Username is not valid', undefined],
    // DEL is a control character too, outside the C0 range \s does not cover.
    [{ username: 'ad\u007fmin', password: 'secret1' }, 'Username is not valid', undefined],
    [{ username: 'ad\u001fmin', password: 'secret1' }, 'Username is not valid', undefined],
  ])('%j reads "%s" / "%s" in the spec templates', (values, username, password) => {
    const problems = validateSignIn(values);
    expect(problems.username && problemMessage(t, problems.username, 'Username')).toBe(username);
    expect(problems.password && problemMessage(t, problems.password, 'Password')).toBe(password);
  });

  it('uses the short templates for a control without a name', () => {
    expect(problemMessage(t, { id: 'validation.required' }, null)).toBe('Required field');
    expect(problemMessage(t, { id: 'validation.invalid' }, null)).toBe('Field is not valid');
  });
});
