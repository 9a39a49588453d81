// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { LEAD_FIELDS } from '../../src/machines/leadCaptureFields';
import { keyOfValues } from '../../src/machines/leadCaptureTypes';
import { duplicateEmail, offline, serverDown, validLead } from '../model/leadFixtures';
import { filledInLead } from './leadSendHarness';

const timedOut = new ApiError('timeout', 'No answer within 30000 ms');

/** A filled-in form whose every send is recorded (with its key) and waits for the test to settle it. */
async function filledIn() {
  const { actor, sent, settle } = await filledInLead();
  /** Send, let the latest request fail with `error`, and wait for the failure. */
  const failSend = async (error: unknown) => {
    actor.send({ type: 'lead.submit' });
    settle.at(-1)!.reject(error);
    await waitFor(actor, (s) => s.matches('failed'));
  };
  return { actor, sent, settle, failSend };
}

describe('the idempotency key of an enquiry', () => {
  it('is reused by every retry of the same values, whatever the failure', async () => {
    const { actor, sent, settle, failSend } = await filledIn();
    await failSend(timedOut);
    await failSend(offline);
    await failSend(serverDown);
    actor.send({ type: 'lead.submit' });
    settle.at(-1)!.resolve({ id: 'ENQ-1001' });
    await waitFor(actor, (s) => s.matches('submitted'));
    expect(sent.map((s) => s.idempotencyKey)).toEqual(['key-1', 'key-1', 'key-1', 'key-1']);
    expect(sent.every((s) => JSON.stringify(s.lead) === JSON.stringify(sent[0]!.lead))).toBe(true);
  });

  it('is new once a value changes, and for another enquiry after "Send another enquiry"', async () => {
    const { actor, sent, settle, failSend } = await filledIn();
    await failSend(timedOut);
    // Choosing the same course again is no change; a new message is another enquiry.
    actor.send({ type: 'lead.change', field: 'courseId', value: validLead.courseId });
    await failSend(timedOut);
    actor.send({ type: 'lead.change', field: 'message', value: 'Is there a bus?' });
    actor.send({ type: 'lead.submit' });
    settle.at(-1)!.resolve({ id: 'ENQ-1001' });
    await waitFor(actor, (s) => s.matches('submitted'));
    actor.send({ type: 'lead.again' });
    for (const field of LEAD_FIELDS) actor.send({ type: 'lead.change', field, value: validLead[field] });
    actor.send({ type: 'lead.submit' });
    expect(sent.map((s) => s.idempotencyKey)).toEqual(['key-1', 'key-1', 'key-2', 'key-3']);
    expect(keyOfValues(actor.getSnapshot().context)).toBe('key-3');
  });

  it('is kept for the same enquiry typed back after a change, so a send that timed out is not stored twice', async () => {
    const { actor, sent, failSend } = await filledIn();
    await failSend(timedOut);
    actor.send({ type: 'lead.change', field: 'message', value: 'Is there a bus?' });
    expect(keyOfValues(actor.getSnapshot().context)).toBeNull();
    actor.send({ type: 'lead.change', field: 'message', value: validLead.message });
    expect(keyOfValues(actor.getSnapshot().context)).toBe('key-1');
    // Unticking and ticking the terms is still the same enquiry.
    actor.send({ type: 'lead.change', field: 'acceptTerms', value: false });
    actor.send({ type: 'lead.change', field: 'acceptTerms', value: true });
    await failSend(timedOut);
    // So is the same mobile written another way, or a name with a space more: the body sent is the same.
    actor.send({ type: 'lead.change', field: 'mobile', value: '+91 (0) 98765-43210' });
    actor.send({ type: 'lead.change', field: 'name', value: ` ${validLead.name}  ` });
    expect(keyOfValues(actor.getSnapshot().context)).toBe('key-1');
    await failSend(timedOut);
    expect(sent.map((s) => s.idempotencyKey)).toEqual(['key-1', 'key-1', 'key-1']);
  });
});

describe('Send after a 422 that named fields', () => {
  it('does not post the refused values again: the server words come back and focus goes to the first field', async () => {
    const { actor, sent, failSend } = await filledIn();
    await failSend(duplicateEmail);
    const focus = actor.getSnapshot().context.focus!;
    expect(focus.target).toBe('email');
    actor.send({ type: 'lead.submit' });
    expect(sent).toHaveLength(1);
    const again = actor.getSnapshot().context;
    expect(again.focus).toEqual({ target: 'email', seq: focus.seq + 1 });
    expect(again.errors.email).toEqual({ server: 'An enquiry with this email address already exists' });
    expect(again.failure?.id).toBe('lead.failure.invalid');
  });

  it('typed back to the refused values, Send shows the server words again instead of posting', async () => {
    const { actor, sent, failSend } = await filledIn();
    await failSend(duplicateEmail);
    actor.send({ type: 'lead.change', field: 'email', value: 'asha@other.in' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'lead.change', field: 'email', value: validLead.email });
    actor.send({ type: 'lead.submit' });
    expect(sent).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.errors.email).toEqual({ server: 'An enquiry with this email address already exists' });
    expect(actor.getSnapshot().context.focus?.target).toBe('email');
  });

  it('posts changed values, with a new key', async () => {
    const { actor, sent, failSend } = await filledIn();
    await failSend(duplicateEmail);
    actor.send({ type: 'lead.change', field: 'email', value: 'asha@other.in' });
    actor.send({ type: 'lead.submit' });
    expect(sent.map((s) => [s.lead.email, s.idempotencyKey])).toEqual([
      [validLead.email, 'key-1'],
      ['asha@other.in', 'key-2'],
    ]);
  });
});
