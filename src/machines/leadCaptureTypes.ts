import type { LeadForm, LeadSource, NewLead } from '../api/schemas/leadCapture';
import type { LeadFailure } from './leadCaptureFailures';
import { sameEnquiry, type FieldErrors, type LeadField, type LeadValues } from './leadCaptureFields';

/** An `Idempotency-Key` with the values it was minted for (a send of the same enquiry carries it again). */
export interface LeadKey {
  values: LeadValues;
  key: string;
}

/** The two choices whose lists come from the server (the `country/` and `state/` lookups). */
export type PlaceField = 'stateId' | 'cityId';
/** The name the person saw for each chosen place (by field), so a reloaded page can show it before its list loads. */
export type PlaceNames = Partial<Record<PlaceField, string>>;
/** The values a 422 refused field by field, and the server's words. */
export interface LeadRejection {
  values: LeadValues;
  errors: FieldErrors;
}

/** The enquiry form machine's input, context and events (src/machines/leadCaptureMachine.ts). */
export interface LeadCaptureInput {
  formId: string;
  source: LeadSource;
  /** A fresh random idempotency key (the view gives crypto.randomUUID): the machine stays pure and testable. */
  newKey: () => string;
  /**
   * What this tab had typed into the form before a reload (the view keeps it), to start from instead of nothing,
   * with every key its sends carried (`keys` below): of the values on screen, and of other enquiries sent and typed
   * away from, any of which may have arrived.
   */
  draft?: {
    values: LeadValues;
    keys: LeadKey[];
    /** The chosen places' names (absent in a draft of the release before: Send then waits for the lists). */
    places?: PlaceNames;
    /** The last 422, whose words come back beside each field still holding the value it refused. */
    rejection?: LeadRejection | null;
    /**
     * The reference of the enquiry this tab has just sent: a reload shows its thank-you screen again (with the
     * reference to quote), not an empty form that invites a second send.
     */
    sentId?: string;
  } | null;
}

export interface LeadCaptureContext extends Omit<LeadCaptureInput, 'draft'> {
  form: LeadForm | null;
  values: LeadValues;
  errors: FieldErrors;
  failure: LeadFailure | null;
  leadId: string | null;
  /**
   * Every `Idempotency-Key` this enquiry's sends carried, each with the values it was minted for. Every send of the
   * same values reuses theirs, even after a value was changed and changed back, and other values were sent meanwhile
   * (a send that timed out may have arrived; the server answers a retry with the same lead); a send of values not
   * sent before mints a new one. Another enquiry ("send another") starts with none.
   */
  keys: LeadKey[];
  /** The values a 422 refused field by field, and the server's words: sending them unchanged again is pointless. */
  rejection: LeadRejection | null;
  /**
   * The name shown for each chosen place: from the option chosen, or a draft's, until the list confirms (its own
   * name) or no longer offers it (the choice is emptied and the field says why). Replaced only on a change.
   */
  places: PlaceNames;
  /**
   * Places a draft brought back without a name (a draft of the release before): the select cannot show them until
   * their list arrives, so Send waits for it rather than send a choice the person cannot see.
   */
  unnamed: PlaceField[];
  /** After the first refused submit, errors follow every keystroke instead of waiting for the next submit. */
  validateLive: boolean;
  /** Where the view moves focus; `seq` changes on every request so focusing the same field twice works. */
  focus: { target: LeadField | 'failure'; seq: number } | null;
}

/** What one send of the enquiry needs; `idempotencyKey` goes out as the `Idempotency-Key` header. */
export interface SubmitLeadInput {
  formId: string;
  lead: NewLead;
  idempotencyKey: string;
}

export type LeadCaptureEvent =
  /** `label`: for a state or a city, the chosen option's name as shown. */
  | { type: 'lead.change'; field: LeadField; value: string | boolean; label?: string }
  /** A place list has arrived (the view's lookup, for the state chosen now): what it offers. */
  | { type: 'lead.offered'; field: PlaceField; options: ReadonlyArray<{ id: string; name: string }> }
  | { type: 'lead.blur'; field: LeadField }
  | { type: 'lead.submit' }
  | { type: 'lead.retry' }
  | { type: 'lead.again' };

export const courseIds = (context: LeadCaptureContext) => context.form?.courses.map((c) => c.id) ?? [];

/** The key a send of the values on screen would carry, if one was minted for them. */
export function keyOfValues(context: Pick<LeadCaptureContext, 'keys' | 'values'>): string | null {
  return context.keys.find((k) => sameEnquiry(k.values, context.values))?.key ?? null;
}

export function nextFocus(context: LeadCaptureContext, target: LeadField | 'failure' | null) {
  return target === null ? context.focus : { target, seq: (context.focus?.seq ?? 0) + 1 };
}
