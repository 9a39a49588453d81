// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { signInFormMachine, type SignInFormEmitted } from '../../../src/machines/signInFormMachine';
import { SIGN_IN_FIELDS, validateSignIn, type SignInField, type SignInValues } from '../../../src/machines/signInRules';
import { propertyOptions, Reached, steps, watchErrors } from './fakeActors';

/**
 * Adversarial event orders on the sign-in form: typing, leaving fields and pressing Sign in in any order and any
 * number of times. After every step: a press either sends exactly once (the username trimmed, the password exactly
 * as typed) or refuses exactly once, never both and never a send of values the rules refuse; a refusal shows every
 * problem and asks for focus on the first field that has one (a new request each time); a shown problem never hides
 * again; the form always takes more typing.
 *
 * Mutants seen failing (each reverted): `hasProblem` always false (refused values sent), `emitSubmit` not trimming
 * the username, the password trimmed, `showAllAndFocusFirst` not bumping `seq` (a second refusal would not move
 * focus), focus always to the username, `leftFilled` always true (a problem shown for tabbing through an empty field).
 */

// Each kind of value the rules tell apart: empty, spaces only, refused (a space inside, a control character, too
// long, too short) and fine, with spaces around a username (trimmed) and inside a password (kept).
const USERNAMES = ['', '   ', 'admin', '  admin ', 'a b', 'ad\u0007min', 'a'.repeat(101)];
const PASSWORDS = ['', '12', ' pass word ', 'admin@123', 'p'.repeat(129), '      '];

type Step = { do: 'change'; field: SignInField; value: string } | { do: 'blur'; field: SignInField } | { do: 'submit' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ do: fc.constant('change' as const), field: fc.constant('username' as const), value: fc.constantFrom(...USERNAMES) }),
  fc.record({ do: fc.constant('change' as const), field: fc.constant('password' as const), value: fc.constantFrom(...PASSWORDS) }),
  fc.record({ do: fc.constant('blur' as const), field: fc.constantFrom(...SIGN_IN_FIELDS) }),
  fc.constant({ do: 'submit' as const }),
);

function run(commands: Step[], reached: Reached) {
  const actor = createActor(signInFormMachine);
  const errors = watchErrors(actor);
  const emitted: SignInFormEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const typed: SignInValues = { username: '', password: '' };
  const shouldShow: Record<SignInField, boolean> = { username: false, password: false };

  for (const command of commands) {
    const before = actor.getSnapshot().context;
    const emittedBefore = emitted.length;
    if (command.do === 'change') {
      actor.send({ type: 'signIn.change', field: command.field, value: command.value });
      typed[command.field] = command.value;
    } else if (command.do === 'blur') {
      actor.send({ type: 'signIn.blur', field: command.field });
      // A problem shows once its field is left with something typed (tabbing through an empty one is no mistake).
      if (typed[command.field] !== '') shouldShow[command.field] = true;
    } else {
      actor.send({ type: 'signIn.submit' });
    }

    const s = actor.getSnapshot();
    expect(errors).toEqual([]);
    expect(s.status).toBe('active');
    expect(s.context.values).toEqual(typed);
    expect(s.can({ type: 'signIn.change', field: 'username', value: 'x' })).toBe(true);
    const fresh = emitted.slice(emittedBefore);
    if (command.do !== 'submit') {
      expect(fresh).toEqual([]);
    } else {
      const problems = validateSignIn(typed);
      const first = SIGN_IN_FIELDS.find((field) => problems[field]);
      if (first === undefined) {
        expect(fresh).toEqual([{ type: 'submit', values: { username: typed.username.trim(), password: typed.password } }]);
        expect(s.context.focus).toEqual(before.focus);
        reached.note('sent');
      } else {
        expect(fresh).toEqual([{ type: 'refused' }]);
        shouldShow.username = true;
        shouldShow.password = true;
        expect(s.context.focus).toEqual({ target: first, seq: (before.focus?.seq ?? 0) + 1 });
        reached.note(`refused at ${first}`);
      }
    }
    // Once shown, a field's problem stays shown (it follows the value from then on).
    expect(s.context.shown).toEqual(shouldShow);
  }
  actor.stop();
}

describe('signInFormMachine under adversarial event orders', () => {
  it('sends or refuses exactly once per press, never sends refused values, and shows problems only once earned', () => {
    const reached = new Reached();
    fc.assert(
      fc.property(steps(step, 30), (commands) => run(commands, reached)),
      propertyOptions(),
    );
    expect(reached.missing(['sent', 'refused at username', 'refused at password'])).toEqual([]);
  });
});
