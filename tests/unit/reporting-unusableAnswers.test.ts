import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, setup } from 'xstate';
import { login } from '../../src/api/account';
import { initiateVerification, validateCertificate } from '../../src/api/certificate';
import { ApiError } from '../../src/api/errors';
import { createServices } from '../../src/createServices';
import { reportActorBugs } from '../../src/reporting/actorBugs';
import { reporter } from '../../src/reporting/reporter';
import { startSentry } from '../../src/reporting/sentryClient';
import { eventually } from '../eventually';
import { production } from './reporting-fixtures';

/**
 * An answer the app cannot use is a fault on our side of the contract, reported so the team hears of it (Session 19,
 * contractDrift.ts). The request layer reports the answers its schema refuses; these are the ones an API module refuses
 * after it (a record for another certificate, a sign-in success without the user), which a visitor also sees as
 * "try again" for ever. Wired as in the running app: the request layer (createServices), the one reporter, actors
 * inspected by reportActorBugs, the real Sentry client over a replaced SDK.
 */
const sentry = await vi.hoisted(async () => (await import('./sentryStub')).fakeSentrySdk());
vi.mock('@sentry/react', () => sentry);

beforeEach(() => {
  // A page load: a client of its own, as the app starts one per page.
  reporter.expect();
  reporter.attach(startSentry(production));
  vi.spyOn(console, 'error').mockImplementation(() => {});
  sentry.captureException.mockClear();
  sentry.captureMessage.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

function answering(body: unknown, status = 200) {
  vi.stubGlobal('fetch', vi.fn(async () => Response.json(body, { status })));
  return createServices(production).http;
}

/** A machine like ours: an invoked request whose onError shows a "try again" state, whatever failed. */
async function failInActor(work: () => Promise<unknown>) {
  const machine = setup({ actors: { work: fromPromise(work) } }).createMachine({
    initial: 'busy',
    states: { busy: { invoke: { src: 'work', onError: 'failed' } }, failed: {} },
  });
  const actor = createActor(machine, { inspect: reportActorBugs(reporter) }).start();
  await eventually(() => expect(actor.getSnapshot().value).toBe('failed'));
}

const record = (certificateNumber: string) => ({
  certificateNumber,
  studentName: 'Priya Sharma',
  courseName: 'B.Sc.',
  instituteName: 'KVS',
  instituteAddress: 'Bengaluru',
  type: 'Auto',
});

const reported = () => sentry.captureException.mock.calls.map(([error]) => error as Error);

describe('an answer an API module could not use is reported', () => {
  it('a record for another certificate than the one asked', async () => {
    const http = answering({ success: true, data: record('KVS-BLR-2025-0119') });
    await failInActor(() => validateCertificate(http, 'KVS-BLR-2025-0118'));
    expect(reported()).toEqual([expect.objectContaining({ name: 'ApiError', message: 'The answer is about another certificate' })]);
    expect(sentry.captureException).toHaveBeenCalledWith(expect.any(ApiError), { level: 'error', tags: { mechanism: 'xstate.actor' } });
  });

  it('a sign-in answered with success and no user, without the password', async () => {
    const http = answering({ success: true, data: null });
    await failInActor(() => login(http, { username: 'admin', password: 'hunter2-secret' }));
    expect(reported()).toEqual([expect.objectContaining({ message: 'A success without data' })]);
    expect(JSON.stringify(sentry.captureException.mock.calls)).not.toContain('hunter2-secret');
  });

  it('once per page load, however often the visitor tries again', async () => {
    const http = answering({ success: true, data: record('KVS-BLR-2025-0119') });
    await failInActor(() => validateCertificate(http, 'KVS-BLR-2025-0118'));
    await failInActor(() => validateCertificate(http, 'KVS-BLR-2025-0118'));
    expect(sentry.captureException).toHaveBeenCalledTimes(1);
  });
});

describe('what stays as it was', () => {
  it("an answer the request layer's schema refused is reported once, for its endpoint, not again as an exception", async () => {
    const http = answering({ success: true, data: { studentName: 'Priya Sharma' } });
    await failInActor(() => validateCertificate(http, 'KVS-BLR-2025-0118'));
    expect(sentry.captureMessage).toHaveBeenCalledTimes(1);
    expect(sentry.captureMessage).toHaveBeenCalledWith('Unreadable API answer: GET /api/certificate/validate-certificate/{id}', expect.anything());
    expect(sentry.captureException).not.toHaveBeenCalled();
  });

  it.each([
    ['the network', new ApiError('network', 'Failed to fetch')],
    ['a server error', new ApiError('http', 'Database is down', 503)],
    ["the server's refusal, in its own words", new ApiError('http', 'No account for priya@example.edu', 401, {}, 'refusal')],
    ['a timeout', new ApiError('timeout', 'No answer within 30000 ms')],
  ])('a request that failed (%s) is left to the page: an outage is not a fault, and its words are the server’s', async (_name, error) => {
    await failInActor(() => Promise.reject(error));
    expect(sentry.captureException).not.toHaveBeenCalled();
  });

  it("a host the API has no branding for (its success:false) is its answer, not a fault: every visit there would be an event", async () => {
    const http = answering({ success: false, data: null, message: 'No institute for this host' });
    await failInActor(() => initiateVerification(http, 'preview.example.edu'));
    expect(sentry.captureException).not.toHaveBeenCalled();
  });

  it('a bug in an actor is reported', async () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'logoUrl')");
    await failInActor(() => Promise.reject(bug));
    expect(reported()).toEqual([bug]);
  });
});
