import { assign, fromPromise } from 'xstate';
import { setup } from './setup';
import type { LeadCreated, LeadForm } from '../api/schemas/leadCapture';
import { errorOf, failureOf, loadFailureOf, serverFieldErrors, type LeadFailure } from './leadCaptureFailures';
import { isNotFoundRefusal } from '../api/errors';
import {
  courseIds,
  keyOfValues,
  nextFocus,
  type LeadCaptureContext,
  type LeadCaptureEvent,
  type LeadCaptureInput,
  type PlaceField,
  type PlaceNames,
  type SubmitLeadInput,
} from './leadCaptureTypes';
import {
  CHOICE_GONE,
  EMPTY_LEAD,
  LEAD_FIELDS,
  PLACE_FIELDS,
  firstErrorField,
  sameValues,
  toNewLead,
  validateAll,
  validateField,
  type FieldErrors,
  type LeadField,
  type LeadValues,
} from './leadCaptureFields';

export type { LeadFailure };
export type { LeadCaptureContext, LeadCaptureEvent, LeadCaptureInput, SubmitLeadInput } from './leadCaptureTypes';

/**
 * Where a draft's form starts: its values, the names of its places (only of the places chosen), the places it has
 * no name for, and its last 422's words beside each field that still holds the value refused (the same objects,
 * as `assignFieldRejection` expects of a rejection's errors).
 */
function fromDraft(draft: LeadCaptureInput['draft']) {
  const values = draft?.values ?? EMPTY_LEAD;
  const places: PlaceNames = {};
  for (const field of PLACE_FIELDS) {
    const name = draft?.places?.[field];
    if (values[field] !== '' && name) places[field] = name;
  }
  const rejection = draft?.rejection ?? null;
  const errors: FieldErrors = {};
  for (const [field, error] of Object.entries(rejection?.errors ?? {}) as Array<[LeadField, FieldErrors[LeadField]]>) {
    if (rejection && values[field] === rejection.values[field]) errors[field] = error;
  }
  const unnamed = PLACE_FIELDS.filter((field) => values[field] !== '' && !places[field]);
  // As after the 422 itself: errors follow every keystroke.
  return { values, places, unnamed, rejection, errors, validateLive: rejection !== null };
}

/** A place's name after a change of `field`: the chosen option's, none for "Choose…"; a new state drops the city's. */
function namedPlaces(places: PlaceNames, values: LeadValues, field: PlaceField, label: string | undefined): PlaceNames {
  const next: PlaceNames = { ...places };
  if (values[field] !== '' && label) next[field] = label;
  else delete next[field];
  if (values.cityId === '') delete next.cityId;
  return next;
}

/**
 * The public enquiry form: load the form's branding, edit, submit once, thank. Pure: the view provides the
 * `loadForm` and `submitLead` actors; focus and announcements happen in the view from `focus` and the state.
 */
