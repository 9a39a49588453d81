// @vitest-environment node
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../../src/api/errors';
import type { LeadCreated, LeadForm } from '../../../src/api/schemas/leadCapture';
import { failureOf } from '../../../src/machines/leadCaptureFailures';
import { EMPTY_LEAD, LEAD_FIELDS, sameValues, toNewLead, validateAll, type LeadField, type LeadValues } from '../../../src/machines/leadCaptureFields';
import { leadCaptureMachine, type SubmitLeadInput } from '../../../src/machines/leadCaptureMachine';
import { leadDraftOf, readLeadDraft, saveLeadDraft, type LeadDraft } from '../../../src/views/pages/leadCapture/leadDraft';
import { countingKeys, leadForm, validLead } from '../leadFixtures';
import { answersDelivered, Calls, propertyOptions, Reached, steps, watchErrors } from './fakeActors';

/**
 * Adversarial event orders on the public enquiry form: typing any field (valid, invalid, emptied, the same value
 * written differently), leaving fields, Send pressed again and again, Try again, "send another", a draft kept
 * from before a reload, reloads at any moment (mid-send too; the page saves its draft and the next page starts
 * from it, through leadDraft.ts's own save and read), and the form's load and each send answering ok, 404,
 * offline, a timeout, a 5xx, a gateway's 502, or a 422 on a field, in any order. After every step: each send carries valid values and the values of the
 * moment Send was pressed, one send at a time; every send of the same enquiry carries the same Idempotency-Key and
 * no key is ever used for another enquiry (the server answers a key it knows with the lead it stored: a key reused
 * would drop the new enquiry, a new key for a send that may have arrived would store it twice); a failure never
 * loses what was typed and always says something; the values the latest 422 refused are not sent again unchanged
 * (an earlier 422's values may be, after other values were refused: the server refuses them again and stores
 * nothing, so the machine remembers only the latest); every state but the form that does not exist has a way on.
 *
 * Across a reload the same holds, with two exceptions the draft makes on purpose: a page reloaded with an empty
 * form keeps no draft, so it starts another enquiry (one reloaded after the enquiry was sent shows its thanks again,
 * with its reference, until "send another"); and a reloaded page no longer knows what a 422 refused (sending it
 * again unchanged is refused again, and stores nothing).
 *
 * Found a bug (Session 22, fixed in the same session): the draft kept only the key of the values on screen, so an
 * enquiry sent, another one sent, a reload, and the first typed back went out under a new key.
 *
 * Found a bug (fixed in the same session; tests/model/leadCaptureMachine.test.ts has the counter-examples as
 * examples): only the last send's key was kept, so an enquiry sent, another one sent, and the first typed back went
 * out under a third key. This property fails on that machine in every run tried (10 of 10).
 *
 * Mutants seen failing (each reverted): a send minting a new key every time (a retry after a timeout stores the
 * enquiry twice), `keyOfValues` answering the enquiry's first key whatever the values (another enquiry sent under
 * an old key), `resetLead` keeping the keys (the next enquiry under the last one's), `isLeadValid` always true
 * (invalid values sent), `lead.submit` accepted while `submitting` (two sends in flight), `lead.change` accepted
 * while `submitting`, `isUnchangedSinceRejection` never true (refused values sent again), the `hasFieldErrors`
 * branch dropped (a 422 on a field said as a general failure), `assignFailure` dropped (a failed state that says
 * nothing), `lead.retry` removed from `loadFailed` (stuck), the draft keeping only the on-screen values' key
 * (Session 22: an enquiry typed back after a reload under a new key). Equivalent, so not caught: `keepOrMintKey`
 * minting every time (the send takes the first key minted for its values all the same).
 */

// What a visitor may type into each field: the fixture's valid value, the same enquiry written differently
// (spaces, another form of the same mobile), other valid values (another enquiry), invalid ones, and nothing.
const TYPED: Record<LeadField, Array<string | boolean>> = {
  name: ['Asha Rao', 'Asha Rao ', 'Asha  Rao', 'Ravi Kumar', 'A', ''],
  mobile: ['+91 98765 43210', '9876543210', '+91 91234 56789', '12345', ''],
  email: ['asha@example.in', 'ravi@example.in', 'asha@', ''],
  courseId: ['bca', 'mca', 'nope', ''],
  stateId: ['IN-MH', 'IN-KA', ''],
  cityId: ['in-mh-pune', 'in-ka-mysuru', ''],
  message: ['Is there a hostel?', '', 'x'.repeat(1001)],
  acceptTerms: [true, false],
};

