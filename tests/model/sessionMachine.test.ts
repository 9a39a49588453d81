import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../../src/api/errors';
import type { User } from '../../src/api/schemas/user';
import { sessionMachine } from '../../src/machines/sessionMachine';
import type { SessionEvent } from '../../src/machines/sessionTypes';
import { formatCoverage, measureCoverage, type PathLike } from './graphCoverage';

/** Every state and every transition of sessionMachine is reachable; server answers and timers are events. */
const ananya: User = { id: 'u1', username: 'admin', name: 'Ananya Iyer', email: 'a@x.in', role: 'administrator', token: 'tok-a' };
const rohit: User = { id: 'u2', username: 'staff', name: 'Rohit Deshpande', email: 'r@x.in', role: 'staff', token: 'tok-r' };
const unauthorized = new ApiError('http', 'Unauthorized', 401);
const serverDown = new ApiError('network', 'Failed to fetch');

const events = [
  { type: 'xstate.done.actor.readStoredUser', output: ananya },
  { type: 'xstate.done.actor.readStoredUser', output: null },
  { type: 'xstate.error.actor.readStoredUser', error: new Error('SecurityError') },
  { type: 'xstate.done.actor.loadMe', output: ananya },
  { type: 'xstate.error.actor.loadMe', error: unauthorized },
  { type: 'xstate.error.actor.loadMe', error: serverDown },
  { type: 'xstate.done.actor.logIn', output: ananya },
  { type: 'xstate.error.actor.logIn', error: unauthorized },
  { type: 'xstate.error.actor.logIn', error: serverDown },
  { type: 'xstate.done.actor.logOut', output: null },
  { type: 'xstate.error.actor.logOut', error: serverDown },
  { type: 'xstate.after.logoutTimeout.session.signingOut' },
  { type: 'session.login', username: 'admin', password: 'admin@123' },
  { type: 'session.logout' },
  { type: 'session.dismissError' },
  { type: 'session.unauthorized', token: 'tok-a' },
  { type: 'session.unauthorized', token: 'tok-old' },
  { type: 'session.loginRequired' },
  { type: 'session.storageChanged', user: rohit },
  { type: 'session.storageChanged', user: null },
] as unknown as SessionEvent[];

// Keyed on value, context, the incoming event and the state it came from, so each edge into a state is its own
// node (edge coverage); otherwise an ignored event could stand in for the real edge with the same name.
const serializeState = (state: AnyMachineSnapshot, event: { type: string } | undefined, previous?: AnyMachineSnapshot) =>
  JSON.stringify([state.value, state.context, event ? JSON.stringify(event) : null, previous?.value ?? null]);
// Only events that do something in the state: keeps the graph small and every step meaningful.
const enabled = (state: AnyMachineSnapshot) => events.filter((event) => state.can(event as never));

describe('sessionMachine graph', () => {
  it('covers every state and edge', () => {
    const paths = getShortestPaths(sessionMachine, { events: enabled as never, serializeState: serializeState as never }) as unknown as PathLike[];
    const coverage = measureCoverage(sessionMachine, paths);
    console.log(formatCoverage(coverage));
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.edges.missing).toEqual([]);
    expect(coverage.states.total).toBe(9);
  });

  it('reaches signed in only through a loaded or adopted user, and never keeps a user once signed out', () => {
    const paths = getShortestPaths(sessionMachine, { events: enabled as never, serializeState: serializeState as never });
    for (const path of paths) {
      for (const step of path.steps) {
        const s = step.state;
        if (s.hasTag('signedOut')) expect(s.context.user).toBeNull();
        if (s.matches('signedIn')) expect(s.context.user).not.toBeNull();
      }
    }
  });
});
