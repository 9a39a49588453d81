// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../src/api/errors';
import type { Branding } from '../../src/api/schemas/certificate';
import { LEAD_FIELDS } from '../../src/machines/leadCaptureFields';
import { verifyCertificateMachine, type VerifyOutcome } from '../../src/machines/verifyCertificateMachine';
import { validLead } from '../model/leadFixtures';
import { filledInLead } from './leadSendHarness';

const timedOut = new ApiError('timeout', 'No answer within 30000 ms');

async function sending() {
  const { actor, sent, settle } = await filledInLead();
  actor.send({ type: 'lead.submit' });
  expect(actor.getSnapshot().matches('submitting')).toBe(true);
  return { actor, sent, settle };
}

describe('the enquiry while it is being sent', () => {
  it('refuses changes, so what the visitor sees is exactly what was sent (the view shows fields read-only)', async () => {
    const { actor, sent } = await sending();
    for (const field of LEAD_FIELDS) expect(actor.getSnapshot().can({ type: 'lead.change', field, value: 'x' })).toBe(false);
    actor.send({ type: 'lead.change', field: 'message', value: 'typed while sending' });
    expect(actor.getSnapshot().context.values).toEqual(validLead);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.lead.message).toBe(validLead.message);
  });

  it('after a timeout says it cannot tell whether the enquiry arrived, keeps every value, and takes edits and a retry', async () => {
    const { actor, sent, settle } = await sending();
    settle[0]!.reject(timedOut);
    await waitFor(actor, (s) => s.matches('failed'));
    const { context } = actor.getSnapshot();
    expect(context.failure).toEqual({ id: 'lead.failure.timeout', detail: null });
    expect(context.values).toEqual(validLead);
    expect(actor.getSnapshot().can({ type: 'lead.change', field: 'message', value: 'x' })).toBe(true);
    actor.send({ type: 'lead.submit' });
    expect(sent).toHaveLength(2);
    // The same lead with the same idempotency key: a retry, not a second enquiry.
    expect(sent[1]).toEqual(sent[0]);
  });
});

describe('the verification page after a timeout', () => {
  it('shows its retry state (server failure), and the retry asks again', async () => {
    let calls = 0;
    const actor = createActor(
      verifyCertificateMachine.provide({
        actors: {
          loadBranding: fromPromise<Branding, void>(() => new Promise(() => {})),
          validateCertificate: fromPromise<VerifyOutcome, { number: string }>(async () => {
            calls += 1;
            throw timedOut;
          }),
        },
      }),
    ).start();
    actor.send({ type: 'certificate.submit', number: 'KVS-2025-0042' });
    await waitFor(actor, (s) => s.matches({ check: 'failed' }));
    expect(actor.getSnapshot().context.failure).toBe('server');
    expect(actor.getSnapshot().can({ type: 'certificate.retry' })).toBe(true);
    actor.send({ type: 'certificate.retry' });
    await waitFor(actor, (s) => s.matches({ check: 'failed' }) && calls === 2);
    expect(calls).toBe(2);
  });
});
