import { courseIds, nextFocus, type LeadCaptureContext, type LeadCaptureEvent, type LeadCaptureInput, type PlaceField, type PlaceNames } from './leadCaptureTypes';
import {
  CHOICE_GONE,
  EMPTY_LEAD,
  LEAD_FIELDS,
  PLACE_FIELDS,
  firstErrorField,
  validateAll,
  validateField,
  type FieldErrors,
  type LeadField,
  type LeadValues,
} from './leadCaptureFields';

/*
 * What the enquiry form's events do to its context (leadCaptureMachine.ts names them as its actions): pure
 * functions of the context and the event, kept apart so the machine's file holds its states and rules.
 */

type ChangeEvent = Extract<LeadCaptureEvent, { type: 'lead.change' }>;
type OfferedEvent = Extract<LeadCaptureEvent, { type: 'lead.offered' }>;

/**
 * Where a draft's form starts: its values, the names of its places (only of the places chosen), the places it has
 * no name for, and its last 422's words beside each field that still holds the value refused (the same objects,
 * as `assignFieldRejection` expects of a rejection's errors).
 */
export function fromDraft(draft: LeadCaptureInput['draft']) {
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

/** A field changed (`lead.change`): its value, the city with a new state, the places' names, live errors. */
export function changeValue(context: LeadCaptureContext, event: ChangeEvent): Partial<LeadCaptureContext> {
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
}

/** A field was left (`lead.blur`): the errors, with that field checked. */
export function checkOnBlur(context: LeadCaptureContext, field: LeadField): FieldErrors {
  const value = context.values[field];
  // Tabbing through empty fields is not a mistake yet; a filled-in one is checked when left. The server's
  // words on a value still as refused stay: leaving the field must not hide why (a change replaces them).
  if (typeof value !== 'string' || value.trim() === '' || 'server' in (context.errors[field] ?? {})) return context.errors;
  const errors: FieldErrors = { ...context.errors };
  const error = validateField(field, context.values, courseIds(context));
  if (error) errors[field] = error;
  else delete errors[field];
  return errors;
}

/** Send refused by the form's own rules: every problem shown, focus on the first. */
export function showEveryError(context: LeadCaptureContext): Partial<LeadCaptureContext> {
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
}

/** A 422 (`refused`: its words beside each field it names). */
export function rejectFields(context: LeadCaptureContext, refused: FieldErrors): Partial<LeadCaptureContext> {
  // The fields carry the server's words; the summary only says where to look. One set of error objects for
  // both: a view may key what it knows of a text (the language it came in) by the object that holds it.
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
}

/** A place list has arrived (`lead.offered`). */
export function checkOffer(context: LeadCaptureContext, event: OfferedEvent): Partial<LeadCaptureContext> {
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
}
