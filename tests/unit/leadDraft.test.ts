import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { LeadCreated, LeadForm } from '../../src/api/schemas/leadCapture';
import { EMPTY_LEAD } from '../../src/machines/leadCaptureFields';
import { leadCaptureMachine, type SubmitLeadInput } from '../../src/machines/leadCaptureMachine';
import { readLeadDraft, saveLeadDraft } from '../../src/views/pages/leadCapture/leadDraft';
import { countingKeys, leadForm, validLead } from '../model/leadFixtures';

/** A reload must not wipe a half-filled enquiry: this tab's draft, per form, until the enquiry is sent. */

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('the enquiry draft', () => {
  it('keeps what is typed per form, and nothing for an empty form', () => {
    const typed = { ...EMPTY_LEAD, name: 'Asha Rao', acceptTerms: true };
    saveLeadDraft('kvs-pune-open-day', typed);
    expect(readLeadDraft('kvs-pune-open-day')).toEqual(typed);
    expect(readLeadDraft('kvs-bengaluru-admissions-2026')).toBeNull();
    saveLeadDraft('kvs-pune-open-day', EMPTY_LEAD);
    expect(sessionStorage.getItem('lead-draft:kvs-pune-open-day')).toBeNull();
    expect(readLeadDraft('kvs-pune-open-day')).toBeNull();
  });

  it.each([
    ['not JSON', '{name:'],
    ['not an object', '"Asha"'],
    ['a field of the wrong type', JSON.stringify({ ...EMPTY_LEAD, acceptTerms: 'yes' })],
    ['a field missing', JSON.stringify({ name: 'Asha' })],
  ])('ignores a saved value that is %s', (_what, saved) => {
    sessionStorage.setItem('lead-draft:f', saved);
    expect(readLeadDraft('f')).toBeNull();
  });

  it('keeps only the form fields of a saved draft', () => {
    sessionStorage.setItem('lead-draft:f', JSON.stringify({ ...validLead, injected: '<script>' }));
    expect(readLeadDraft('f')).toEqual(validLead);
  });

  it('is only lost, never an error, when storage refuses', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => saveLeadDraft('f', validLead)).not.toThrow();
    expect(readLeadDraft('f')).toBeNull();
  });

  it('is where the form machine starts when there is one', async () => {
    const actor = createActor(
      leadCaptureMachine.provide({
        actors: {
          loadForm: fromPromise<LeadForm, { formId: string }>(async () => leadForm),
          submitLead: fromPromise<LeadCreated, SubmitLeadInput>(async () => ({ id: 'ENQ-1' })),
        },
      }),
      { input: { formId: 'sunrise', source: {}, newKey: countingKeys(), draft: validLead } },
    ).start();
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.values).toEqual(validLead);
    // A draft is a form like any other: it can be sent at once.
    actor.send({ type: 'lead.submit' });
    await waitFor(actor, (s) => s.matches('submitted'));
  });
});
