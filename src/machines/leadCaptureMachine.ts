import { assign, fromPromise } from 'xstate';
import { setup } from './setup';
import type { LeadCreated, LeadForm } from '../api/schemas/leadCapture';
import { errorOf, failureOf, loadFailureOf, serverFieldErrors, type LeadFailure } from './leadCaptureFailures';
import { isNotFoundRefusal } from '../api/errors';
import { courseIds, keyOfValues, nextFocus, type LeadCaptureContext, type LeadCaptureEvent, type LeadCaptureInput, type SubmitLeadInput } from './leadCaptureTypes';
import {
  EMPTY_LEAD,
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
    isLeadValid: ({ context }) => firstErrorField(validateAll(context.values, courseIds(context))) === null,
    hasFieldErrors: ({ event }) => firstErrorField(serverFieldErrors(errorOf(event))) !== null,
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
      return { values, errors };
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
      return { errors, validateLive: true, failure: null, focus: nextFocus(context, firstErrorField(errors)) };
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
    values: input.draft?.values ?? EMPTY_LEAD,
    errors: {},
    failure: null,
    leadId: null,
    validateLive: false,
    // Every key sent before a reload, not only the on-screen values': an enquiry typed away from and typed back
    // after the reload is still the one that may have arrived.
    keys: input.draft?.keys ?? [],
    rejection: null,
    focus: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadForm',
        src: 'loadForm',
        input: ({ context }) => ({ formId: context.formId }),
        onDone: { target: 'editing', actions: 'assignForm' },
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
        'lead.submit': [
          // Typed back to exactly what the server refused: say so again rather than post it again.
          { guard: 'isUnchangedSinceRejection', target: 'failed', actions: 'showRejection' },
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
