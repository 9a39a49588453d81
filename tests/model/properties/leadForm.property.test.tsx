import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { StrictMode } from 'react';
import { act, cleanup, render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { ApiError } from '../../../src/api/errors';
import type { NewLead } from '../../../src/api/schemas/leadCapture';
import { I18nProvider, loadLanguage } from '../../../src/i18n/I18nProvider';
import { charCount, EMPTY_LEAD, firstErrorField, LEAD_FIELDS, sameValues, toNewLead, validateAll, type LeadField, type LeadValues } from '../../../src/machines/leadCaptureFields';
import { LeadCapturePage } from '../../../src/views/pages/leadCapture/LeadCapturePage';
import { ServicesProvider, type Services } from '../../../src/views/root/services';
import { leadForm } from '../leadFixtures';
import { Calls, propertyOptions, Reached, type Call } from './fakeActors';
import { AGAIN_GRACE_MS } from '../../../src/views/pages/leadCapture/sendPress';

/**
 * Adversarial orders on the RENDERED enquiry form (LeadCapturePage under StrictMode, as main.tsx renders it, in
 * jsdom): typing in the text fields, choosing a course, a state and a city from the lists on screen, ticking and
 * unticking the terms, an autofill of the whole form, Send pressed once or twice (a double click) or Enter pressed in
 * a one-line field at any moment,
 * Try again (the form's load, a lookup), "Send another enquiry", a reload (the page again from the tab's draft,
 * mid-send too), and the form's load, the state and city lookups
 * and each send answered in any order (late answers for a state no longer chosen, or for a form no longer shown,
 * too): ok, a 422 with the server's words on a field, offline, unreachable, a timeout, a 5xx, a gateway's 502.
 * The request layer (`http.request`) is a fake whose promises the test settles; everything above it is the app's.
 *
 * After every step, against a model the test keeps of what the person did (not the machine's context): every
 * field shows what was typed or chosen last (a failure, a late lookup or a re-render never resets one; only "Send
 * another enquiry" after a success empties the form; a new state empties the city); the state and city lists are
 * the answers for the country and the state chosen now, never a late list for an older state; City is disabled
 * until a state is chosen; the message's counter counts what is typed; while sending, every field is read-only
 * (text) or marked read-only (choices, terms), the button busy, and a second Send sends nothing; a failed send
 * shows the failure that says why (offline, unreachable, timeout, our side, answer lost) and never thanks; a 422
 * shows the server's words under its field; after a refused Send focus is on the first field with a problem, after
 * a failure on the failure's message, after thanks on its heading, after "send another" on Name (never <body>
 * once the visitor has been in the form); the form's status line says "Sending…" while sending, and otherwise the
 * problem of the field a focus request named while it already had focus (Enter pressed in it), as a change when
 * said again, until that field is typed in or another request comes; Enter in an empty form does nothing;
 * every request carries exactly the values on screen when Send was pressed;
 * the same enquiry re-sent carries the same Idempotency-Key (across a reload too) and another enquiry never an old
 * one; no console.error, no uncaught error.
 *
 * Found a bug (Session 22, fixed in the same session; the example is in tests/unit/leadCaptureMachine.test.ts): a
 * second 422 kept the first one's words under a field it did not name (the mobile, unchanged and accepted this
 * time), and focus went there instead of to the email the server had just refused.
 *
 * Closed (Session 23; until then this check made an exception for it): after a reload, a Send pressed before the
 * lists had answered (or after one failed) carried the draft's state and city while the selects said "Loading…".
 * The draft now keeps the places' names and the selects show them at once, so every request is what the screen
 * showed at the press, with no exception; on the old code the first example below fails at its Send.
 *
 * Typing: user-event's `clear` and `paste` (one input event each, as a paste or an autofill sends) rather than
 * `type`, which renders the whole form once per character and would multiply the file's time by the length of what
 * is typed. Clicks, selects and double clicks are user-event's, so focus moves as it does for a visitor and a
 * read-only field refuses typing. Five runs written by hand (EXAMPLES) go first, so the self-check never depends on
 * the seed; 60 random runs of up to 35 steps follow (about 20 s alone on the shared 2-core machine).
 *
 * Mutants seen failing (each reverted): useLeadField's TextField props without `readOnly` (fields editable while
 * sending), LeadFormView's focus effect not focusing (focus left on Send after a refused send), LeadPlaceFields
 * asking for cities only once (`[cities]` for `[cities, state.value]`: a new state gets no list), and (machine)
 * `assignValue` keeping the city when the state changes (a city of another state sent): these four also with the
 * examples left out (the first three at once, shrunk to 1 step; the last after 49 random runs, and always by the
 * second example); then LeadThanks not focusing its heading, LeadPlaceFields' City never disabled, useLeadField
 * showing the message as '' after a failure (a failure losing what was typed), the Send button never busy.
 * Then (Session 28, with Enter and the status line) useFocusOrSay saying nothing, never adding its no-break space
 * (the same problem said again is no change) and not dropping the problem on typing in its field. Equivalent here:
 * dropping it on the next submit (every submit of this form ends in a new focus request or sends, and the status
 * line says "Sending…" then; the sign-in property catches that mutant).
 * Not caught, as they change nothing on screen: LeadFormView not cancelling a click on the terms while sending
 * (React puts the tick back; in a browser the click would only flicker), and lookupMachine without `reenter: true`
 * or the lookups without `unlessAborted` (a new key restarts `loading` and stops the old request either way:
 * equivalent).
 */

const en = JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../../src/i18n/messages/en.json'), 'utf8')) as Record<string, string>;

const STATES = [
  { id: 'IN-MH', name: 'Maharashtra' },
  { id: 'IN-KA', name: 'Karnataka' },
];
const CITIES: Record<string, Array<{ id: string; name: string }>> = {
  'IN-MH': [
    { id: 'in-mh-pune', name: 'Pune' },
    { id: 'in-mh-mumbai', name: 'Mumbai' },
  ],
  'IN-KA': [
    { id: 'in-ka-mysuru', name: 'Mysuru' },
    { id: 'in-ka-bengaluru', name: 'Bengaluru' },
  ],
};
const COURSES = leadForm.courses.map((c) => c.id);

const FAILURES = {
  offline: new ApiError('network', 'Failed to fetch', null, {}, 'none', true),
  unreached: new ApiError('network', 'Failed to fetch'),
  timeout: new ApiError('timeout', 'No answer within 30000 ms'),
  server: new ApiError('http', 'Internal Server Error', 500),
  gateway: new ApiError('http', 'Bad Gateway', 502),
  notFound: new ApiError('http', 'Form not found', 404, {}, 'refusal'),
  emailTaken: new ApiError('http', 'Some details need your attention', 422, { email: 'An enquiry with this email address already exists' }),
  mobileRefused: new ApiError('http', 'Some details need your attention', 422, { mobile: 'This number cannot receive our calls' }),
};
type Answer = 'ok' | keyof typeof FAILURES;
/** What a failed send must say, independently of leadCaptureFailures.ts. */
const SEND_FAILURE_TEXT: Record<Exclude<Answer, 'ok' | 'emailTaken' | 'mobileRefused'>, string> = {
  offline: 'lead.failure.network',
  unreached: 'lead.failure.unreached',
  timeout: 'lead.failure.timeout',
  server: 'lead.failure.server',
  gateway: 'lead.failure.unknown',
  notFound: 'lead.failure.closed',
};
const REFUSED_FIELD = { emailTaken: 'email', mobileRefused: 'mobile' } as const;

// ---------------------------------------------------------------------------------------------------------------
// The request layer: every request waits until the test answers it, recorded in a `Calls` as the other properties'.

type Kind = 'form' | 'states' | 'cities' | 'send';
/** What the test reads of a request besides its kind: its key (the form's id, the country, the state), a send's body and key. */
interface LeadRequest {
  key: string;
  body?: NewLead;
  idempotencyKey?: string;
}
/** A request as `calls` records it: under its kind (the actor's name), with its `LeadRequest` as the input. */
type Request = Call<LeadRequest>;
const kindOf = (request: Request) => request.actor as Kind;

/**
 * The page's request layer, as fakeRequests.ts's `fakeHttp` is the session pages': each request is recorded in `calls`
 * under its kind and waits until the test settles it. Its answers are the API's bodies as they are (no schema read).
 */
function fakeLeadHttp(calls: Calls) {
  const request = (options: { method?: string; path: string; body?: unknown; headers?: Record<string, string>; signal?: AbortSignal }) => {
    const [head, key = ''] = options.path.split('/');
    const kind: Kind = options.method === 'POST' ? 'send' : head === 'lead-capture' ? 'form' : head === 'country' ? 'states' : 'cities';
    const input: LeadRequest = {
      key: decodeURIComponent(kind === 'form' || kind === 'send' ? options.path.split('/').at(-1)! : key),
      body: options.body as NewLead | undefined,
      idempotencyKey: options.headers?.['Idempotency-Key'],
    };
    return calls.wait(kind, input, options.signal);
  };
  return { request, resolve: <T,>(href: T) => href };
}

const envelope = (data: unknown) => ({ success: true, data });
function answerOf(request: Request, answer: Answer): { ok: true; value: unknown } | { ok: false; error: ApiError } {
  if (answer !== 'ok') return { ok: false, error: FAILURES[answer] };
  switch (kindOf(request)) {
    case 'form':
      return { ok: true, value: envelope(leadForm) };
    case 'states':
      return { ok: true, value: envelope(STATES) };
    case 'cities':
      return { ok: true, value: envelope(CITIES[request.input.key] ?? []) };
    case 'send':
      return { ok: true, value: envelope({ id: `ENQ-${request.seq}` }) };
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Steps.

const TEXT_FIELDS = ['name', 'mobile', 'email', 'message'] as const;
type TextField = (typeof TEXT_FIELDS)[number];
const TYPED: Record<TextField, string[]> = {
  name: ['Asha Rao', 'Asha Rao ', 'Ravi Kumar', 'A', ''],
  mobile: ['+91 98765 43210', '9876543210', '+91 91234 56789', '12345', ''],
  email: ['asha@example.in', 'ravi@example.in', 'asha@', ''],
  message: ['Is there a hostel?', '', 'x'.repeat(1001)],
};
/** What an autofill (or a quick typist) puts in: the text fields, the course, the place, the terms. */
const FILLED = [
  { name: 'Asha Rao', mobile: '+91 98765 43210', email: 'asha@example.in', message: 'Is there a hostel?', courseId: 'bca', stateId: 'IN-MH', cityId: 'in-mh-pune' },
  { name: 'Ravi Kumar', mobile: '+91 91234 56789', email: 'ravi@example.in', message: '', courseId: 'mca', stateId: 'IN-KA', cityId: 'in-ka-mysuru' },
];

type Step =
  | { do: 'type'; field: TextField; value: string }
  | { do: 'course'; value: string }
  | { do: 'state' | 'city'; pick: number }
  | { do: 'terms' }
  | { do: 'fill'; enquiry: number; send: 'no' | 'once' | 'twice' }
  | { do: 'send'; twice: boolean }
  // Enter in a one-line text field (the message is a textarea: Enter there is a new line), which submits the form.
  | { do: 'enter'; field: 'name' | 'mobile' | 'email' }
  | { do: 'again' }
  | { do: 'retry' }
  | { do: 'reload' }
  | { do: 'answer'; pick: number; with: Answer }
  | { do: 'answerSend'; with: Answer }
  | { do: 'answerLate'; pick: number; with: Answer };

const answer = fc.oneof(
  { weight: 6, arbitrary: fc.constant<Answer>('ok') },
  { weight: 3, arbitrary: fc.constantFrom<Answer>('emailTaken', 'mobileRefused') },
  { weight: 6, arbitrary: fc.constantFrom<Answer>('offline', 'unreached', 'timeout', 'server', 'gateway') },
  { weight: 1, arbitrary: fc.constant<Answer>('notFound') },
);
// Picks shrink to 0 (the newest request); a higher one answers an older request late.
const pick = fc.oneof({ weight: 5, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.nat(3) });
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.constantFrom(...TEXT_FIELDS).chain((field) => fc.record({ do: fc.constant('type' as const), field: fc.constant(field), value: fc.constantFrom(...TYPED[field]) })),
  },
  { weight: 1, arbitrary: fc.record({ do: fc.constant('course' as const), value: fc.constantFrom('bca', 'mca', '') }) },
  { weight: 3, arbitrary: fc.record({ do: fc.constant('state' as const), pick: fc.nat(5) }) },
  { weight: 2, arbitrary: fc.record({ do: fc.constant('city' as const), pick: fc.nat(5) }) },
  { weight: 1, arbitrary: fc.constant({ do: 'terms' as const }) },
  { weight: 5, arbitrary: fc.record({ do: fc.constant('fill' as const), enquiry: fc.nat(FILLED.length - 1), send: fc.constantFrom('no', 'once', 'twice') }) },
  { weight: 3, arbitrary: fc.record({ do: fc.constant('send' as const), twice: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ do: fc.constant('enter' as const), field: fc.constantFrom('name' as const, 'mobile' as const, 'email' as const) }) },
  { weight: 3, arbitrary: fc.constant({ do: 'again' as const }) },
  { weight: 2, arbitrary: fc.constant({ do: 'retry' as const }) },
  { weight: 1, arbitrary: fc.constant({ do: 'reload' as const }) },
  { weight: 5, arbitrary: fc.record({ do: fc.constant('answer' as const), pick, with: answer }) },
  // The send in flight, if any (the generic answer above reaches it only when it is the newest request).
  { weight: 5, arbitrary: fc.record({ do: fc.constant('answerSend' as const), with: answer }) },
  // A request the page no longer waits for (a list for a state no longer chosen, StrictMode's first mount's).
  { weight: 1, arbitrary: fc.record({ do: fc.constant('answerLate' as const), pick: fc.nat(2), with: answer }) },
);
/**
 * Which answers a run's network gives at once: both lists (the runs then go deep: sends, failures, send another),
 * the states only (cities then come in any order: late lists for a state no longer chosen), or none.
 */
type Eager = 'lists' | 'states' | 'none';
const eagerness = fc.oneof({ weight: 3, arbitrary: fc.constant<Eager>('lists') }, { weight: 1, arbitrary: fc.constantFrom<Eager>('states', 'none') });
/** How the form's first load is answered (mostly ok: a form that never loads tests nothing else). */
const firstLoad = fc.oneof({ weight: 4, arbitrary: fc.constant<Answer>('ok') }, { weight: 1, arbitrary: fc.constantFrom<Answer>('offline', 'server') });

// ---------------------------------------------------------------------------------------------------------------
// The page and what is on it.

const el = <T extends HTMLElement>(id: string) => document.getElementById(id) as T | null;
const fieldEl = <T extends HTMLElement>(field: LeadField) => el<T>(`lead-${field}`);
const optionValues = (select: HTMLSelectElement) => Array.from(select.options, (o) => o.value);
const sendButton = () => document.querySelector<HTMLButtonElement>('form button[type="submit"]');
const textOf = (id: string) => el(id)?.textContent ?? '';
const statusLine = () => document.querySelector('form > [role=status]');

/** What the form shows now, read from the DOM as a person reads it. */
function onScreen(): LeadValues {
  const value = (field: LeadField) => fieldEl<HTMLInputElement>(field)!.value;
  return {
    name: value('name'),
    mobile: value('mobile'),
    email: value('email'),
    courseId: value('courseId'),
    stateId: value('stateId'),
    cityId: value('cityId'),
    message: value('message'),
    acceptTerms: fieldEl<HTMLInputElement>('acceptTerms')!.checked,
  };
}

type SendFailure = { text: string; field?: 'email' | 'mobile'; words?: string };
type Refusal = { values: LeadValues; failure: SendFailure };
type Phase = 'loading' | 'loadFailed' | 'unavailable' | 'editing' | 'sending' | 'failed' | 'thanks';
type ListState = { key: string; status: 'loading' | 'loaded' | 'failed' } | null;

let initial: Awaited<ReturnType<typeof loadLanguage>>;
beforeAll(async () => {
  initial = await loadLanguage('en', ['lead']);
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

/** Lets settled promises reach the machines and React render what they say. */
const settle = (work: () => void) =>
  act(async () => {
    work();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

// How far the page's clock (performance.now) has been moved on: "Send another enquiry" pressed within a second of
// a press on Send is taken for the second tap of a double tap and ignored (sendPress.ts; its own browser test is in
// tests/e2e/leadCaptureFixes.spec.ts), so the 'again' step lets that second pass first, as a visitor reading the
// thanks does.
let clockSkew = 0;

async function run(load: Answer, eager: Eager, commands: Step[], reached: Reached) {
  cleanup();
  sessionStorage.clear();
  const consoleError = vi.spyOn(console, 'error');
  const realNow = performance.now.bind(performance);
  clockSkew = 0;
  const clock = vi.spyOn(performance, 'now').mockImplementation(() => realNow() + clockSkew);
  const uncaught: unknown[] = [];
  const onError = (event: ErrorEvent) => uncaught.push(event.error);
  window.addEventListener('error', onError);
  try {
    await steer(load, eager, commands, reached, consoleError, uncaught);
  } finally {
    // Also when a step failed: fast-check runs the shrunk cases next, each with its own page and spy.
    window.removeEventListener('error', onError);
    consoleError.mockRestore();
    clock.mockRestore();
    cleanup();
  }
}

async function steer(load: Answer, eager: Eager, commands: Step[], reached: Reached, consoleError: MockInstance, uncaught: unknown[]) {
  const calls = new Calls();
  // Every call in `calls` is one of the page's requests (fakeLeadHttp records nothing else).
  const requests = calls.all as Request[];
  const http = fakeLeadHttp(calls);
  const user: UserEvent = userEvent.setup({ delay: null });
  // The page as main.tsx renders it; a reload renders it again in the same tab (its sessionStorage, its draft).
  const mount = async () => {
    render(
      <StrictMode>
        <ServicesProvider services={{ http } as unknown as Services}>
          <I18nProvider initial={initial} reportMissing={false}>
            <LeadCapturePage formId="sunrise" />
          </I18nProvider>
        </ServicesProvider>
      </StrictMode>,
    );
    await settle(() => {});
  };
  await mount();

  // The model: what the person typed and chose last, and what the page should be showing.
  let typed: LeadValues = EMPTY_LEAD;
  let phase: Phase = 'loading';
  let loadFailure = '';
  let sendFailure: SendFailure | null = null;
  // The values the latest 422 refused, and what it said (a later failure of other values does not forget it).
  let refused: Refusal | null = null;
  let leadId = '';
  // The tab keeps the sent enquiry's reference (Session 25): a reload shows its thanks again, until "send another".
  let sentKept = false;
  let states: ListState = null;
  let cities: ListState = null;
  // Idempotency keys: per enquiry ("send another" starts the next) and request body, and every key used.
  let enquiry = 0;
  const keys = new Map<string, string>();
  const usedKeys = new Set<string>();
  let inForm = false;
  // What the form's status line says besides "Sending…": the problem of the field a focus request named while that
  // field already had focus (Enter pressed in it: no focus move, so nothing else is heard; useFocusOrSay), until
  // that field is typed in, the form is submitted again or another focus request comes.
  let said: { field: string; text: string } | null = null;
  let seen = requests.length;
  let failedBefore = false;

  /** New requests since the last look: lookups follow what is chosen; sends only come from a press on Send. */
  const takeNewRequests = () => {
    const fresh = requests.slice(seen);
    seen = requests.length;
    for (const request of fresh) {
      if (request.actor === 'states') states = { key: request.input.key, status: 'loading' };
      if (request.actor === 'cities') {
        expect(request.input.key, 'a city list asked for the state chosen').toBe(typed.stateId);
        cities = { key: request.input.key, status: 'loading' };
      }
    }
    return fresh;
  };

  /** Types into a text field as a paste does; a read-only field refuses the keys. */
  const typeInto = async (field: TextField, value: string) => {
    const input = fieldEl<HTMLInputElement>(field)!;
    if (input.value === value) return false;
    await user.click(input);
    inForm = true;
    if (input.readOnly) {
      await user.keyboard('x');
      return true;
    }
    await user.clear(input);
    if (value !== '') await user.paste(value);
    // The value differed, so the clear or the paste was an input event there.
    if (said?.field === input.id) said = null;
    return true;
  };
  const choose = async (field: 'courseId' | 'stateId' | 'cityId', value: string) => {
    const select = fieldEl<HTMLSelectElement>(field)!;
    if (select.disabled || select.value === value) return false;
    await user.selectOptions(select, value);
    inForm = true;
    // A choice is a change there too (the status line goes with it once it has been read, on `change`).
    if (said?.field === select.id) said = null;
    return true;
  };
  /**
   * A click on the terms. A click the page cancels (while sending) leaves the box as it was, as browsers do (HTML's
   * legacy-canceled-activation: the checkedness from before the click); jsdom toggles it once more instead, which
   * after React's own restore unticks a box the page kept ticked, so the test puts it back as a browser would.
   */
  const tick = async () => {
    const box = fieldEl<HTMLInputElement>('acceptTerms')!;
    const before = box.checked;
    let cancelled = false;
    const seeClick = (event: Event) => void (cancelled = event.target === box && event.defaultPrevented);
    window.addEventListener('click', seeClick);
    await user.click(box);
    window.removeEventListener('click', seeClick);
    if (cancelled) box.checked = before;
    inForm = true;
  };
  /** A change the person made; refused while sending (the model keeps what was sent). */
  const changed = (field: LeadField, value: string | boolean) => {
    if (phase === 'sending') {
      reached.note('changed while sending');
      return;
    }
    if (phase === 'failed') phase = 'editing';
    if (field === 'stateId' && value !== typed.stateId) {
      if (typed.cityId !== '') reached.note('state change emptied the city');
      typed = { ...typed, stateId: value as string, cityId: '' };
      cities = null;
      return;
    }
    typed = { ...typed, [field]: value };
  };

  const formShown = () => phase === 'editing' || phase === 'sending' || phase === 'failed';

  const check = (label: string) => {
    expect(consoleError, label).not.toHaveBeenCalled();
    expect(uncaught, label).toEqual([]);
    if (phase === 'loading') {
      expect(fieldEl('name'), label).toBeNull();
      expect(el('lead-thanks-title')).toBeNull();
      return;
    }
    if (phase === 'loadFailed') {
      expect(el('lead-load-failed'), label).not.toBeNull();
      expect(document.body.textContent).toContain(en[loadFailure]);
      return;
    }
    if (phase === 'unavailable') {
      expect(el('lead-unavailable'), label).not.toBeNull();
      return;
    }
    if (phase === 'thanks') {
      expect(el('lead-thanks-title'), label).not.toBeNull();
      expect(document.body.textContent).toContain(leadId);
      expect(fieldEl('name'), label).toBeNull();
      expect(el('lead-failure'), label).toBeNull();
      if (inForm) expect(document.activeElement, `${label}: focus`).not.toBe(document.body);
      return;
    }
    // The form: every field as typed or chosen last.
    expect(el('lead-thanks-title'), label).toBeNull();
    // A select shows the choice made last, also a reloaded draft's state and city while their lists load (or after
    // one failed): by the name the draft kept, so Send sends what is shown.
    expect(onScreen(), label).toEqual(typed);
    for (const [field, list] of [['stateId', STATES], ['cityId', CITIES[typed.stateId] ?? []]] as const) {
      const select = fieldEl<HTMLSelectElement>(field)!;
      if (typed[field] !== '') expect(select.selectedOptions[0]?.textContent, `${label}: ${field} shown by its name`).toBe(list.find((o) => o.id === typed[field])?.name);
    }
    const sending = phase === 'sending';
    for (const field of ['name', 'mobile', 'email', 'message'] as const) expect(fieldEl<HTMLInputElement>(field)!.readOnly, `${label}: ${field} read-only`).toBe(sending);
    for (const field of ['courseId', 'stateId', 'cityId', 'acceptTerms'] as const) {
      expect(fieldEl(field)!.getAttribute('aria-readonly') === 'true', `${label}: ${field} marked read-only`).toBe(sending);
    }
    expect(sendButton()!.getAttribute('aria-busy') === 'true', `${label}: Send busy`).toBe(sending);
    // The no-break space after a problem said again is what makes it a change a screen reader hears.
    expect(statusLine()!.textContent!.replace(/\u00A0$/, ''), `${label}: status line`).toBe(sending ? en['lead.sending'] : (said?.text ?? ''));
    // The lists: the country's states once answered; the chosen state's cities, never an older state's.
    const stateSelect = fieldEl<HTMLSelectElement>('stateId')!;
    const citySelect = fieldEl<HTMLSelectElement>('cityId')!;
    // Before its list, a chosen place is the one option there is besides "Loading…" (a reloaded draft's).
    const withChoice = (chosen: string, list: string[]) => (chosen !== '' && !list.includes(chosen) ? [chosen, ...list] : list);
    const stateList = states?.status === 'loaded' ? STATES.map((s) => s.id) : [];
    expect(optionValues(stateSelect), `${label}: states`).toEqual(['', ...withChoice(typed.stateId, stateList)]);
    const cityList = cities?.status === 'loaded' && cities.key === typed.stateId ? CITIES[cities.key]!.map((c) => c.id) : [];
    expect(optionValues(citySelect), `${label}: cities`).toEqual(['', ...withChoice(typed.cityId, cityList)]);
    expect(citySelect.disabled, `${label}: City disabled until a state is chosen`).toBe(typed.stateId === '');
    // A chosen state's cities are asked for (and shown once they come): a list that does not follow the state
    // leaves a City with nothing to choose.
    if (typed.stateId !== '') expect(cities?.key, `${label}: the cities of the state chosen asked for`).toBe(typed.stateId);
    if (states?.status === 'failed') expect(document.body.textContent).toContain(en['lead.lookup.statesFailed']);
    if (cities?.status === 'failed' && cities.key === typed.stateId) expect(document.body.textContent).toContain(en['lead.lookup.citiesFailed']);
    // The counter counts what is typed, of 1,000.
    expect(textOf('lead-message-count'), `${label}: counter`).toBe(`${new Intl.NumberFormat('en').format(charCount(typed.message))} / 1,000`);
    // A failed send says why, and only then.
    if (phase === 'failed') {
      expect(textOf('lead-failure'), `${label}: failure`).toContain(en[sendFailure!.text]);
      if (sendFailure!.field) {
        expect(textOf(`lead-${sendFailure!.field}-error`), `${label}: the server's words`).toContain(sendFailure!.words);
        expect(fieldEl(sendFailure!.field)!.getAttribute('aria-invalid')).toBe('true');
        // An earlier 422's words on another field are gone: this answer accepted that field.
        for (const [how, field] of Object.entries(REFUSED_FIELD) as Array<[keyof typeof REFUSED_FIELD, 'email' | 'mobile']>) {
          if (field !== sendFailure!.field) expect(textOf(`lead-${field}-error`), `${label}: an older 422's words`).not.toContain(FAILURES[how].fieldErrors[field]);
        }
      }
    } else {
      expect(el('lead-failure'), `${label}: no failure shown`).toBeNull();
    }
    if (inForm) expect(document.activeElement, `${label}: focus`).not.toBe(document.body);
  };

  /** Answers a request; the model follows only the request the page waits for now (others are late). */
  const answer = async (request: Request, how: Answer): Promise<string | null> => {
    const kind = kindOf(request);
    const { key } = request.input;
    const a = answerOf(request, how);
    await settle(() => (a.ok ? request.resolve(a.value) : request.reject(a.error)));
    const live =
      request === calls.latest(kind) &&
      (kind === 'form' ? phase === 'loading' : kind === 'send' ? phase === 'sending' : formShown() && (kind === 'states' || key === typed.stateId));
    if (!live) {
      reached.note(`late ${kind} answer ignored`);
      return null;
    }
    if (kind === 'form') {
      phase = how === 'ok' ? (sentKept ? 'thanks' : 'editing') : how === 'notFound' ? 'unavailable' : 'loadFailed';
      loadFailure = how === 'offline' || how === 'unreached' ? 'lead.loadFailed.body' : 'lead.loadFailed.server';
      if (phase === 'thanks') {
        reached.note('thanks again after a reload');
        return 'lead-thanks-title';
      }
    } else if (kind === 'states') {
      states = { key, status: a.ok ? 'loaded' : 'failed' };
    } else if (kind === 'cities') {
      cities = { key, status: a.ok ? 'loaded' : 'failed' };
      if (cities.status === 'loaded') reached.note('city list shown');
    } else if (how === 'ok') {
      [phase, leadId, sentKept] = ['thanks', `ENQ-${request.seq}`, true];
      reached.note('sent ok');
      if (failedBefore) reached.note('sent ok after a failure');
      return 'lead-thanks-title';
    } else if (how === 'emailTaken' || how === 'mobileRefused') {
      const field = REFUSED_FIELD[how];
      [phase, failedBefore] = ['failed', true];
      sendFailure = { text: 'lead.failure.invalid', field, words: FAILURES[how].fieldErrors[field] };
      refused = { values: typed, failure: sendFailure };
      reached.note('422 shown under its field');
      return `lead-${field}`;
    } else {
      [phase, failedBefore] = ['failed', true];
      sendFailure = { text: SEND_FAILURE_TEXT[how] };
      reached.note(how === 'offline' || how === 'unreached' ? 'a send failed: the connection' : 'a send failed: the server, or no answer');
      return 'lead-failure';
    }
    return null;
  };

  /** A fast network, in some runs: every list the page asks for arrives at once. */
  const eagerAnswers = async () => {
    const kinds: Kind[] = eager === 'lists' ? ['states', 'cities'] : eager === 'states' ? ['states'] : [];
    for (const request of requests.filter((r) => !r.settled && !r.signal.aborted && kinds.includes(kindOf(r)))) await answer(request, 'ok');
  };

  const expectFocus = (id: string, label: string) => expect(document.activeElement?.id, `${label}: focus`).toBe(id);

  // The form's first load.
  takeNewRequests();
  const firstRequest = calls.latest<LeadRequest>('form')!;
  await settle(() => {
    const a = answerOf(firstRequest, load);
    if (a.ok) firstRequest.resolve(a.value);
    else firstRequest.reject(a.error);
  });
  phase = load === 'ok' ? 'editing' : 'loadFailed';
  loadFailure = load === 'offline' ? 'lead.loadFailed.body' : 'lead.loadFailed.server';
  takeNewRequests();
  await eagerAnswers();
  check('first load');

  for (const [index, command] of commands.entries()) {
    const label = `step ${index + 1} (${JSON.stringify(command).slice(0, 80)})`;
    let sendPressedWith: LeadValues | null = null;
    // The latest 422's words beside their field when Send was pressed: a refused Send keeps them (Session 25).
    let wordsAtPress = false;
    let focusOn: string | null = null;
    // Where focus was when the step's focus request (if any) came: a press on a button has moved it there.
    let focusedAtRequest = document.activeElement?.id ?? null;
    // The other fields a refused press showed problems in: said with the focused field's (counted after it).
    let moreProblems = 0;
    const statusBefore = statusLine()?.textContent ?? '';
    switch (command.do) {
      case 'type':
        if (!formShown()) break;
        if (await typeInto(command.field, command.value)) changed(command.field, command.value);
        break;
      case 'course':
        if (!formShown()) break;
        if (await choose('courseId', command.value)) changed('courseId', command.value);
        break;
      case 'state':
      case 'city': {
        if (!formShown()) break;
        const field = command.do === 'state' ? 'stateId' : 'cityId';
        const options = optionValues(fieldEl<HTMLSelectElement>(field)!);
        // Mostly a place, sometimes back to "Choose…".
        const value = options.length > 1 && command.pick % 4 !== 3 ? options[1 + (command.pick % (options.length - 1))]! : '';
        if (await choose(field, value)) changed(field, value);
        break;
      }
      case 'terms':
        if (!formShown()) break;
        await tick();
        changed('acceptTerms', !typed.acceptTerms);
        break;
      case 'fill': {
        if (!formShown()) break;
        const filled = FILLED[command.enquiry]!;
        await eagerAnswers();
        for (const field of TEXT_FIELDS) if (await typeInto(field, filled[field])) changed(field, filled[field]);
        if (await choose('courseId', filled.courseId)) changed('courseId', filled.courseId);
        // An autofill chooses a place only from the lists there are.
        for (const field of ['stateId', 'cityId'] as const) {
          const place = filled[field];
          if (optionValues(fieldEl<HTMLSelectElement>(field)!).includes(place) && (await choose(field, place))) changed(field, place);
          takeNewRequests();
          await eagerAnswers();
        }
        if (!fieldEl<HTMLInputElement>('acceptTerms')!.checked) {
          await tick();
          changed('acceptTerms', !typed.acceptTerms);
        }
        if (command.send !== 'no') {
          sendPressedWith = onScreen();
          [said, focusedAtRequest] = [null, null];
          if (command.send === 'twice') await user.dblClick(sendButton()!);
          else await user.click(sendButton()!);
        }
        break;
      }
      case 'send': {
        if (!formShown()) break;
        sendPressedWith = onScreen();
        wordsAtPress = !!refused && textOf(`lead-${refused.failure.field}-error`).includes(refused.failure.words!);
        const button = sendButton()!;
        [said, focusedAtRequest] = [null, null];
        if (command.twice) await user.dblClick(button);
        else await user.click(button);
        inForm = true;
        break;
      }
      case 'enter': {
        if (!formShown()) break;
        const input = fieldEl<HTMLInputElement>(command.field)!;
        await user.click(input);
        inForm = true;
        // In an empty form Enter sends nothing and shows no problem (a second Enter on "Send another enquiry" lands
        // in the fresh form's Name): no submit, so nothing said is dropped either.
        if (sameValues(typed, EMPTY_LEAD)) {
          await user.keyboard('{Enter}');
          reached.note('Enter in an empty form: nothing');
          break;
        }
        sendPressedWith = onScreen();
        wordsAtPress = !!refused && textOf(`lead-${refused.failure.field}-error`).includes(refused.failure.words!);
        [said, focusedAtRequest] = [null, input.id];
        await user.keyboard('{Enter}');
        break;
      }
      case 'again': {
        const again = Array.from(document.querySelectorAll('button')).find((b) => b.textContent === en['lead.thanks.again']);
        if (!again) break;
        clockSkew += AGAIN_GRACE_MS;
        await user.click(again);
        expect(phase).toBe('thanks');
        [phase, typed, refused, enquiry, states, cities, sentKept, said] = ['editing', EMPTY_LEAD, null, enquiry + 1, null, null, false, null];
        focusOn = 'lead-name';
        reached.note('sent another');
        break;
      }
      case 'reload': {
        // A pull-to-refresh: the page goes (its requests with it) and comes back from the tab's draft, without the
        // terms; emptied, there is no draft and the next enquiry starts; sent, the thanks come back once the form
        // has loaded, and "send another" starts the next.
        cleanup();
        const draftKept: boolean = !sentKept && !sameValues(typed, EMPTY_LEAD);
        [typed, enquiry] = draftKept ? [{ ...typed, acceptTerms: false }, enquiry] : [EMPTY_LEAD, sentKept ? enquiry : enquiry + 1];
        // The last 422 stays with the draft (Session 23): its words come back beside the field it refused while that
        // field still holds the value refused, and Send of the same values again shows them instead of posting.
        [phase, refused, sendFailure, states, cities, inForm, said] = ['loading', draftKept ? (refused as Refusal | null) : null, null, null, null, false, null];
        await mount();
        takeNewRequests();
        // The new page's form arrives at once (its load failing is the first load's business).
        focusOn = await answer(calls.latest<LeadRequest>('form')!, 'ok');
        if (refused) {
          const field = refused.failure.field!;
          const words = textOf(`lead-${field}-error`);
          if (typed[field] === refused.values[field]) {
            expect(words, `${label}: the 422's words back beside the ${field}`).toContain(refused.failure.words);
            reached.note("reloaded: a 422's words back beside its field");
          } else expect(words, `${label}: the 422's words gone with the value they refused`).not.toContain(refused.failure.words);
        }
        reached.note(draftKept && typed.stateId !== '' ? 'reloaded with a place chosen' : 'reloaded');
        break;
      }
      case 'retry': {
        const retry = Array.from(document.querySelectorAll('button')).find((b) => b.textContent === en['lead.retry']);
        if (!retry) break;
        await user.click(retry);
        if (phase === 'loadFailed') {
          phase = 'loading';
          reached.note('load failed, then Try again');
        } else reached.note('lookup failed, then Try again');
        break;
      }
      case 'answer': {
        const request = calls.pickAny<LeadRequest>(command.pick);
        if (request) focusOn = await answer(request, command.with);
        break;
      }
      case 'answerLate': {
        const late = requests.filter((r) => !r.settled && r !== calls.latest(r.actor)).reverse();
        const request = late[command.pick % Math.max(late.length, 1)];
        if (request) focusOn = await answer(request, command.with);
        break;
      }
      case 'answerSend': {
        const request = calls.open<LeadRequest>('send')[0];
        if (request) focusOn = await answer(request, command.with);
        break;
      }
    }

    const fresh = takeNewRequests();
    const sends = fresh.filter((r) => r.actor === 'send');
    if (sendPressedWith) {
      // The press as the model says it goes: the refused values again, problems shown, or one request.
      if (phase === 'sending') {
        expect(sends, `${label}: a second Send sends nothing`).toEqual([]);
        reached.note('Send pressed while sending');
      } else if (refused && sameValues(refused.values, typed)) {
        expect(sends, `${label}: refused values not sent again`).toEqual([]);
        const failure: SendFailure = refused.failure;
        [phase, sendFailure] = ['failed', failure];
        focusOn = `lead-${failure.field}`;
        reached.note('refused values: the server words shown again');
      } else if (phase === 'editing' && firstErrorField(validateAll(typed, COURSES)) !== null) {
        expect(sends, `${label}: nothing sent with problems`).toEqual([]);
        const problems = validateAll(typed, COURSES);
        for (const field of Object.keys(problems) as LeadField[]) expect(fieldEl(field)!.getAttribute('aria-invalid'), `${label}: ${field} marked`).toBe('true');
        expect(textOf(`lead-${firstErrorField(problems)}-error`), `${label}: a problem said under its field`).not.toBe('');
        // The latest 422's words stay beside a field still as refused (Session 25): that field is a problem too, and
        // focus goes to the first problem in the form's order.
        const serverWordsOn = (field: LeadField) => wordsAtPress && refused!.failure.field === field;
        if (wordsAtPress) expect(textOf(`lead-${refused!.failure.field}-error`), `${label}: the 422's words kept`).toContain(refused!.failure.words);
        const withProblems = LEAD_FIELDS.filter((field) => problems[field] !== undefined || serverWordsOn(field));
        const first = withProblems[0];
        moreProblems = withProblems.length - 1;
        if (first !== firstErrorField(problems)) reached.note("refused Send: a 422's words kept beside their field");
        focusOn = `lead-${first}`;
        reached.note('refused Send: focus on the first problem');
      } else {
        expect(sends, `${label}: one request per Send`).toHaveLength(1);
        const sent = sends[0]!;
        // Exactly what was on screen, the place too (after a reload, before its lists answered: by the draft's name).
        if (sendPressedWith.stateId !== '' && (states as ListState)?.status !== 'loaded') reached.note("sent a reloaded draft's place before its list arrived");
        expect(sent.input.body, `${label}: the values on screen at the press`).toEqual(toNewLead(sendPressedWith, sent.input.body!.source));
        const id = `${enquiry}|${JSON.stringify(sent.input.body)}`;
        const key = sent.input.idempotencyKey!;
        expect(key).toBeTruthy();
        if (keys.has(id)) {
          expect(key, `${label}: the same enquiry under its key`).toBe(keys.get(id));
          reached.note('the same enquiry sent again, same key');
        } else {
          expect(usedKeys.has(key), `${label}: another enquiry under an old key`).toBe(false);
          keys.set(id, key);
          usedKeys.add(key);
        }
        if (failedBefore) reached.note('failure, then sent again');
        phase = 'sending';
        if ((command.do === 'send' && command.twice) || (command.do === 'fill' && command.send === 'twice')) reached.note('double click sent once');
      }
    } else {
      expect(sends, `${label}: a request only from Send`).toEqual([]);
    }
    await eagerAnswers();
    if (focusOn) expectFocus(focusOn, label);
    // A focus request for the field that has focus: its problem is said in the status line instead. One that moves
    // focus to a problem (focus reads it) says how many others there are, if any.
    const more = (n: number) => (n === 1 ? '1 more field needs attention.' : `${n} more fields need attention.`);
    const saying = (line: string) => (moreProblems > 0 ? `${line}. ${more(moreProblems)}` : line);
    const stays = focusOn === focusedAtRequest;
    if (focusOn) said = !formShown() ? null : stays ? { field: focusOn, text: saying(textOf(`${focusOn}-error`)) } : moreProblems > 0 ? { field: focusOn, text: more(moreProblems) } : null;
    if (focusOn && !stays && said) reached.note('refused press: the other problems counted after focus moved');
    if (focusOn && stays && said) {
      expect(said.text, `${label}: a problem to say`).not.toBe('');
      // Said again after the same words: the raw text must change, or a screen reader stays silent.
      if (statusBefore.replace(/\u00A0$/, '') === said.text) {
        expect(statusLine()!.textContent, `${label}: the same problem said again is a change`).not.toBe(statusBefore);
        reached.note('the same problem said again');
      }
      reached.note(phase === 'failed' ? "refused Enter: the server's words said" : 'refused Enter said in the status line');
      if (moreProblems > 1) reached.note('refused Enter: the other problems counted');
    }
    check(label);
    // The form does not exist: the page says so and offers nothing more to do.
    if ((phase as Phase) === 'unavailable') break;
  }
}

/**
 * Five runs made by hand, run first every time: together they reach every situation the self-check below names (a
 * city list answering late, the refused values sent again, Try again on the form and on a list, a reload with a
 * place chosen and a Send before its lists answer, a reload after a 422, a second Send while sending, a reload of a
 * sent form, its thanks again, a refused Send keeping a 422's words), so it never depends on the seed: `FC_RUNS=4` runs these alone and passes. The random runs then go
 * where these do not.
 */
const EXAMPLES: Array<[Answer, Eager, Step[]]> = [
  [
    'ok',
    'none',
    [
      { do: 'answer', pick: 0, with: 'ok' },
      { do: 'fill', enquiry: 0, send: 'no' },
      { do: 'answer', pick: 0, with: 'ok' },
      { do: 'city', pick: 0 },
      { do: 'reload' },
      { do: 'terms' },
      { do: 'send', twice: false },
      { do: 'send', twice: false },
    ],
  ],
  [
    'ok',
    'states',
    [
      { do: 'state', pick: 0 },
      { do: 'state', pick: 1 },
      { do: 'answerLate', pick: 0, with: 'ok' },
      { do: 'answer', pick: 0, with: 'ok' },
      { do: 'fill', enquiry: 1, send: 'once' },
      { do: 'answerSend', with: 'mobileRefused' },
      { do: 'send', twice: false },
      { do: 'type', field: 'name', value: 'Asha Rao' },
      { do: 'send', twice: true },
      // The second 422 names only the email: the mobile's words go, focus goes to the email (Session 22's bug).
      { do: 'answerSend', with: 'emailTaken' },
      { do: 'type', field: 'email', value: 'asha@example.in' },
      { do: 'send', twice: false },
      { do: 'answerSend', with: 'offline' },
      { do: 'send', twice: false },
      { do: 'answerSend', with: 'timeout' },
      { do: 'send', twice: false },
      { do: 'terms' },
      { do: 'answerSend', with: 'ok' },
      { do: 'again' },
      { do: 'answer', pick: 0, with: 'ok' },
      { do: 'reload' },
    ],
  ],
  [
    'offline',
    'none',
    [
      { do: 'retry' },
      { do: 'answer', pick: 0, with: 'ok' },
      { do: 'answer', pick: 0, with: 'server' },
      { do: 'retry' },
      { do: 'answer', pick: 0, with: 'ok' },
      { do: 'fill', enquiry: 0, send: 'no' },
      { do: 'answer', pick: 0, with: 'ok' },
      { do: 'city', pick: 0 },
      { do: 'state', pick: 1 },
      { do: 'send', twice: false },
    ],
  ],
  [
    // A 422, then a reload: its words come back beside the mobile, and the same values are not posted again.
    'ok',
    'lists',
    [
      { do: 'fill', enquiry: 1, send: 'once' },
      { do: 'answerSend', with: 'mobileRefused' },
      // Another field emptied and Send: the mobile's words stay beside it, and focus goes to it, first in the form.
      { do: 'type', field: 'email', value: '' },
      { do: 'send', twice: false },
      { do: 'type', field: 'email', value: 'ravi@example.in' },
      { do: 'reload' },
      { do: 'terms' },
      { do: 'send', twice: false },
      // Then the thanks, a reload of them (they come back with the reference), and the next enquiry.
      { do: 'type', field: 'mobile', value: '+91 98765 43210' },
      { do: 'send', twice: false },
      { do: 'answerSend', with: 'ok' },
      { do: 'reload' },
      { do: 'again' },
    ],
  ],
  [
    // Enter in an empty form does nothing. Enter in the field with the problem: said in the status line (with the
    // count of the others), again as a change, dropped on typing there;
    // Enter in a field without it moves focus there and counts the other problems; a 422 on the field Enter was
    // pressed in is said.
    'ok',
    'lists',
    [
      { do: 'enter', field: 'name' },
      { do: 'type', field: 'mobile', value: '12345' },
      { do: 'enter', field: 'name' },
      { do: 'fill', enquiry: 0, send: 'no' },
      { do: 'type', field: 'email', value: 'asha@' },
      { do: 'enter', field: 'email' },
      { do: 'enter', field: 'email' },
      { do: 'type', field: 'name', value: 'Ravi Kumar' },
      { do: 'type', field: 'email', value: '' },
      { do: 'enter', field: 'name' },
      { do: 'type', field: 'email', value: 'asha@example.in' },
      { do: 'enter', field: 'email' },
      { do: 'answerSend', with: 'emailTaken' },
      { do: 'enter', field: 'email' },
    ],
  ],
];

describe('the enquiry form, rendered, under adversarial orders', () => {
  it('shows what was typed, sends exactly it once per press under one key per enquiry, and says why a send failed', async () => {
    const reached = new Reached();
    await fc.assert(
      fc.asyncProperty(firstLoad, eagerness, fc.array(step, { maxLength: 35, size: 'max' }), (load, eager, commands) => run(load, eager, commands, reached)),
      { ...propertyOptions(60), examples: EXAMPLES },
    );
    expect(
      reached.missing([
        'sent ok',
        'sent ok after a failure',
        'failure, then sent again',
        'sent another',
        '422 shown under its field',
        'refused values: the server words shown again',
        'a send failed: the connection',
        'a send failed: the server, or no answer',
        'the same enquiry sent again, same key',
        'refused Send: focus on the first problem',
        'Send pressed while sending',
        'double click sent once',
        'changed while sending',
        'state change emptied the city',
        'city list shown',
        'late cities answer ignored',
        'late states answer ignored',
        'load failed, then Try again',
        'lookup failed, then Try again',
        'reloaded',
        'reloaded with a place chosen',
        "sent a reloaded draft's place before its list arrived",
        "reloaded: a 422's words back beside its field",
        "refused Send: a 422's words kept beside their field",
        'refused Enter said in the status line',
        "refused Enter: the server's words said",
        'the same problem said again',
        'Enter in an empty form: nothing',
        'refused Enter: the other problems counted',
        'refused press: the other problems counted after focus moved',
        'thanks again after a reload',
      ]),
    ).toEqual([]);
  });
});
