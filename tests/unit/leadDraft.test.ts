import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { LeadCreated, LeadForm } from '../../src/api/schemas/leadCapture';
import { ApiError } from '../../src/api/errors';
import { EMPTY_LEAD } from '../../src/machines/leadCaptureFields';
import { leadCaptureMachine, type SubmitLeadInput } from '../../src/machines/leadCaptureMachine';
import { leadDraftOf, readLeadDraft, saveLeadDraft } from '../../src/views/pages/leadCapture/leadDraft';
import { countingKeys, leadForm, validLead } from '../model/leadFixtures';

/**
 * A reload must not wipe a half-filled enquiry: this tab's draft, per form, until the enquiry is sent, for 30
 * minutes at most, never with the terms ticked, and with the key of a send that may have arrived.
 */

const T0 = Date.UTC(2026, 10, 23, 6, 0);
const draftOf = (values: typeof EMPTY_LEAD, idempotencyKey: string | null = null) => ({ values, idempotencyKey });

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('the enquiry draft', () => {
  it('keeps what is typed per form, and nothing for an empty form', () => {
    const typed = { ...EMPTY_LEAD, name: 'Asha Rao' };
    saveLeadDraft('kvs-pune-open-day', draftOf(typed), T0);
    expect(readLeadDraft('kvs-pune-open-day', T0)).toEqual(draftOf(typed));
    expect(readLeadDraft('kvs-bengaluru-admissions-2026', T0)).toBeNull();
    saveLeadDraft('kvs-pune-open-day', draftOf(EMPTY_LEAD), T0);
    expect(sessionStorage.getItem('lead-draft:kvs-pune-open-day')).toBeNull();
  });

  it('never brings the terms back ticked, and keeps the key of a send that may have arrived', () => {
    saveLeadDraft('f', draftOf(validLead, 'key-7'), T0);
    expect(readLeadDraft('f', T0)).toEqual(draftOf({ ...validLead, acceptTerms: false }, 'key-7'));
  });

  it('lasts 30 minutes (a closed tab restored later on a shared computer brings nothing back)', () => {
    saveLeadDraft('f', draftOf(validLead), T0);
    expect(readLeadDraft('f', T0 + 29 * 60_000)).not.toBeNull();
    expect(readLeadDraft('f', T0 + 30 * 60_000)).toBeNull();
    // Read once expired, it is gone from the tab's storage too, not kept until the next person types.
    expect(sessionStorage.getItem('lead-draft:f')).toBeNull();
  });

  it('expires a draft saved while the clock ran ahead too, and keeps one from a clock a few minutes ahead', () => {
    saveLeadDraft('f', draftOf(validLead), T0 + 365 * 24 * 60 * 60_000);
    expect(readLeadDraft('f', T0)).toBeNull();
    expect(sessionStorage.getItem('lead-draft:f')).toBeNull();
    saveLeadDraft('f', draftOf(validLead), T0 + 5 * 60_000);
    expect(readLeadDraft('f', T0)).not.toBeNull();
  });

  it.each([
    ['not JSON', '{values:'],
    ['not an object', '"Asha"'],
    ['without its time', JSON.stringify({ values: EMPTY_LEAD, idempotencyKey: null })],
    ['a field of the wrong type', JSON.stringify({ values: { ...EMPTY_LEAD, name: 7 }, savedAt: T0 })],
    ['a field missing', JSON.stringify({ values: { name: 'Asha' }, savedAt: T0 })],
  ])('ignores a saved value that is %s', (_what, saved) => {
    sessionStorage.setItem('lead-draft:f', saved);
    expect(readLeadDraft('f', T0)).toBeNull();
    expect(sessionStorage.getItem('lead-draft:f'), 'deleted').toBeNull();
  });

  it('keeps only the form fields of a saved draft', () => {
    sessionStorage.setItem('lead-draft:f', JSON.stringify({ values: { ...validLead, injected: '<script>' }, savedAt: T0 }));
    expect(readLeadDraft('f', T0)?.values).toEqual({ ...validLead, acceptTerms: false });
  });

  it('is only lost, never an error, when storage refuses', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => saveLeadDraft('f', draftOf(validLead), T0)).not.toThrow();
    expect(readLeadDraft('f', T0)).toBeNull();
  });

  it('is where the form machine starts, its key reused by the next send', async () => {
    const sent: SubmitLeadInput[] = [];
    const actor = createActor(
      leadCaptureMachine.provide({
        actors: {
          loadForm: fromPromise<LeadForm, { formId: string }>(async () => leadForm),
          submitLead: fromPromise<LeadCreated, SubmitLeadInput>(async ({ input }) => {
            sent.push(input);
            return { id: 'ENQ-1' };
          }),
        },
      }),
      { input: { formId: 'sunrise', source: {}, newKey: countingKeys(), draft: draftOf(validLead, 'key-from-before-the-reload') } },
    ).start();
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.values).toEqual(validLead);
    actor.send({ type: 'lead.submit' });
    await waitFor(actor, (s) => s.matches('submitted'));
    expect(sent.map((s) => s.idempotencyKey)).toEqual(['key-from-before-the-reload']);
  });

  it('keeps the key of a send only while the values on screen are that enquiry; once sent, nothing', async () => {
    const actor = createActor(
      leadCaptureMachine.provide({
        actors: {
          loadForm: fromPromise<LeadForm, { formId: string }>(async () => leadForm),
          submitLead: fromPromise<LeadCreated, SubmitLeadInput>(async () => {
            throw new ApiError('timeout', 'No answer within 30000 ms');
          }),
        },
      }),
      { input: { formId: 'sunrise', source: {}, newKey: countingKeys(), draft: draftOf(validLead) } },
    ).start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'lead.change', field: 'acceptTerms', value: true });
    actor.send({ type: 'lead.submit' });
    await waitFor(actor, (s) => s.matches('failed'));
    const draft = () => leadDraftOf(actor.getSnapshot().context, false);
    expect(draft().idempotencyKey).toBe('key-1');
    // Another enquiry on screen: a reload must not send it under the first one's key (the server refuses that).
    actor.send({ type: 'lead.change', field: 'message', value: 'Is there a bus?' });
    expect(draft()).toEqual({ values: expect.objectContaining({ message: 'Is there a bus?' }), idempotencyKey: null });
    actor.send({ type: 'lead.change', field: 'message', value: validLead.message });
    expect(draft().idempotencyKey).toBe('key-1');
    expect(leadDraftOf(actor.getSnapshot().context, true)).toEqual({ values: EMPTY_LEAD, idempotencyKey: null });
  });
});