const FAILURES = {
  notFound: new ApiError('http', 'Form not found', 404, {}, 'refusal'),
  offline: new ApiError('network', 'Failed to fetch', null, {}, 'none', true),
  timeout: new ApiError('timeout', 'No answer in time'),
  serverDown: new ApiError('http', 'Internal Server Error', 500),
  gateway: new ApiError('http', 'Bad Gateway', 502),
  emailTaken: new ApiError('http', 'Some details need your attention', 422, { email: 'An enquiry with this email address already exists' }),
  refusedNoWords: new ApiError('http', 'Unprocessable', 422, {}, 'refusal'),
};
type Answer = 'ok' | keyof typeof FAILURES;

/**
 * Whole enquiries, as the browser's autofill (or a quick typist) fills in every field in screen order: the
 * fixture's, the same with another question, and another person's.
 */
const FILLED: LeadValues[] = [
  validLead,
  { ...validLead, message: 'Is there a bus?' },
  { ...validLead, name: 'Ravi Kumar', mobile: '+91 91234 56789', email: 'ravi@example.in', courseId: 'mca', stateId: 'IN-KA', cityId: 'in-ka-mysuru' },
];

type Step =
  | { do: 'change'; field: LeadField; value: string | boolean }
  | { do: 'fillIn'; enquiry: number; send: boolean }
  | { do: 'blur'; field: LeadField }
  | { do: 'submit' }
  | { do: 'retry' }
  | { do: 'again' }
  | { do: 'reload' }
  | { do: 'answerLoad' | 'answerSend'; with: Answer };

const change = fc.constantFrom(...LEAD_FIELDS).chain((field) => fc.record({ do: fc.constant('change' as const), field: fc.constant(field), value: fc.constantFrom(...TYPED[field]) }));
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 5, arbitrary: change },
  { weight: 3, arbitrary: fc.record({ do: fc.constant('fillIn' as const), enquiry: fc.nat(FILLED.length - 1), send: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ do: fc.constant('blur' as const), field: fc.constantFrom(...LEAD_FIELDS) }) },
  { weight: 4, arbitrary: fc.constant({ do: 'submit' as const }) },
  { weight: 1, arbitrary: fc.constant({ do: 'retry' as const }) },
  { weight: 1, arbitrary: fc.constant({ do: 'again' as const }) },
  { weight: 1, arbitrary: fc.constant({ do: 'reload' as const }) },
  // The form's load answers mostly ok (a form that never loads tests nothing else); sends fail in every way.
  {
    weight: 2,
    arbitrary: fc.record({
      do: fc.constant('answerLoad' as const),
      with: fc.oneof({ weight: 6, arbitrary: fc.constant<Answer>('ok') }, { weight: 1, arbitrary: fc.constantFrom<Answer>('notFound', 'offline', 'serverDown') }),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      do: fc.constant('answerSend' as const),
      with: fc.oneof(
        { weight: 2, arbitrary: fc.constant<Answer>('ok') },
        { weight: 2, arbitrary: fc.constant<Answer>('emailTaken') },
        { weight: 4, arbitrary: fc.constantFrom<Answer>('offline', 'timeout', 'serverDown', 'gateway', 'refusedNoWords', 'notFound') },
      ),
    }),
  },
);

const unticked = (values: LeadValues): LeadValues => ({ ...values, acceptTerms: false });
/**
 * A draft kept from before a reload (terms never kept), with the keys of sends that may have arrived: of the values
 * on screen or of other enquiries sent before, each with its own values.
 */
const draft: fc.Arbitrary<LeadDraft | null> = fc.option(
  fc.record({
    values: fc.constantFrom<LeadValues>(...FILLED.map(unticked), { ...EMPTY_LEAD, name: 'Asha Rao', email: 'asha@example.in' }),
    keys: fc.subarray(FILLED.map(unticked)).map((sent) => sent.map((values, i) => ({ values, key: `draft-key-${i + 1}` }))),
  }),
  { freq: 2 },
);

/** This tab's sessionStorage, where the page keeps the draft across a reload (the property runs without a DOM). */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}
const T0 = Date.UTC(2026, 10, 27, 9, 0);

const courses = leadForm.courses.map((c) => c.id);
/** The request body, which the server compares (terms are always accepted in it). */
const bodyOf = (lead: SubmitLeadInput['lead']) => JSON.stringify(lead);

