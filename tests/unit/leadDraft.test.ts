import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { LeadCreated, LeadForm } from '../../src/api/schemas/leadCapture';
import { ApiError } from '../../src/api/errors';
import { EMPTY_LEAD } from '../../src/machines/leadCaptureFields';
import { leadCaptureMachine, type SubmitLeadInput } from '../../src/machines/leadCaptureMachine';
import { leadDraftOf, readLeadDraft, saveLeadDraft } from '../../src/views/pages/leadCapture/leadDraft';
import { countingKeys, leadForm, startLeadForm, validLead, validPlaces } from '../model/leadFixtures';

/**
 * A reload must not wipe a half-filled enquiry: this tab's draft, per form, until the enquiry is sent, for 30
 * minutes at most, never with the terms ticked, and with the key of every send that may have arrived (each with
 * the values it was minted for), not only the key of the values on screen.
 */

const T0 = Date.UTC(2026, 10, 23, 6, 0);
type Values = typeof EMPTY_LEAD;
/** A draft of the values on screen, with `idempotencyKey` (if any) minted for those same values. */
const draftOf = (values: Values, idempotencyKey: string | null = null) => ({
  values,
  keys: idempotencyKey ? [{ values, key: idempotencyKey }] : [],
});
const unticked = (values: Values): Values => ({ ...values, acceptTerms: false });
const ravi: Values = { ...validLead, name: 'Ravi Kumar', email: 'ravi@example.in' };
const saved = () => JSON.parse(sessionStorage.getItem('lead-draft:f') ?? 'null') as { keys: unknown[] } | null;

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
    expect(readLeadDraft('f', T0)).toEqual(draftOf(unticked(validLead), 'key-7'));
  });

  it('keeps the key of every enquiry sent, with its values, not only of the one on screen', () => {
    const keys = [
      { values: validLead, key: 'key-1' },
      { values: { ...validLead, message: 'Is there a bus?' }, key: 'key-2' },
      { values: ravi, key: 'key-3' },
    ];
    saveLeadDraft('f', { values: ravi, keys }, T0);
    expect(readLeadDraft('f', T0)).toEqual({ values: unticked(ravi), keys: keys.map((k) => ({ ...k, values: unticked(k.values) })) });
  });

  it("reads a draft saved by the release before (one key, the on-screen values'), without losing what was typed", () => {
    sessionStorage.setItem('lead-draft:f', JSON.stringify({ values: validLead, idempotencyKey: 'key-old', savedAt: T0 }));
    expect(readLeadDraft('f', T0)).toEqual(draftOf(unticked(validLead), 'key-old'));
    sessionStorage.setItem('lead-draft:f', JSON.stringify({ values: validLead, idempotencyKey: null, savedAt: T0 }));
    expect(readLeadDraft('f', T0)).toEqual(draftOf(unticked(validLead)));
  });

  it.each([
    ['keys not a list', { '0': { values: ravi, key: 'k' } }],
    ['a pair not an object', ['key-2']],
    ['a pair that is null', [null]],
    ['a key with a space (not a header token)', [{ values: ravi, key: 'key 2' }]],
    ['a key not a string', [{ values: ravi, key: 2 }]],
    ['an empty key', [{ values: ravi, key: '' }]],
    ['a key that is no header value', [{ values: ravi, key: 'key\r\nX-Admin: 1' }]],
    ['a key too long for one', [{ values: ravi, key: 'k'.repeat(201) }]],
    ['values missing', [{ key: 'key-2' }]],
    ['a field of the wrong type', [{ values: { ...ravi, name: 7 }, key: 'key-2' }]],
    ['a field missing', [{ values: { name: 'Ravi' }, key: 'key-2' }]],
  ])('drops a saved pair with %s, and keeps the typed values and every other pair', (_what, bad) => {
    const good = { values: validLead, key: 'key-1' };
    const keys = Array.isArray(bad) ? [good, ...bad] : bad;
    sessionStorage.setItem('lead-draft:f', JSON.stringify({ values: validLead, keys, savedAt: T0 }));
    const kept = Array.isArray(bad) ? [{ ...good, values: unticked(validLead) }] : [];
    expect(readLeadDraft('f', T0)).toEqual({ values: unticked(validLead), keys: kept });
  });

  it('keeps only the form fields of a saved pair', () => {
    const keys = [{ values: { ...ravi, injected: '<script>' }, key: 'key-1', extra: 1 }];
    sessionStorage.setItem('lead-draft:f', JSON.stringify({ values: ravi, keys, savedAt: T0 }));
    expect(readLeadDraft('f', T0)?.keys).toEqual([{ values: unticked(ravi), key: 'key-1' }]);
  });

  it('keeps the last 20 keys, so the tab storage cannot grow without bound', () => {
    const keys = Array.from({ length: 25 }, (_, i) => ({ values: { ...validLead, message: `Question ${i + 1}` }, key: `key-${i + 1}` }));
    saveLeadDraft('f', { values: validLead, keys }, T0);
    expect(saved()?.keys).toHaveLength(20);
    expect(readLeadDraft('f', T0)?.keys.map((k) => k.key)).toEqual(keys.slice(5).map((k) => k.key));
    // A longer list (a hand edit, a later release's cap) is cut the same way when read.
    sessionStorage.setItem('lead-draft:f', JSON.stringify({ values: validLead, keys, savedAt: T0 }));
    expect(readLeadDraft('f', T0)?.keys.map((k) => k.key)).toEqual(keys.slice(5).map((k) => k.key));
  });

  it('expires with every key it holds, and is deleted when read expired', () => {
    saveLeadDraft('f', { values: ravi, keys: [{ values: validLead, key: 'key-1' }, { values: ravi, key: 'key-2' }] }, T0);
    expect(readLeadDraft('f', T0 + 30 * 60_000)).toBeNull();
    expect(sessionStorage.getItem('lead-draft:f')).toBeNull();
  });

  it('keeps nothing, not even the keys of earlier sends, once the form is emptied', () => {
    saveLeadDraft('f', { values: EMPTY_LEAD, keys: [{ values: validLead, key: 'key-1' }] }, T0);
    expect(sessionStorage.getItem('lead-draft:f')).toBeNull();
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
    const { actor, sent } = await startLeadForm(async () => ({ id: 'ENQ-1' }), {
      ...draftOf(validLead, 'key-from-before-the-reload'),
      places: validPlaces,
    });
    expect(actor.getSnapshot().context.values).toEqual(validLead);
    actor.send({ type: 'lead.submit' });
    await waitFor(actor, (s) => s.matches('submitted'));
    expect(sent.map((s) => s.idempotencyKey)).toEqual(['key-from-before-the-reload']);
  });

  it('after a reload, sends an enquiry typed back under the key it went out with before, not a new one', async () => {
    // Send A (times out, but arrived), change to B, send B (times out), reload, change back to A, send.
    const sent: SubmitLeadInput[] = [];
    const keys = countingKeys();
    const page = (draft: ReturnType<typeof readLeadDraft>) =>
      createActor(
        leadCaptureMachine.provide({
          actors: {
            loadForm: fromPromise<LeadForm, { formId: string }>(async () => leadForm),
            submitLead: fromPromise<LeadCreated, SubmitLeadInput>(async ({ input }) => {
              sent.push(input);
              throw new ApiError('timeout', 'No answer within 30000 ms');
            }),
          },
        }),
        { input: { formId: 'f', source: {}, newKey: keys, draft } },
      ).start();
    const type = (actor: ReturnType<typeof page>, values: Values) => {
      // A state or a city is chosen by its name on screen.
      for (const [field, value] of Object.entries(values)) {
        const label = field === 'stateId' || field === 'cityId' ? validPlaces[field] : undefined;
        actor.send({ type: 'lead.change', field: field as keyof Values, value, label });
      }
    };
    const before = page(null);
    await waitFor(before, (s) => s.matches('editing'));
    for (const values of [validLead, ravi]) {
      type(before, values);
      before.send({ type: 'lead.submit' });
      await waitFor(before, (s) => s.matches('failed'));
    }
    saveLeadDraft('f', leadDraftOf(before.getSnapshot().context, false), T0);
    before.stop();

    const after = page(readLeadDraft('f', T0 + 60_000));
    await waitFor(after, (s) => s.matches('editing'));
    type(after, validLead);
    after.send({ type: 'lead.submit' });
    await waitFor(after, (s) => s.matches('failed'));
    expect(sent.map((s) => [s.lead.name, s.idempotencyKey])).toEqual([
      ['Asha Rao', 'key-1'],
      ['Ravi Kumar', 'key-2'],
      ['Asha Rao', 'key-1'],
    ]);
  });

  it('keeps the key of a send only while the values on screen are that enquiry; once sent, nothing', async () => {
    const { actor } = await startLeadForm(
      async () => {
        throw new ApiError('timeout', 'No answer within 30000 ms');
      },
      { ...draftOf(validLead), places: validPlaces },
    );
    actor.send({ type: 'lead.change', field: 'acceptTerms', value: true });
    actor.send({ type: 'lead.submit' });
    await waitFor(actor, (s) => s.matches('failed'));
    const draft = () => leadDraftOf(actor.getSnapshot().context, false);
    expect(draft().keys).toEqual([{ values: validLead, key: 'key-1' }]);
    // Another enquiry on screen: the draft still keeps the first one's key with the first one's values (a reload
    // must neither send the new values under it, which the server refuses, nor lose it for the first enquiry).
    const keys = draft().keys;
    actor.send({ type: 'lead.change', field: 'message', value: 'Is there a bus?' });
    expect(draft()).toEqual({
      values: expect.objectContaining({ message: 'Is there a bus?' }),
      keys: [{ values: validLead, key: 'key-1' }],
      places: validPlaces,
      rejection: null,
    });
    // The same list, not a copy: the page compares it by identity to save only when a key was added.
    expect(draft().keys).toBe(keys);
    expect(leadDraftOf(actor.getSnapshot().context, true)).toEqual({ values: EMPTY_LEAD, keys: [], places: {}, rejection: null });
  });
});

