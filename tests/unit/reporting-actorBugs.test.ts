// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, setup } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { reportActorBugs } from '../../src/reporting/actorBugs';
import { eventually } from '../eventually';

/** A machine like ours: an invoked request whose onError shows a "try again" state, whatever failed. */
function checkMachine(fails: () => Promise<never>) {
  return setup({ actors: { check: fromPromise(fails) } }).createMachine({
    initial: 'checking',
    states: {
      checking: { invoke: { src: 'check', onError: 'failed' } },
      failed: {},
    },
  });
}

async function failWith(error: unknown) {
  const target = { captureException: vi.fn() };
  const actor = createActor(
    checkMachine(() => Promise.reject(error)),
    { inspect: reportActorBugs(target) },
  ).start();
  await eventually(() => expect(actor.getSnapshot().value).toBe('failed'));
  return target.captureException;
}

describe('reportActorBugs', () => {
  it('reports an actor that failed with a bug, once, while the machine still shows its failure state', async () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'logoUrl')");
    const capture = await failWith(bug);
    expect(capture).toHaveBeenCalledTimes(1);
    expect(capture).toHaveBeenCalledWith(bug, { mechanism: 'xstate.actor' });
  });

  // Which failures become events is the lazily loaded client's decision (contractDrift.ts, failureKind;
  // tests/unit/reporting-unusableAnswers.test.ts), not this start-up code's: it hands over every one.
  it.each([
    ['the network', new ApiError('network', 'Failed to fetch')],
    ['a server error', new ApiError('http', 'Down', 503)],
    ['an unreadable answer', new ApiError('schema', 'Unreadable', 200)],
  ])('hands a request that failed (%s) to the reporter as well, which decides', async (_name, error) => {
    const capture = await failWith(error);
    expect(capture).toHaveBeenCalledTimes(1);
    expect(capture).toHaveBeenCalledWith(error, { mechanism: 'xstate.actor' });
  });

  it('reports an actor the view forgot to provide', async () => {
    const capture = await failWith(new Error('check not provided'));
    expect(capture).toHaveBeenCalledWith(expect.objectContaining({ message: 'check not provided' }), { mechanism: 'xstate.actor' });
  });
});