async function run(start: LeadDraft | null, commands: Step[], reached: Reached) {
  const calls = new Calls();
  const machine = leadCaptureMachine.provide({
    actors: { loadForm: calls.fake<LeadForm, { formId: string }>('loadForm'), submitLead: calls.fake<LeadCreated, SubmitLeadInput>('submitLead') },
  });
  // One source of keys for every page of the tab, as random UUIDs are: a reloaded page never mints an earlier one.
  const newKey = countingKeys();
  let errors: unknown[] = [];
  const page = (draft: LeadDraft | null) => {
    const started = createActor(machine, { input: { formId: 'sunrise', source: {}, newKey, draft } });
    errors = watchErrors(started);
    return started.start();
  };
  let actor = page(start);

  // Every enquiry ("send another" starts the next): the keys its sends carried, by request body, and the page
  // (counted by reloads; -1 before the first) that sent them.
  let enquiry = 0;
  let reloads = 0;
  const keys: Array<{ enquiry: number; body: string; key: string; page: number }> = [];
  for (const k of start?.keys ?? []) keys.push({ enquiry, body: bodyOf(toNewLead(k.values, {})), key: k.key, page: -1 });
  // The values the latest 422 (on a field) refused in this enquiry.
  let refused: LeadValues | null = null;
  let focusSeq = 0;

  for (const command of commands) {
    const before = actor.getSnapshot();
    const sent = calls.of('submitLead').length;
    switch (command.do) {
      case 'change':
        actor.send({ type: 'lead.change', field: command.field, value: command.value });
        break;
      case 'fillIn':
        for (const field of LEAD_FIELDS) actor.send({ type: 'lead.change', field, value: FILLED[command.enquiry]![field] });
        if (command.send) actor.send({ type: 'lead.submit' });
        break;
      case 'blur':
        actor.send({ type: 'lead.blur', field: command.field });
        break;
      case 'submit':
        actor.send({ type: 'lead.submit' });
        break;
      case 'retry':
        actor.send({ type: 'lead.retry' });
        break;
      case 'again':
        actor.send({ type: 'lead.again' });
        if (before.matches('submitted')) [enquiry, refused] = [enquiry + 1, null];
        break;
      case 'reload': {
        // What useLeadCaptureActors.ts saves at every change, read back by the next page, as the page does.
        saveLeadDraft('sunrise', leadDraftOf(before.context, before.matches('submitted')), T0);
        actor.stop();
        const restored = readLeadDraft('sunrise', T0 + 60_000);
        actor = page(restored);
        // No draft (sent, or an emptied form keeps nothing): what is typed next is another enquiry.
        if (!restored) enquiry += 1;
        [refused, focusSeq, reloads] = [null, 0, reloads + 1];
        expect(actor.getSnapshot().context.values).toEqual(before.matches('submitted') ? EMPTY_LEAD : unticked(before.context.values));
        // Sent (or a page started from a sent enquiry, still loading): the reference comes back, for the thanks.
        expect(actor.getSnapshot().context.leadId).toBe(before.context.leadId);
        reached.note(restored && restored.keys.length > 1 ? 'reloaded with keys' : before.context.leadId ? 'reloaded after sending' : 'reloaded');
        break;
      }
      case 'answerLoad':
      case 'answerSend': {
        // Each state waits for one request at most (only a reload stops one: its page is gone, and no answer reaches
        // it), so there is never a late answer here.
        const call = calls.inFlight(command.do === 'answerLoad' ? 'loadForm' : 'submitLead')[0];
        if (!call) break;
        if (command.with === 'ok') call.resolve(call.actor === 'loadForm' ? leadForm : { id: `ENQ-${call.seq}` });
        else call.reject(FAILURES[command.with]);
        await answersDelivered();
        const after = actor.getSnapshot();
        if (call.actor === 'submitLead') {
          // A failure keeps every value that was sent, and says why; success thanks with the server's id.
          expect(after.context.values).toEqual(before.context.values);
          if (command.with === 'ok') {
            expect(after.value).toBe('submitted');
            expect(after.context.leadId).toBe(`ENQ-${call.seq}`);
          } else if (command.with === 'emailTaken') {
            expect(after.value).toBe('failed');
            expect(after.context.failure?.id).toBe('lead.failure.invalid');
            expect(after.context.errors.email).toEqual({ server: 'An enquiry with this email address already exists' });
            refused = after.context.values;
          } else {
            expect(after.value).toBe('failed');
            expect(after.context.failure).toEqual(failureOf(FAILURES[command.with]));
          }
        } else {
          const loaded = before.context.leadId ? 'submitted' : 'editing';
          expect(after.value).toBe(command.with === 'ok' ? loaded : command.with === 'notFound' ? 'unavailable' : 'loadFailed');
        }
        break;
      }
    }

    const s = actor.getSnapshot();
    expect(errors).toEqual([]);
    // Only a form that does not exist ends the machine; every other state has a way on.
    expect(s.status).toBe(s.matches('unavailable') ? 'done' : 'active');
    expect(calls.inFlight('submitLead').length).toBeLessThanOrEqual(1);
    expect(calls.inFlight('loadForm').length).toBeLessThanOrEqual(1);
    if (s.matches('loading')) expect(calls.inFlight('loadForm')).toHaveLength(1);
    if (s.matches('loadFailed')) expect(s.can({ type: 'lead.retry' })).toBe(true);
    if (s.matches('submitting')) {
      expect(calls.inFlight('submitLead')).toHaveLength(1);
      // The request carries the values of the moment Send was pressed: no typing while it is on its way.
      expect(s.can({ type: 'lead.change', field: 'name', value: 'Someone Else' })).toBe(false);
    }
    if (s.matches('failed')) {
      expect(s.context.failure).not.toBeNull();
      expect(s.can({ type: 'lead.change', field: 'name', value: 'Someone Else' })).toBe(true);
    }
    if (s.matches('submitted')) expect(s.can({ type: 'lead.again' })).toBe(true);
    if (s.context.focus) {
      expect(s.context.focus.seq).toBeGreaterThanOrEqual(focusSeq);
      focusSeq = s.context.focus.seq;
    }

    const newSends = calls.of<SubmitLeadInput>('submitLead').slice(sent);
    expect(newSends.length).toBeLessThanOrEqual(1);
    for (const send of newSends) {
      // Only values that pass the rules are sent, as the visitor sees them now.
      expect(validateAll(s.context.values, courses)).toEqual({});
      expect(send.input.lead).toEqual(toNewLead(s.context.values, {}));
      expect(refused === null || !sameValues(refused, s.context.values), 'values a 422 refused, sent again unchanged').toBe(true);
      const body = bodyOf(send.input.lead);
      for (const earlier of keys) {
        // The same enquiry always under the same key; a key never for another enquiry or another body.
        if (earlier.enquiry === enquiry && earlier.body === body) expect(send.input.idempotencyKey, `the key of ${body}`).toBe(earlier.key);
        if (earlier.key === send.input.idempotencyKey) expect({ enquiry, body }).toEqual({ enquiry: earlier.enquiry, body: earlier.body });
      }
      const priors = keys.filter((k) => k.enquiry === enquiry && k.body === body);
      keys.push({ enquiry, body, key: send.input.idempotencyKey, page: reloads });
      reached.note(priors.length > 0 ? 'sent again' : 'sent');
      if (priors.some((k) => k.page < reloads)) reached.note('sent again after a reload');
    }
    reached.note(String(s.value));
    // The form does not exist: the page says so and offers nothing more to do (xstate warns of any later event).
    if (s.status === 'done') break;
  }
  actor.stop();
}

