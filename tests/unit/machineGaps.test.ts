// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { LookupOption } from '../../src/api/schemas/lookups';
import type { LeadCreated, LeadForm } from '../../src/api/schemas/leadCapture';
import { leadCaptureMachine, type SubmitLeadInput } from '../../src/machines/leadCaptureMachine';
import { lookupMachine } from '../../src/machines/lookupMachine';
import { verifyCertificateMachine, type VerifyOutcome } from '../../src/machines/verifyCertificateMachine';
import { filledInLead } from './leadSendHarness';
import { countingKeys, duplicateEmail, leadForm } from '../model/leadFixtures';
import { branding, certificate, startWithFakeChecks } from '../model/verifyFixtures';

/**
 * Behaviours a mutation audit found untested: each test below fails when the named rule is taken out of its
 * machine (see the test's name for the rule).
 */

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('verifyCertificateMachine: a refused number while a check runs', () => {
  it.each([
    ['dots', '..', 'dots'],
    ['65 characters', 'A'.repeat(65), 'tooLong'],
    ['a control character', 'AB\u0007C', 'control'],
  ] as const)('%s is refused, not sent; the running check is stopped', async (_name, number, problem) => {
    const { actor, checks } = startWithFakeChecks();
    actor.send({ type: 'certificate.submit', number: 'KVS-1' });
    expect(actor.getSnapshot().matches({ check: 'validating' })).toBe(true);

    actor.send({ type: 'certificate.submit', number });
    expect(checks.map((c) => c.number), 'nothing sent for the refused number').toEqual(['KVS-1']);
    expect(actor.getSnapshot().matches({ check: 'refused' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ problem, number: '', certificate: null, failure: null });
    expect(checks[0]!.signal.aborted, 'the old check no longer answers for the page').toBe(true);

    // The stopped check answering late changes nothing.
    checks[0]!.settle({ found: true, certificate, checkedAt: '2025-01-01T10:00:00Z' });
    await flush();
    expect(actor.getSnapshot().matches({ check: 'refused' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ problem, certificate: null, checkedAt: null });
  });
});

describe('verifyCertificateMachine: Try again forgets the failure', () => {
  it('while the new check runs and after it answers, the context holds no failure', async () => {
    const { actor, checks } = startWithFakeChecks();
    actor.send({ type: 'certificate.submit', number: 'KVS-1' });
    checks[0]!.fail({ kind: 'network' });
    await flush();
    expect(actor.getSnapshot().matches({ check: 'failed' })).toBe(true);
    expect(actor.getSnapshot().context.failure).toBe('network');

    actor.send({ type: 'certificate.retry' });
    expect(actor.getSnapshot().matches({ check: 'validating' })).toBe(true);
    expect(checks.map((c) => c.number)).toEqual(['KVS-1', 'KVS-1']);
    expect(actor.getSnapshot().context.failure).toBeNull();

    checks[1]!.settle({ found: true, certificate, checkedAt: '2025-01-01T10:00:00Z' });
    await flush();
    expect(actor.getSnapshot().matches({ check: 'valid' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ certificate, failure: null });
  });
});

describe('verifyCertificateMachine: a failed download is forgotten', () => {
  /** Every check finds a certificate with a result; each download answers the next of `downloads`. */
  function startWithDownloads(downloads: Array<string | null | Error>) {
    const asked: string[] = [];
    const machine = verifyCertificateMachine.provide({
      actors: {
        loadBranding: fromPromise(async () => branding),
        validateCertificate: fromPromise<VerifyOutcome, { number: string }>(async ({ input }) => {
          asked.push(input.number);
          return { found: true, certificate: { ...certificate, certificateNumber: input.number }, checkedAt: '2025-01-01T10:00:00Z' };
        }),
        downloadResult: fromPromise<string | null, { resultId: string }>(async () => {
          const next = downloads.shift() ?? null;
          if (next instanceof Error) throw next;
          return next;
        }),
      },
    });
    return { actor: createActor(machine).start(), asked };
  }

  async function afterAFailedDownload(downloads: Array<string | null | Error>) {
    const ctx = startWithDownloads([new Error('gone'), ...downloads]);
    ctx.actor.send({ type: 'certificate.submit', number: 'KVS-1' });
    await waitFor(ctx.actor, (s) => s.matches({ check: { valid: 'ready' } }));
    ctx.actor.send({ type: 'result.download' });
    await waitFor(ctx.actor, (s) => s.context.downloadFailed);
    expect(ctx.actor.getSnapshot().matches({ check: { valid: 'ready' } })).toBe(true);
    return ctx;
  }

  it('when another number is checked (storeNumber)', async () => {
    const { actor, asked } = await afterAFailedDownload([]);
    actor.send({ type: 'certificate.submit', number: 'KVS-2' });
    expect(actor.getSnapshot().matches({ check: 'validating' })).toBe(true);
    expect(actor.getSnapshot().context.downloadFailed, 'at once, while the new number is checked').toBe(false);
    await waitFor(actor, (s) => s.matches({ check: { valid: 'ready' } }));
    expect(asked).toEqual(['KVS-1', 'KVS-2']);
    expect(actor.getSnapshot().context).toMatchObject({ number: 'KVS-2', downloadFailed: false });
  });

  it('when the same number is asked again (`again`)', async () => {
    const { actor } = await afterAFailedDownload([]);
    actor.send({ type: 'certificate.submit', number: 'KVS-1', again: true });
    expect(actor.getSnapshot().context.downloadFailed).toBe(false);
    await waitFor(actor, (s) => s.matches({ check: { valid: 'ready' } }));
    expect(actor.getSnapshot().context.downloadFailed).toBe(false);
  });

  it('when the download is tried again, and stays forgotten once it works (clearDownloadFailed)', async () => {
    const { actor } = await afterAFailedDownload([null]);
    actor.send({ type: 'result.download' });
    expect(actor.getSnapshot().matches({ check: { valid: 'downloading' } })).toBe(true);
    expect(actor.getSnapshot().context.downloadFailed, 'no failure shown while it is tried again').toBe(false);
    await waitFor(actor, (s) => s.matches({ check: { valid: 'ready' } }));
    expect(actor.getSnapshot().context).toMatchObject({ downloadFailed: false, resultLink: null });
  });
});

describe('lookupMachine: a new key', () => {
  it("empties the old key's options at once, before its own list arrives (clearOptions)", async () => {
    const pending = new Map<string, (options: LookupOption[]) => void>();
    const actor = createActor(
      lookupMachine.provide({
        actors: {
          fetchOptions: fromPromise<LookupOption[], { key: string }>(
            ({ input }) => new Promise((resolve) => pending.set(input.key, resolve)),
          ),
        },
      }),
    ).start();
    actor.send({ type: 'lookup.load', key: 'IN-MH' });
    pending.get('IN-MH')!([{ id: 'in-mh-pune', name: 'Pune' }]);
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(actor.getSnapshot().context.options).toEqual([{ id: 'in-mh-pune', name: 'Pune' }]);

    actor.send({ type: 'lookup.load', key: 'IN-KA' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context, "Pune is not offered while Karnataka's cities load").toEqual({ key: 'IN-KA', options: [] });

    pending.get('IN-KA')!([{ id: 'in-ka-mysuru', name: 'Mysuru' }]);
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(actor.getSnapshot().context.options).toEqual([{ id: 'in-ka-mysuru', name: 'Mysuru' }]);
  });

  it('an empty key (the state chosen again as none) empties the list and asks for nothing (clearOptions)', async () => {
    const asked: string[] = [];
    const actor = createActor(
      lookupMachine.provide({
        actors: {
          fetchOptions: fromPromise<LookupOption[], { key: string }>(async ({ input }) => {
            asked.push(input.key);
            return [{ id: 'in-ka-mysuru', name: 'Mysuru' }];
          }),
        },
      }),
    ).start();
    actor.send({ type: 'lookup.load', key: 'IN-KA' });
    await waitFor(actor, (s) => s.matches('loaded'));

    actor.send({ type: 'lookup.load', key: '' });
    // The city select is disabled then, but it would still list Karnataka's cities, and a draft could keep one.
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({ key: '', options: [] });
    expect(asked).toEqual(['IN-KA']);
  });
});

describe('leadCaptureMachine: errors shown on blur', () => {
  async function editing() {
    const actor = createActor(
      leadCaptureMachine.provide({
        actors: {
          loadForm: fromPromise<LeadForm, { formId: string }>(async () => leadForm),
          submitLead: fromPromise<LeadCreated, SubmitLeadInput>(() => new Promise(() => {})),
        },
      }),
      { input: { formId: 'sunrise', source: {}, newKey: countingKeys() } },
    ).start();
    await waitFor(actor, (s) => s.matches('editing'));
    return actor;
  }

  it('before any submit, an error shown on blur clears as the fix is typed (`field in errors`)', async () => {
    const actor = await editing();
    actor.send({ type: 'lead.change', field: 'name', value: 'A' });
    expect(actor.getSnapshot().context.errors, 'typing alone shows nothing before a submit').toEqual({});
    actor.send({ type: 'lead.blur', field: 'name' });
    expect(actor.getSnapshot().context).toMatchObject({ validateLive: false, errors: { name: { id: 'validation.minLength', min: 2 } } });

    actor.send({ type: 'lead.change', field: 'name', value: 'As' });
    expect(actor.getSnapshot().context.errors.name, 'gone at once, without another blur').toBeUndefined();
    // Once fixed, the name is back to being checked when left: spoiling it shows nothing until the next blur.
    actor.send({ type: 'lead.change', field: 'name', value: 'A1' });
    expect(actor.getSnapshot().context.errors.name).toBeUndefined();
    actor.send({ type: 'lead.blur', field: 'name' });
    expect(actor.getSnapshot().context.errors.name).toEqual({ id: 'validation.invalid' });
    // Other fields, never blurred, are still not checked while typed.
    actor.send({ type: 'lead.change', field: 'email', value: 'asha@' });
    expect(actor.getSnapshot().context.errors.email).toBeUndefined();
  });

  it("after a 422, leaving the refused field keeps the server's words, in failed and once editing again", async () => {
    const { actor, sent, settle } = await filledInLead();
    actor.send({ type: 'lead.submit' });
    settle[0]!.reject(duplicateEmail);
    await waitFor(actor, (s) => s.matches('failed'));
    const refused = { email: { server: 'An enquiry with this email address already exists' } };
    expect(actor.getSnapshot().context.errors).toEqual(refused);

    // Focus is in the email; tabbing away must not hide why it was refused.
    actor.send({ type: 'lead.blur', field: 'email' });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.errors).toEqual(refused);
    expect(actor.getSnapshot().context.failure, 'the failure summary stays').toEqual({ id: 'lead.failure.invalid', detail: null });

    // Editing another field, then leaving the email again: still the server's words.
    actor.send({ type: 'lead.change', field: 'message', value: 'Evening batch, please' });
    actor.send({ type: 'lead.blur', field: 'email' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual(refused);

    // A changed email is the form's to judge again, on typing and on leaving.
    actor.send({ type: 'lead.change', field: 'email', value: 'asha@' });
    expect(actor.getSnapshot().context.errors.email).toEqual({ id: 'validation.invalid' });
    actor.send({ type: 'lead.change', field: 'email', value: 'asha.rao@example.in' });
    actor.send({ type: 'lead.blur', field: 'email' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    expect(sent).toHaveLength(1);
  });
});

describe('leadCaptureMachine: sending again', () => {
  it('forgets the last failure while the new send runs, and keeps the same key for the same values', async () => {
    const { actor, sent, settle } = await filledInLead();
    actor.send({ type: 'lead.submit' });
    settle[0]!.reject(new Error('boom'));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure).toEqual({ id: 'lead.failure.server', detail: null });

    // The alert of the last failure must not stand beside "Sending…" as if this send had failed too.
    actor.send({ type: 'lead.submit' });
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    expect(actor.getSnapshot().context.failure).toBeNull();
    expect(sent.map((s) => s.idempotencyKey)).toEqual(['key-1', 'key-1']);
  });
});