/**
 * After a reload the selects show the person's own state and city at once, by the names the draft kept, and the
 * last 422's words come back beside the fields still holding what it refused (Session 23).
 */
describe('the enquiry draft: place names and the last 422', () => {
  const refusal = { values: validLead, errors: { email: { server: 'An enquiry with this email address already exists' } } };

  it('keeps the chosen places by id and name, and the last 422 with the values it refused', () => {
    saveLeadDraft('f', { ...draftOf(validLead), places: validPlaces, rejection: refusal }, T0);
    const stored = JSON.parse(sessionStorage.getItem('lead-draft:f')!) as Record<string, unknown>;
    expect(stored.places).toEqual({ stateId: { id: 'IN-MH', name: 'Maharashtra' }, cityId: { id: 'in-mh-pune', name: 'Pune' } });
    // The refused values were sent, so with the terms accepted: ticking them again is the same refused enquiry.
    expect(readLeadDraft('f', T0)).toEqual({ ...draftOf(unticked(validLead)), places: validPlaces, rejection: refusal });
  });

  it("keeps the language the 422's words came in, only with them, and only as a language tag", () => {
    saveLeadDraft('f', { ...draftOf(validLead), rejection: refusal, rejectionLang: 'en-IN' }, T0);
    expect(readLeadDraft('f', T0)?.rejectionLang).toBe('en-IN');
    // Without words kept there is no language to keep.
    saveLeadDraft('f', { ...draftOf(validLead), rejection: null, rejectionLang: 'en-IN' }, T0);
    expect(JSON.parse(sessionStorage.getItem('lead-draft:f')!)).not.toHaveProperty('rejectionLang');
    // A hand edit that is not a language tag is dropped alone: the words stay (marked with the page's language).
    for (const bad of ['en IN', '"><script>', 'x', 42]) {
      sessionStorage.setItem('lead-draft:f', JSON.stringify({ values: validLead, keys: [], rejection: refusal, rejectionLang: bad, savedAt: T0 }));
      const draft = readLeadDraft('f', T0);
      expect(draft?.rejectionLang).toBeUndefined();
      expect(draft?.rejection).toEqual(refusal);
    }
  });

  it("keeps a sent enquiry's reference alone (a reload shows the thanks again), and drops one that is no reference", () => {
    saveLeadDraft('f', { ...draftOf(EMPTY_LEAD), sentId: 'ENQ-1002' }, T0);
    expect(readLeadDraft('f', T0)).toEqual({ ...draftOf(EMPTY_LEAD), sentId: 'ENQ-1002' });
    // For 30 minutes, as any draft.
    expect(readLeadDraft('f', T0 + 31 * 60 * 1000)).toBeNull();
    for (const bad of ['', 'ENQ\n1002', 'x'.repeat(201), 42]) {
      sessionStorage.setItem('lead-draft:f', JSON.stringify({ values: EMPTY_LEAD, keys: [], sentId: bad, savedAt: T0 }));
      expect(readLeadDraft('f', T0)?.sentId).toBeUndefined();
    }
    // Without a reference an empty form keeps nothing.
    saveLeadDraft('f', draftOf(EMPTY_LEAD), T0);
    expect(sessionStorage.getItem('lead-draft:f')).toBeNull();
  });

  it('reads a draft of the release before (no names, no 422) as it was', () => {
    sessionStorage.setItem('lead-draft:f', JSON.stringify({ values: validLead, keys: [], savedAt: T0 }));
    const draft = readLeadDraft('f', T0);
    expect(draft?.values).toEqual(unticked(validLead));
    expect(draft?.places).toBeUndefined();
    expect(draft?.rejection).toBeUndefined();
  });

  it.each([
    ['an id that is not the chosen one', { id: 'IN-KA', name: 'Karnataka' }],
    ['no name', { id: 'IN-MH' }],
    ['an empty name', { id: 'IN-MH', name: ' ' }],
    ['a name that is not text', { id: 'IN-MH', name: 7 }],
    ['a name too long to be one', { id: 'IN-MH', name: 'M'.repeat(201) }],
    ['not an object', 'Maharashtra'],
  ])("drops a saved state with %s, and keeps the city's name", (_what, state) => {
    const places = { stateId: state, cityId: { id: 'in-mh-pune', name: 'Pune' } };
    sessionStorage.setItem('lead-draft:f', JSON.stringify({ values: validLead, keys: [], places, savedAt: T0 }));
    expect(readLeadDraft('f', T0)).toEqual({ ...draftOf(unticked(validLead)), places: { cityId: 'Pune' } });
  });

  it("keeps a place's name and a 422's words as long as their bounds, not only shorter ones", () => {
    const places = { stateId: { id: 'IN-MH', name: 'M'.repeat(200) }, cityId: { id: 'in-mh-pune', name: 'Pune' } };
    const errors = { email: { server: 'x'.repeat(1000) } };
    sessionStorage.setItem('lead-draft:f', JSON.stringify({ values: validLead, keys: [], places, rejection: { values: validLead, errors }, savedAt: T0 }));
    const draft = readLeadDraft('f', T0);
    expect(draft?.places).toEqual({ stateId: 'M'.repeat(200), cityId: 'Pune' });
    expect(draft?.rejection?.errors).toEqual(errors);
  });

  it.each([
    ['a field the form does not have', { nickname: { server: 'No' } }],
    ['words that are not text', { mobile: { server: 7 } }],
    ['empty words', { mobile: { server: '  ' } }],
    ['words too long for a field message', { mobile: { server: 'x'.repeat(1001) } }],
    ['a rule id that no 422 gives', { mobile: { id: 'validation.required' } }],
    ['not an object', { mobile: 'No' }],
  ])("drops a saved 422's entry with %s, and keeps the others", (_what, bad) => {
    const errors = { ...bad, email: { server: 'Taken' }, name: { id: 'validation.fieldInvalid' } };
    sessionStorage.setItem('lead-draft:f', JSON.stringify({ values: validLead, keys: [], rejection: { values: validLead, errors }, savedAt: T0 }));
    expect(readLeadDraft('f', T0)?.rejection).toEqual({ values: validLead, errors: { email: { server: 'Taken' }, name: { id: 'validation.fieldInvalid' } } });
  });

  it.each([
    ['values missing', { errors: { email: { server: 'Taken' } } }],
    ['values of the wrong shape', { values: { name: 'Asha' }, errors: { email: { server: 'Taken' } } }],
    ['no errors', { values: validLead }],
    ['no entry left', { values: validLead, errors: { email: { server: 7 } } }],
    ['not an object', 'refused'],
  ])('drops a saved 422 with %s, and keeps the typed values', (_what, rejection) => {
    sessionStorage.setItem('lead-draft:f', JSON.stringify({ values: validLead, keys: [], rejection, savedAt: T0 }));
    expect(readLeadDraft('f', T0)).toEqual(draftOf(unticked(validLead)));
  });

  it("never writes a 422's words longer than a field message, so they cannot fill the tab's storage", () => {
    const long = { values: validLead, errors: { email: { server: 'Taken' }, message: { server: 'x'.repeat(100_000) } } };
    saveLeadDraft('f', { ...draftOf(validLead), rejection: long }, T0);
    expect(sessionStorage.getItem('lead-draft:f')!.length).toBeLessThan(2000);
    expect(readLeadDraft('f', T0)?.rejection).toEqual({ values: validLead, errors: { email: { server: 'Taken' } } });
  });

  it("is what the page saves after a 422: the machine's places and rejection, as it holds them", async () => {
    const { actor } = await startLeadForm(async () => {
      throw new ApiError('http', 'Some details need your attention', 422, { email: 'Taken' });
    });
    for (const [field, value] of Object.entries(validLead)) {
      const label = field === 'stateId' || field === 'cityId' ? validPlaces[field] : undefined;
      actor.send({ type: 'lead.change', field: field as keyof Values, value, label });
    }
    actor.send({ type: 'lead.submit' });
    await waitFor(actor, (s) => s.matches('failed'));
    const context = actor.getSnapshot().context;
    const draft = leadDraftOf(context, false);
    expect(draft.places).toBe(context.places);
    expect(draft.rejection).toBe(context.rejection);
    saveLeadDraft('f', draft, T0);
    expect(readLeadDraft('f', T0)).toEqual({ ...draftOf(unticked(validLead), 'key-1'), places: validPlaces, rejection: { values: validLead, errors: { email: { server: 'Taken' } } } });
  });
});
