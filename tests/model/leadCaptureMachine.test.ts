import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { createActor, fromPromise, waitFor, type EventObject } from 'xstate';
import type { LeadForm } from '../../src/api/schemas/leadCapture';
import { ApiError } from '../../src/api/errors';
import { leadCaptureMachine, type LeadCaptureEvent, type LeadCaptureInput } from '../../src/machines/leadCaptureMachine';
import { CHOICE_GONE, EMPTY_LEAD, LEAD_FIELDS, validateAll, type LeadValues } from '../../src/machines/leadCaptureFields';
import { formatCoverage, measureCoverage, withInput } from './graphCoverage';
import { countingKeys, duplicateEmail, leadForm, notFound, offline, startLeadForm, validLead, validPlaces } from './leadFixtures';

type Snapshot = ReturnType<typeof leadCaptureMachine.resolveState>;

/**
 * The events a visitor and the two invoked actors can send in each state. Typing is modelled as "fill in the
 * next field", "spoil the email" and "fix the first bad field", so the state space stays small while every
 * guard (valid or not, field errors or not) is reached.
 */
function eventsFor(snapshot: Snapshot): EventObject[] {
  const values: LeadValues = snapshot.context.values;
  switch (snapshot.value) {
    case 'loading':
      return [
        { type: 'xstate.done.actor.loadForm', output: leadForm } as EventObject,
        { type: 'xstate.error.actor.loadForm', error: notFound } as EventObject,
        { type: 'xstate.error.actor.loadForm', error: offline } as EventObject,
      ];
    case 'loadFailed':
      return [{ type: 'lead.retry' }];
    case 'editing':
    case 'failed': {
      const events: LeadCaptureEvent[] = [{ type: 'lead.submit' }, { type: 'lead.blur', field: 'email' }];
      // The state list arriving: offering the chosen state, or no longer.
      if (values.stateId !== '') {
        events.push({ type: 'lead.offered', field: 'stateId', options: [{ id: values.stateId, name: 'Maharashtra' }] });
        events.push({ type: 'lead.offered', field: 'stateId', options: [] });
      }
      const next = LEAD_FIELDS.find((f) => values[f] === '' || values[f] === false);
      if (next) events.push({ type: 'lead.change', field: next, value: validLead[next] });
      if (values.email === validLead.email) events.push({ type: 'lead.change', field: 'email', value: 'asha@' });
      if (values.email !== '' && validateAll(values, ['bca', 'mca']).email) {
        events.push({ type: 'lead.change', field: 'email', value: validLead.email });
      }
      return events;
    }
    case 'submitting':
      return [
        { type: 'lead.submit' },
        { type: 'xstate.done.actor.submitLead', output: { id: 'ENQ-1001' } } as EventObject,
        { type: 'xstate.error.actor.submitLead', error: duplicateEmail } as EventObject,
        { type: 'xstate.error.actor.submitLead', error: offline } as EventObject,
      ];
    case 'submitted':
      return [{ type: 'lead.again' }];
    default:
      return [];
  }
}

// Keyed on the incoming edge, the values, which fields show errors and whether a 422 refused values: every edge
// (including Send on values the server refused) gets a path of its own.
const serializeState = (state: Snapshot, event: EventObject | undefined, prev?: Snapshot) =>
  JSON.stringify([
    prev?.value ?? null,
    event?.type ?? null,
    state.value,
    state.context.values,
    Object.keys(state.context.errors),
    state.context.rejection === null,
    state.context.unnamed,
  ]);