describe('leadCaptureMachine under adversarial event orders', () => {
  beforeEach(() => vi.stubGlobal('window', { sessionStorage: new MemoryStorage() }));
  afterEach(() => vi.unstubAllGlobals());

  it('sends valid values once at a time, one Idempotency-Key per enquiry (across reloads too), and never loses the draft on failure', async () => {
    const reached = new Reached();
    await fc.assert(
      fc.asyncProperty(draft, steps(step, 50), (start, commands) => run(start, commands, reached)),
      {
        ...propertyOptions(),
        // A reload after a send that arrived needs a load, a whole enquiry, its answer and then the reload, in that
        // order: some seeds of 150 runs missed it (the self-check below then failed a clean-clone CI run). This run
        // always reaches it first.
        examples: [[null, [{ do: 'answerLoad', with: 'ok' }, { do: 'fillIn', enquiry: 0, send: true }, { do: 'answerSend', with: 'ok' }, { do: 'reload' }]]],
      },
    );
    const states = ['loading', 'loadFailed', 'unavailable', 'editing', 'submitting', 'failed', 'submitted'];
    expect(reached.missing([...states, 'sent', 'sent again', 'reloaded', 'reloaded with keys', 'reloaded after sending', 'sent again after a reload'])).toEqual([]);
  });
});
