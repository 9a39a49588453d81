import { assign, fromPromise } from 'xstate';
import { setup } from './setup';
import type { LeadCreated, LeadForm } from '../api/schemas/leadCapture';
import { errorOf, failureOf, loadFailureOf, serverFieldErrors, type LeadFailure } from './leadCaptureFailures';
import { isNotFoundRefusal } from '../api/errors';
import { courseIds, keyOfValues, nextFocus, type LeadCaptureContext, type LeadCaptureEvent, type LeadCaptureInput, type SubmitLeadInput } from './leadCaptureTypes';
import { EMPTY_LEAD, firstErrorField, sameValues, toNewLead, validateAll } from './leadCaptureFields';
import { changeValue, checkOffer, checkOnBlur, fromDraft, rejectFields, showEveryError } from './leadCaptureEdits';

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
    assignValue: assign(({ context, event }) => (event.type === 'lead.change' ? changeValue(context, event) : {})),
    validateOnBlur: assign({ errors: ({ context, event }) => (event.type === 'lead.blur' ? checkOnBlur(context, event.field) : context.errors) }),
    showAllErrors: assign(({ context }) => showEveryError(context)),
    clearFailure: assign({ failure: null }),
    // The same enquiry again (terms aside) keeps its key, even typed back after other values were sent; values not
    // sent before get a key of their own.
    keepOrMintKey: assign(({ context }) => (keyOfValues(context) ? {} : { keys: [...context.keys, { values: context.values, key: context.newKey() }] })),
    assignLeadId: assign({ leadId: ({ event }) => (event as unknown as { output: LeadCreated }).output.id }),
    assignFieldRejection: assign(({ context, event }) => rejectFields(context, serverFieldErrors(errorOf(event)))),
    // The same refused values again: the server's words come back beside their fields, focus on the first.
    showRejection: assign(({ context }) => {
      const errors = { ...context.errors, ...context.rejection?.errors };
      return { errors, failure: { id: 'lead.failure.invalid', detail: null }, focus: nextFocus(context, firstErrorField(errors)) };
    }),
    // A place list has arrived: the chosen place shows the list's name, or, no longer offered, it is emptied (its
    // city with a state) and the field says so; the person chooses again. Never while sending (fields are read-only
    // then; the view tells again once the send is over).
    checkOffered: assign(({ context, event }) => (event.type === 'lead.offered' ? checkOffer(context, event) : {})),
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