describe('leadCaptureMachine graph', () => {
  it('reaches every state and takes every transition, including done/error of both invoked actors', () => {
    // Each set of paths with its input: measureCoverage replays them on a real actor from the same start.
    const fresh = { formId: 'sunrise', source: {}, newKey: countingKeys() };
    const paths = withInput(fresh, getShortestPaths(leadCaptureMachine, { input: fresh, events: eventsFor as never, serializeState: serializeState as never }));
    // And from a draft of the release before, whose place has no name: Send waits for the state list.
    const oldDraft = { formId: 'sunrise', source: {}, newKey: countingKeys(), draft: { values: { ...validLead, acceptTerms: false }, keys: [] } };
    const fromOldDraft = withInput(oldDraft, getShortestPaths(leadCaptureMachine, { input: oldDraft, events: eventsFor as never, serializeState: serializeState as never }));
    // And from a tab reloaded on its thank-you screen: the form loads, then the thanks again.
    const sent = { formId: 'sunrise', source: {}, newKey: countingKeys(), draft: { values: EMPTY_LEAD, keys: [], sentId: 'ENQ-1001' } };
    const fromSent = withInput(sent, getShortestPaths(leadCaptureMachine, { input: sent, events: eventsFor as never, serializeState: serializeState as never }));
    const coverage = measureCoverage(leadCaptureMachine, [...paths, ...fromOldDraft, ...fromSent]);
    console.log(formatCoverage(coverage));
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.edges.missing).toEqual([]);
  });

  it('ignores a second submit while the first is being sent (no transition, no second request)', () => {
    const paths = getShortestPaths(leadCaptureMachine, {
      input: { formId: 'sunrise', source: {}, newKey: countingKeys() },
      events: eventsFor as never,
      serializeState: serializeState as never,
      toState: (s) => s.matches('submitting'),
    });
    const submitting = paths[0]!.state;
    expect(leadCaptureMachine.getTransitionData(submitting as never, { type: 'lead.submit' })).toEqual([]);
    expect(submitting.can({ type: 'lead.submit' })).toBe(false);
  });
});

/**
 * Found by tests/model/properties/leadCapture.property.test.ts (shrunk counter-example, Session 21): only the last
 * send's key was kept, so an enquiry sent, then another one (edited), then the first typed back went out under a
 * third key; a first send that timed out but arrived was then stored twice.
 */
describe('leadCaptureMachine: one Idempotency-Key per enquiry, whatever was sent in between', () => {
  const timedOut = new ApiError('timeout', 'No answer in time');
  const ravi: LeadValues = { ...validLead, name: 'Ravi Kumar', email: 'ravi@example.in' };

  async function form(draft?: LeadCaptureInput['draft']) {
    const { actor, sent } = await startLeadForm(async () => {
      throw timedOut;
    }, draft);
    const send = async (values: LeadValues) => {
      for (const field of LEAD_FIELDS) actor.send({ type: 'lead.change', field, value: values[field] });
      actor.send({ type: 'lead.submit' });
      await waitFor(actor, (s) => s.matches('failed'));
    };
    return { sent, send };
  }

  it('sends an enquiry typed back after another one was sent under its first key', async () => {
    const { sent, send } = await form();
    await send(validLead);
    await send(ravi);
    await send(validLead);
    expect(sent.map((s) => [s.lead.name, s.idempotencyKey])).toEqual([
      ['Asha Rao', 'key-1'],
      ['Ravi Kumar', 'key-2'],
      ['Asha Rao', 'key-1'],
    ]);
  });

  it("keeps the draft's key for the draft's enquiry after another one was sent", async () => {
    const restored = { ...validLead, acceptTerms: false };
    const { sent, send } = await form({ values: restored, keys: [{ values: restored, key: 'draft-key' }], places: validPlaces });
    await send(ravi);
    await send(validLead);
    expect(sent.map((s) => s.idempotencyKey)).toEqual(['key-1', 'draft-key']);
  });

  it('starts from every key of the draft: after a reload, an enquiry typed away from goes out under its key', async () => {
    // Sent before the reload: Asha's enquiry, then Ravi's, on screen at the reload. A draft never brings the terms
    // back ticked, in the pairs either; ticking them again (every send does) is still the same enquiry.
    const unticked = (values: LeadValues) => ({ ...values, acceptTerms: false });
    const { sent, send } = await form({
      values: unticked(ravi),
      keys: [
        { values: unticked(validLead), key: 'asha-key' },
        { values: unticked(ravi), key: 'ravi-key' },
      ],
      places: validPlaces,
    });
    await send(validLead);
    await send(ravi);
    await send({ ...validLead, message: 'Is there a bus?' });
    expect(sent.map((s) => s.idempotencyKey)).toEqual(['asha-key', 'ravi-key', 'key-1']);
  });
});

