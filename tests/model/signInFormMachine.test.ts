import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { createActor, type EventObject } from 'xstate';
import { signInFormMachine, type SignInFormEmitted, type SignInFormEvent } from '../../src/machines/signInFormMachine';
import { formatCoverage, measureCoverage, serializeByEdge } from './graphCoverage';

// Each value the rules tell apart: empty, refused (a space in a username, a short password) and fine.
const events: SignInFormEvent[] = [
  { type: 'signIn.change', field: 'username', value: '' },
  { type: 'signIn.change', field: 'username', value: 'a b' },
  { type: 'signIn.change', field: 'username', value: 'admin' },
  { type: 'signIn.change', field: 'password', value: '' },
  { type: 'signIn.change', field: 'password', value: '12' },
  { type: 'signIn.change', field: 'password', value: 'admin@123' },
  { type: 'signIn.blur', field: 'username' },
  { type: 'signIn.blur', field: 'password' },
  { type: 'signIn.submit' },
];

// Keyed on the edge plus what the guards read: the values and which problems show.
const serializeState = serializeByEdge((s) => [s.context.values, s.context.shown]);

describe('signInFormMachine graph', () => {
  it('reaches every state and takes every transition', () => {
    const paths = getShortestPaths(signInFormMachine, { events: events as EventObject[] as never, serializeState: serializeState as never });
    const coverage = measureCoverage(signInFormMachine, paths);
    console.log(formatCoverage(coverage));
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.edges.missing).toEqual([]);
  });

  // The rules on each path's end: a submit is refused exactly when a field has a problem, and then every
  // problem shows and focus goes to the first field that has one.
  it('on every path, a submit either sends the trimmed values or shows every problem and asks for the first field', () => {
    const paths = getShortestPaths(signInFormMachine, { events: events as EventObject[] as never, serializeState: serializeState as never });
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths) {
      const actor = createActor(signInFormMachine).start();
      const emitted: SignInFormEmitted[] = [];
      actor.on('*', (event) => emitted.push(event));
      for (const step of path.steps.slice(1)) actor.send(step.event as SignInFormEvent);
      const before = actor.getSnapshot().context;
      actor.send({ type: 'signIn.submit' });
      const after = actor.getSnapshot().context;
      const last = emitted.at(-1);
      const usernameOk = before.values.username.trim() !== '' && !/\s/.test(before.values.username.trim());
      const passwordOk = before.values.password.length >= 6;
      if (usernameOk && passwordOk) {
        expect(last).toEqual({ type: 'submit', values: { username: before.values.username.trim(), password: before.values.password } });
      } else {
        expect(last).toEqual({ type: 'refused' });
        expect(after.shown).toEqual({ username: true, password: true });
        expect(after.focus?.target).toBe(usernameOk ? 'password' : 'username');
        expect(after.focus?.seq).toBe((before.focus?.seq ?? 0) + 1);
      }
      actor.stop();
    }
  });
});

describe('signInFormMachine', () => {
  it('shows a problem only once its field is left with something typed', () => {
    const actor = createActor(signInFormMachine).start();
    actor.send({ type: 'signIn.blur', field: 'username' });
    expect(actor.getSnapshot().context.shown.username).toBe(false);
    actor.send({ type: 'signIn.change', field: 'username', value: 'a b' });
    expect(actor.getSnapshot().context.shown.username).toBe(false);
    actor.send({ type: 'signIn.blur', field: 'username' });
    expect(actor.getSnapshot().context.shown).toEqual({ username: true, password: false });
  });

  it('keeps spaces in a password and trims the username it sends', () => {
    const actor = createActor(signInFormMachine).start();
    const emitted: SignInFormEmitted[] = [];
    actor.on('submit', (event) => emitted.push(event));
    actor.send({ type: 'signIn.change', field: 'username', value: '  admin ' });
    actor.send({ type: 'signIn.change', field: 'password', value: ' pass word ' });
    actor.send({ type: 'signIn.submit' });
    expect(emitted).toEqual([{ type: 'submit', values: { username: 'admin', password: ' pass word ' } }]);
  });
});