export const leadCaptureMachine = setup({
  types: {
    context: {} as LeadCaptureContext,
    events: {} as LeadCaptureEvent,
    input: {} as LeadCaptureInput,
  },
  actors: {
    loadForm: fromPromise<LeadForm, { formId: string }>(async () => {
      throw new Error('loadForm not provided');
    }),
    submitLead: fromPromise<LeadCreated, SubmitLeadInput>(async () => {
      throw new Error('submitLead not provided');
    }),
  },
  guards: {
    isNotFound: ({ event }) => isNotFoundRefusal(errorOf(event)),
    wasSent: ({ context }) => context.leadId !== null,
    isLeadValid: ({ context }) => firstErrorField(validateAll(context.values, courseIds(context))) === null,
    hasFieldErrors: ({ event }) => firstErrorField(serverFieldErrors(errorOf(event))) !== null,
    // A draft's place with no name to show (a draft of the release before) until its list arrives.
    isPlaceUnnamed: ({ context }) => context.unnamed.length > 0,
    isOfferGone: ({ context, event }) =>
      event.type === 'lead.offered' && context.values[event.field] !== '' && !event.options.some((o) => o.id === context.values[event.field]),
    isUnchangedSinceRejection: ({ context }) => context.rejection !== null && sameValues(context.rejection.values, context.values),
  },
  actions: {
    assignForm: assign({ form: ({ event }) => (event as unknown as { output: LeadForm }).output, failure: null }),
    assignLoadFailure: assign(({ event }) => ({ failure: loadFailureOf(errorOf(event)) })),
    assignValue: assign(({ context, event }) => {
      if (event.type !== 'lead.change') return {};
      const field = event.field;
      const value = field === 'acceptTerms' ? event.value === true : String(event.value);
      if (value === context.values[field]) return {};
      const values: LeadValues = { ...context.values, [field]: value };
      // A city belongs to its state: a new state empties the city.
      if (field === 'stateId' && value !== context.values.stateId) values.cityId = '';
      // A place keeps the name it was chosen by (the draft shows it after a reload); the person's own choice is
      // shown, so Send no longer waits for its list.
      const places = field === 'stateId' || field === 'cityId' ? namedPlaces(context.places, values, field, event.label) : context.places;
      const errors: FieldErrors = { ...context.errors };
      const recheck: LeadField[] = field === 'stateId' ? ['stateId', 'cityId'] : [field];
      for (const f of recheck) {
        // A server's verdict on a field no longer applies once it changes; our own rules then take over.
        if (!(context.validateLive || f in errors)) continue;
        const error = validateField(f, values, courseIds(context));
        if (error) errors[f] = error;
        else delete errors[f];
      }
      // The key stays with the values it was minted for (`keyOfValues`): a send decides whether it still applies.
      // A draft's place with no name is named by a choice, or goes with its state.
      return { values, errors, places, unnamed: context.unnamed.filter((f) => values[f] !== '' && f !== field) };
    }),
    validateOnBlur: assign({
      errors: ({ context, event }) => {
        if (event.type !== 'lead.blur') return context.errors;
        const value = context.values[event.field];
        // Tabbing through empty fields is not a mistake yet; a filled-in one is checked when left. The server's
        // words on a value still as refused stay: leaving the field must not hide why (a change replaces them).
        if (typeof value !== 'string' || value.trim() === '' || 'server' in (context.errors[event.field] ?? {})) return context.errors;
        const errors: FieldErrors = { ...context.errors };
        const error = validateField(event.field, context.values, courseIds(context));
        if (error) errors[event.field] = error;
        else delete errors[event.field];
        return errors;
      },
    }),
    showAllErrors: assign(({ context }) => {
      const errors = validateAll(context.values, courseIds(context));
      // "No longer offered" says more than "required" until another choice is made.
      for (const field of PLACE_FIELDS) if (context.errors[field] === CHOICE_GONE && context.values[field] === '') errors[field] = CHOICE_GONE;
      // The server's words stay on a field still as refused (a change replaces them), as leaving it keeps them: the
      // field must not look accepted because another one went wrong.
      for (const field of LEAD_FIELDS) {
        const error = context.errors[field];
        if (error && 'server' in error) errors[field] = error;
      }
      // Focus on the first field, in the form's order, that stops the send: one with a problem, or a draft's place
      // whose list has not come (its select shows "Loading…", or the list's failure and Try again).
      const first = LEAD_FIELDS.find((field) => errors[field] !== undefined || context.unnamed.some((place) => place === field)) ?? null;
      return { errors, validateLive: true, failure: null, focus: nextFocus(context, first) };
    }),
    clearFailure: assign({ failure: null }),
    // The same enquiry again (terms aside) keeps its key, even typed back after other values were sent; values not
    // sent before get a key of their own.
    keepOrMintKey: assign(({ context }) => (keyOfValues(context) ? {} : { keys: [...context.keys, { values: context.values, key: context.newKey() }] })),
    assignLeadId: assign({ leadId: ({ event }) => (event as unknown as { output: LeadCreated }).output.id }),
    assignFieldRejection: assign(({ context, event }) => {
      // The fields carry the server's words; the summary only says where to look. One set of error objects for
      // both: a view may key what it knows of a text (the language it came in) by the object that holds it.
      const refused = serverFieldErrors(errorOf(event));
      // An answer is about the request it answers: a field the last 422 refused and this one does not name was
      // accepted this time, so that 422's words (still the same objects, the field unchanged) go; our rules' stay.
      const errors: FieldErrors = { ...context.errors };
      for (const [field, error] of Object.entries(context.rejection?.errors ?? {})) {
        if (errors[field as LeadField] === error) delete errors[field as LeadField];
      }
      Object.assign(errors, refused);
      return {
        errors,
        validateLive: true,
        failure: { id: 'lead.failure.invalid', detail: null },
        focus: nextFocus(context, firstErrorField(errors)),
        rejection: { values: context.values, errors: refused },
      };
    }),
    // The same refused values again: the server's words come back beside their fields, focus on the first.
    showRejection: assign(({ context }) => {
      const errors = { ...context.errors, ...context.rejection?.errors };
      return { errors, failure: { id: 'lead.failure.invalid', detail: null }, focus: nextFocus(context, firstErrorField(errors)) };
    }),
    // A place list has arrived: the chosen place shows the list's name, or, no longer offered, it is emptied (its
    // city with a state) and the field says so; the person chooses again. Never while sending (fields are read-only
    // then; the view tells again once the send is over).
    checkOffered: assign(({ context, event }) => {
      if (event.type !== 'lead.offered') return {};
      const { field, options } = event;
      // The list is here: the place is named by it, or emptied.
      const unnamed = context.unnamed.filter((f) => f !== field);
      const chosen = context.values[field];
      const offered = options.find((o) => o.id === chosen);
      if (chosen === '' || offered) return { unnamed, places: offered && offered.name !== context.places[field] ? { ...context.places, [field]: offered.name } : context.places };
      const cleared: PlaceField[] = field === 'stateId' ? ['stateId', 'cityId'] : ['cityId'];
      const values: LeadValues = { ...context.values };
      const places: PlaceNames = { ...context.places };
      const errors: FieldErrors = { ...context.errors };
      for (const f of cleared) {
        values[f] = '';
        delete places[f];
        delete errors[f];
      }
      errors[field] = CHOICE_GONE;
      return { values, places, errors, unnamed: unnamed.filter((f) => !cleared.includes(f)) };
    }),
    assignFailure: assign(({ context, event }) => ({ failure: failureOf(errorOf(event)), focus: nextFocus(context, 'failure') })),
    // A fresh form starts at its first field, not on a button that has just gone away.
    resetLead: assign(({ context }) => ({
      values: EMPTY_LEAD,
      errors: {},
      failure: null,
      leadId: null,
      validateLive: false,
      keys: [],
      rejection: null,
      places: {},
      unnamed: [],
      focus: nextFocus(context, 'name'),
    })),
  },
}).createMachine({
  id: 'leadCapture',
  context: ({ input }) => ({
    formId: input.formId,
    source: input.source,
    newKey: input.newKey,
    form: null,
    ...fromDraft(input.draft),
    failure: null,
    leadId: input.draft?.sentId ?? null,
    // Every key sent before a reload, not only the on-screen values': an enquiry typed away from and typed back
    // after the reload is still the one that may have arrived.
    keys: input.draft?.keys ?? [],
    focus: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadForm',
        src: 'loadForm',
        input: ({ context }) => ({ formId: context.formId }),
        // A tab reloaded on its thank-you screen shows it again, with the form's institute.
        onDone: [
          { guard: 'wasSent', target: 'submitted', actions: 'assignForm' },
          { target: 'editing', actions: 'assignForm' },
        ],
        onError: [{ guard: 'isNotFound', target: 'unavailable' }, { target: 'loadFailed', actions: 'assignLoadFailure' }],
      },
    },
    loadFailed: {
      on: { 'lead.retry': 'loading' },
    },
    unavailable: { type: 'final' },
    editing: {
      on: {
        'lead.change': { actions: 'assignValue' },
        'lead.blur': { actions: 'validateOnBlur' },
        'lead.offered': { actions: 'checkOffered' },
        'lead.submit': [
          // Typed back to exactly what the server refused: say so again rather than post it again. First: a draft's
          // kept 422 whose place waits for its list (below) would otherwise lose its words on Send.
          { guard: 'isUnchangedSinceRejection', target: 'failed', actions: 'showRejection' },
          // A draft's place the select cannot show yet: nothing is sent until its list has it. Send stays pressable,
          // shows any other problem and takes the person to the first, or to that select, where the list's
          // "Loading…" or its failure and Try again are: a disabled button would not say why (the list may keep
          // failing).
          { guard: 'isPlaceUnnamed', actions: 'showAllErrors' },
          { guard: 'isLeadValid', target: 'submitting' },
          { actions: 'showAllErrors' },
        ],
      },
    },
    submitting: {
      // No lead.submit here: double clicks and repeated Enter while sending are ignored. No lead.change either: the
      // request carries the values of the moment Send was pressed, so the view makes every field read-only (it
      // asks `can('lead.change')`) rather than show typing that would never be sent; a failure keeps them all.
      entry: ['clearFailure', 'keepOrMintKey'],
      invoke: {
        id: 'submitLead',
        src: 'submitLead',
        input: ({ context }) => ({
          formId: context.formId,
          lead: toNewLead(context.values, context.source),
          // Found or minted by the entry above (entry actions run before an invoke starts); `??` only satisfies
          // the type.
          idempotencyKey: keyOfValues(context) ?? context.newKey(),
        }),
        onDone: { target: 'submitted', actions: 'assignLeadId' },
        onError: [
          { guard: 'hasFieldErrors', target: 'failed', actions: 'assignFieldRejection' },
          { target: 'failed', actions: 'assignFailure' },
        ],
      },
    },
    failed: {
      on: {
        'lead.change': { target: 'editing', actions: 'assignValue' },
        'lead.offered': [{ guard: 'isOfferGone', target: 'editing', actions: 'checkOffered' }, { actions: 'checkOffered' }],
        // Only typing leaves this state, so the values are still the ones that passed the rules (no lead.blur: there
        // is nothing for leaving a field to check, and a field the server refused keeps its words); after a 422 they
        // are the refused ones, and Send points at the server's words instead of posting them again.
        'lead.submit': [{ guard: 'isUnchangedSinceRejection', actions: 'showRejection' }, { target: 'submitting' }],
      },
    },
    submitted: {
      on: { 'lead.again': { target: 'editing', actions: 'resetLead' } },
    },
  },
});