/**
 * After a reload (Session 23): the draft's places are shown by their names before their lists arrive, so Send
 * sends them; a draft of the release before has no names, so Send waits for the lists; a list that no longer
 * offers a place empties it and says why; the last 422's words come back beside each field still as refused.
 */
describe('leadCaptureMachine: started from a draft', () => {
  const restored = { ...validLead, acceptTerms: false };
  const refused = new ApiError('http', 'Some details need your attention', 422, { email: 'Taken' });

  async function page(draft: LeadCaptureInput['draft']) {
    const { actor, sent } = await startLeadForm(async () => {
      throw refused;
    }, draft);
    actor.send({ type: 'lead.change', field: 'acceptTerms', value: true });
    return { actor, sent };
  }

  it('sends the named place at once: the select shows it by its name while the lists load', async () => {
    const { actor, sent } = await page({ values: restored, keys: [], places: validPlaces });
    expect(actor.getSnapshot().context.places).toEqual(validPlaces);
    expect(actor.getSnapshot().can({ type: 'lead.submit' })).toBe(true);
    actor.send({ type: 'lead.submit' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(sent.map((s) => [s.lead.stateId, s.lead.cityId])).toEqual([['IN-MH', 'in-mh-pune']]);
  });

  it('sends nothing for a place without a name (a draft of the release before) until its list has it; Send goes to that select', async () => {
    const { actor, sent } = await page({ values: restored, keys: [] });
    actor.send({ type: 'lead.submit' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.focus).toEqual({ target: 'stateId', seq: 1 });
    actor.send({ type: 'lead.offered', field: 'stateId', options: [{ id: 'IN-MH', name: 'Maharashtra' }] });
    actor.send({ type: 'lead.submit' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    // Each press asks again (a new `seq`), for the list still waiting.
    expect(actor.getSnapshot().context.focus).toEqual({ target: 'cityId', seq: 2 });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'lead.offered', field: 'cityId', options: [{ id: 'in-mh-pune', name: 'Pune' }] });
    expect(actor.getSnapshot().context.places).toEqual(validPlaces);
    actor.send({ type: 'lead.submit' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(sent).toHaveLength(1);
  });

  it("a Send that waits for a draft's place list still shows every other problem, focus on the first in the form's order", async () => {
    // No email, terms unticked: the email comes before State, the terms after it.
    const { actor, sent } = await page({ values: { ...restored, email: '' }, keys: [] });
    actor.send({ type: 'lead.change', field: 'acceptTerms', value: false });
    actor.send({ type: 'lead.submit' });
    expect(Object.keys(actor.getSnapshot().context.errors).sort()).toEqual(['acceptTerms', 'email']);
    expect(actor.getSnapshot().context.focus?.target).toBe('email');
    actor.send({ type: 'lead.change', field: 'email', value: 'asha@example.in' });
    actor.send({ type: 'lead.submit' });
    // State, before the terms: its list is the first thing the send waits for.
    expect(actor.getSnapshot().context.focus?.target).toBe('stateId');
    expect(Object.keys(actor.getSnapshot().context.errors)).toEqual(['acceptTerms']);
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(sent).toEqual([]);
  });

  it("shows the list's own name for a place it still offers", async () => {
    const { actor } = await page({ values: restored, keys: [], places: { stateId: 'Maharastra', cityId: 'Pune' } });
    actor.send({ type: 'lead.offered', field: 'stateId', options: [{ id: 'IN-MH', name: 'Maharashtra' }] });
    expect(actor.getSnapshot().context.places).toEqual(validPlaces);
    expect(actor.getSnapshot().context.values.stateId).toBe('IN-MH');
    // The same list again (the page tells it again after each send) changes nothing: the same object, so the page
    // does not write the draft again, which would move its 30 minutes on.
    const places = actor.getSnapshot().context.places;
    actor.send({ type: 'lead.offered', field: 'stateId', options: [{ id: 'IN-MH', name: 'Maharashtra' }] });
    expect(actor.getSnapshot().context.places).toBe(places);
  });

  it('a list that arrives with nothing chosen in its field says nothing there', async () => {
    const { actor } = await page(null);
    actor.send({ type: 'lead.offered', field: 'stateId', options: [{ id: 'IN-MH', name: 'Maharashtra' }] });
    actor.send({ type: 'lead.offered', field: 'cityId', options: [{ id: 'in-mh-pune', name: 'Pune' }] });
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  it("a state no longer offered takes its city's 422 words with the city", async () => {
    const rejection = { values: validLead, errors: { cityId: { server: 'We do not call Pune yet' } } };
    const { actor } = await page({ values: restored, keys: [], places: validPlaces, rejection });
    expect(Object.keys(actor.getSnapshot().context.errors)).toEqual(['cityId']);
    actor.send({ type: 'lead.offered', field: 'stateId', options: [{ id: 'IN-KA', name: 'Karnataka' }] });
    expect(actor.getSnapshot().context.errors).toEqual({ stateId: CHOICE_GONE });
  });

  it('empties a state no longer offered, its city with it, and says why until another is chosen', async () => {
    const { actor, sent } = await page({ values: restored, keys: [], places: validPlaces });
    actor.send({ type: 'lead.offered', field: 'stateId', options: [{ id: 'IN-KA', name: 'Karnataka' }] });
    const { values, errors, places } = actor.getSnapshot().context;
    expect([values.stateId, values.cityId, places]).toEqual(['', '', {}]);
    expect(errors).toEqual({ stateId: CHOICE_GONE });
    // Send says the same, not "State is required"; nothing is sent.
    actor.send({ type: 'lead.submit' });
    expect(actor.getSnapshot().context.errors.stateId).toBe(CHOICE_GONE);
    expect(sent).toEqual([]);
    actor.send({ type: 'lead.change', field: 'stateId', value: 'IN-KA', label: 'Karnataka' });
    expect(actor.getSnapshot().context.errors.stateId).toBeUndefined();
    expect(actor.getSnapshot().context.places).toEqual({ stateId: 'Karnataka' });
  });

  it('empties a city no longer offered, keeping the state', async () => {
    const { actor } = await page({ values: restored, keys: [] });
    actor.send({ type: 'lead.offered', field: 'stateId', options: [{ id: 'IN-MH', name: 'Maharashtra' }] });
    actor.send({ type: 'lead.offered', field: 'cityId', options: [{ id: 'in-mh-mumbai', name: 'Mumbai' }] });
    const { values, errors, unnamed } = actor.getSnapshot().context;
    expect([values.stateId, values.cityId, unnamed]).toEqual(['IN-MH', '', []]);
    expect(errors).toEqual({ cityId: CHOICE_GONE });
  });

  it("brings the last 422's words back beside each field still holding the value refused, not the others", async () => {
    const emailWords = { server: 'Taken' };
    const mobileWords = { server: 'This number cannot receive our calls' };
    const rejection = { values: { ...validLead, mobile: '+91 91234 56789' }, errors: { email: emailWords, mobile: mobileWords } };
    const { actor, sent } = await page({ values: restored, keys: [], places: validPlaces, rejection });
    // The mobile was changed after the 422 (the draft's values have another): its words are gone.
    expect(actor.getSnapshot().context.errors).toEqual({ email: emailWords });
    expect(actor.getSnapshot().context.errors.email).toBe(emailWords);
    actor.send({ type: 'lead.change', field: 'email', value: 'asha.rao@example.in' });
    expect(actor.getSnapshot().context.errors.email).toBeUndefined();
    actor.send({ type: 'lead.change', field: 'email', value: validLead.email });
    actor.send({ type: 'lead.change', field: 'mobile', value: '+91 91234 56789' });
    // Typed back to exactly what was refused: the words again, focus on the first, nothing posted again.
    actor.send({ type: 'lead.submit' });
    expect(sent).toEqual([]);
    expect(actor.getSnapshot().context.errors).toEqual({ email: emailWords, mobile: mobileWords });
    expect(actor.getSnapshot().context.focus?.target).toBe('mobile');
  });

  it("Send on a reloaded 422's very values keeps the server's words, even while a place's list is awaited", async () => {
    // The state's kept name was dropped (a pair the draft could not read): its select waits for the list.
    const rejection = { values: validLead, errors: { email: { server: 'Taken' } } };
    const { actor, sent } = await page({ values: restored, keys: [], places: { cityId: 'Pune' }, rejection });
    expect(actor.getSnapshot().context.unnamed).toEqual(['stateId']);
    actor.send({ type: 'lead.submit' });
    // As for any Send of the refused values: the words again beside the email, focus there, nothing posted.
    expect(actor.getSnapshot().context.errors).toEqual({ email: { server: 'Taken' } });
    expect(actor.getSnapshot().context.focus?.target).toBe('email');
    expect(sent).toEqual([]);
    // Once the email is changed, Send waits for the state's list and goes to its select.
    actor.send({ type: 'lead.change', field: 'email', value: 'asha.r@example.in' });
    actor.send({ type: 'lead.submit' });
    expect(actor.getSnapshot().context.focus?.target).toBe('stateId');
    expect(sent).toEqual([]);
  });

  it("a refused Send after another field went wrong keeps the server's words on the field still as refused", async () => {
    // Found by helper mut-s24 (older than Session 24): Send's own checks replaced every error, so the 422's words on
    // the unchanged email went as soon as the name was emptied, leaving the email looking accepted.
    const rejection = { values: validLead, errors: { email: { server: 'Taken' } } };
    const { actor, sent } = await page({ values: restored, keys: [], places: validPlaces, rejection });
    actor.send({ type: 'lead.change', field: 'name', value: '' });
    actor.send({ type: 'lead.submit' });
    expect(actor.getSnapshot().context.errors.email).toEqual({ server: 'Taken' });
    expect(actor.getSnapshot().context.errors.name).toBeDefined();
    expect(actor.getSnapshot().context.focus?.target).toBe('name');
    expect(sent).toEqual([]);
  });

  it("after a reload with a 422's words, errors follow every keystroke, as after the 422 itself", async () => {
    const rejection = { values: validLead, errors: { email: { server: 'Taken' } } };
    const { actor } = await page({ values: restored, keys: [], places: validPlaces, rejection });
    actor.send({ type: 'lead.change', field: 'name', value: 'A' });
    expect(Object.keys(actor.getSnapshot().context.errors).sort()).toEqual(['email', 'name']);
  });

  it('a list told after a failed send names its place, or empties it and Send then shows why, posting nothing', async () => {
    const { actor, sent } = await startLeadForm(
      async () => {
        throw offline;
      },
      { values: restored, keys: [], places: { stateId: 'Maharastra', cityId: 'Pune' } },
    );
    actor.send({ type: 'lead.change', field: 'acceptTerms', value: true });
    actor.send({ type: 'lead.submit' });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'lead.offered', field: 'stateId', options: [{ id: 'IN-MH', name: 'Maharashtra' }] });
    expect(actor.getSnapshot().context.places.stateId).toBe('Maharashtra');
    actor.send({ type: 'lead.offered', field: 'cityId', options: [{ id: 'in-mh-mumbai', name: 'Mumbai' }] });
    expect(actor.getSnapshot().context.values.cityId).toBe('');
    actor.send({ type: 'lead.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ cityId: CHOICE_GONE });
    expect(sent).toHaveLength(1);
  });
});

/** A tab reloaded on its thank-you screen (Session 25): the thanks again, with the reference, never an empty form. */
describe('leadCaptureMachine: started from a sent enquiry', () => {
  it('shows the thank-you screen with the reference once the form has loaded; Send another starts an empty form', async () => {
    const actor = createActor(
      leadCaptureMachine.provide({ actors: { loadForm: fromPromise<LeadForm, { formId: string }>(async () => leadForm) } }),
      { input: { formId: 'sunrise', source: {}, newKey: countingKeys(), draft: { values: EMPTY_LEAD, keys: [], sentId: 'ENQ-1001' } } },
    ).start();
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, (s) => s.matches('submitted'));
    expect(actor.getSnapshot().context).toMatchObject({ leadId: 'ENQ-1001', form: leadForm });
    actor.send({ type: 'lead.again' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ leadId: null, values: EMPTY_LEAD });
  });

  it('a draft without a reference opens the form', async () => {
    const { actor } = await startLeadForm(async () => ({ id: 'x' }), { values: EMPTY_LEAD, keys: [] });
    expect(actor.getSnapshot().context.leadId).toBeNull();
  });
});
