import { EMPTY_LEAD, isLeadField, LEAD_FIELDS, PLACE_FIELDS, sameValues, type FieldErrors, type LeadValues } from '../../../machines/leadCaptureFields';
import type { LeadCaptureContext, LeadKey, LeadRejection, PlaceNames } from '../../../machines/leadCaptureTypes';
// The same bound as the form shows (a longer message is cut there), so every shown 422 message is kept.
import { MAX_SERVER_TEXT } from '../../../machines/leadCaptureFailures';
import { safeSessionStorage } from '../../../browserStorage';

/**
 * What this tab has typed into an enquiry form, kept in sessionStorage so a reload (a phone's pull-to-refresh, a tap
 * on the address bar's reload) does not wipe it. Per tab and per form, gone when the form is emptied; once the
 * enquiry is sent, only its reference is kept, so a reload shows the thank-you screen again. A browser can bring a
 * closed tab's storage back (reopen, session restore) on a shared computer, so a draft lasts 30 minutes from its
 * last change, all of it, and the terms are never ticked for the next person. With the values go the idempotency
 * keys of every send that may have arrived, each with the values it was minted for (of the values on screen, and of
 * enquiries sent and then typed away from), so a send after a reload of any of them is still that enquiry and is not
 * stored twice. Those values are what this tab typed and sent in the same 30 minutes, kept no longer than the values
 * on screen. Also the chosen state's and city's names as shown, so the reloaded selects show the person's choice
 * before their lists arrive (and Send sends what is shown), and the last 422's words with the values they refused
 * and the language they came in, so they come back beside the fields still holding those values, read in their own
 * language. Storage that is unavailable or full only means no draft.
 */
const key = (formId: string) => `lead-draft:${formId}`;
const LIFETIME_MS = 30 * 60 * 1000;
/**
 * The most keys a draft keeps, the latest minted. A person makes a handful of sends; a page left sending
 * different values for half an hour (a script, a stuck key) must not fill the tab's storage, which the other
 * drafts and the sign-in share. Losing the 21st key back only means that enquiry, if typed back after a reload,
 * goes out under a new key (what every send did before drafts kept keys).
 */
const MAX_DRAFT_KEYS = 20;
/** What a minted key is (a UUID) fits easily; anything else could not go out as a header value. */
const KEY_SHAPE = /^[!-~]{1,200}$/;
/** A place's name as a list gives it; longer is not a name a select could show, and is dropped. */
const MAX_PLACE_NAME = 200;
/** An enquiry's reference as the thank-you screen shows it: one line, no control characters, short. */
const SENT_ID_SHAPE = /^[^\p{Cc}]{1,200}$/u;
/** A language tag (BCP 47's shape, loosely): anything else is not put in a `lang` attribute. */
const LANG_SHAPE = /^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8}){0,4}$/;

export interface LeadDraft {
  values: LeadValues;
  keys: LeadKey[];
  /** The chosen places' names; none in a draft of the release before (the form then waits for the lists). */
  places?: PlaceNames;
  /** The last 422: the values it refused and its words per field. */
  rejection?: LeadRejection | null;
  /** The language the 422's words came in: after a reload they are still marked with it, not the page's. */
  rejectionLang?: string;
  /** Once sent, the enquiry's reference: a reload shows the thank-you screen again, not an empty form. */
  sentId?: string;
}

// One of each, so the page's comparison by identity sees a sent enquiry's draft unchanged from snapshot to snapshot.
const NO_KEYS: LeadKey[] = [];
const NO_PLACES: PlaceNames = {};

/**
 * What the tab keeps of the form now: the values, and every key sent with the values it was minted for; once sent,
 * only the enquiry's reference. Both as the machine holds them (not copies): the page compares them by identity to
 * write only on a change.
 */
export function leadDraftOf(context: Pick<LeadCaptureContext, 'values' | 'keys' | 'places' | 'rejection' | 'leadId'>, sent: boolean): LeadDraft {
  // A page started from a sent enquiry holds its reference while the form loads: still the thank-you screen's tab.
  return sent || context.leadId !== null
    ? { values: EMPTY_LEAD, keys: NO_KEYS, places: NO_PLACES, rejection: null, sentId: context.leadId ?? undefined }
    : { values: context.values, keys: context.keys, places: context.places, rejection: context.rejection };
}

/**
 * The saved draft, or null. One that has expired, or whose values are not a draft's shape (a hand edit), is
 * deleted as well as ignored: the form shows empty, and the last visitor's details must not stay in the tab's
 * storage until the next person types. A draft of the release before this one (one `idempotencyKey`, of the
 * values on screen) is read as that one key.
 */
export function readLeadDraft(formId: string, now = Date.now()): LeadDraft | null {
  const draft = parseLeadDraft(formId, now);
  if (!draft) {
    try {
      safeSessionStorage()?.removeItem(key(formId));
    } catch {
      // Refused storage holds nothing to delete.
    }
  }
  return draft;
}

function parseLeadDraft(formId: string, now: number): LeadDraft | null {
  try {
    const saved: unknown = JSON.parse(safeSessionStorage()?.getItem(key(formId)) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return null;
    const { values, keys, idempotencyKey, places, rejection, rejectionLang, sentId, savedAt } = saved as Record<string, unknown>;
    // Either way: a draft saved while the device clock ran ahead would otherwise never expire on a shared computer.
    if (typeof savedAt !== 'number' || !(Math.abs(now - savedAt) < LIFETIME_MS)) return null;
    const draft = parseValues(values);
    if (!draft) return null;
    // The release before kept only the on-screen values' key, as `idempotencyKey`.
    const pairs = Array.isArray(keys) ? keys : [{ values: draft, key: idempotencyKey }];
    // A malformed pair drops only itself, never the draft: the typed form matters more than one old key, whose
    // loss only means that enquiry's next send gets a new key (as every send after a reload did before).
    return {
      values: draft,
      keys: pairs.slice(-MAX_DRAFT_KEYS).flatMap((pair) => parseKey(pair) ?? []),
      // Each, like a pair, drops only itself: the form then waits for a list, or forgets what a 422 said.
      places: parsePlaces(places, draft),
      rejection: parseRejection(rejection) ?? undefined,
      rejectionLang: typeof rejectionLang === 'string' && LANG_SHAPE.test(rejectionLang) ? rejectionLang : undefined,
      sentId: typeof sentId === 'string' && SENT_ID_SHAPE.test(sentId) ? sentId : undefined,
    };
  } catch {
    return null;
  }
}

/** The form's fields of saved values, each of its own type; null if any is missing or of another type. */
function parseValues(values: unknown): LeadValues | null {
  if (typeof values !== 'object' || values === null) return null;
  const parsed: LeadValues = { ...EMPTY_LEAD };
  for (const field of LEAD_FIELDS) {
    const value = (values as Record<string, unknown>)[field];
    if (typeof value !== typeof EMPTY_LEAD[field]) return null;
    Object.assign(parsed, { [field]: value });
  }
  // Consent is given by the person sending, each time. A pair's values lose it too: keys match an enquiry whatever
  // its terms (sameEnquiry compares the request body, where the terms are always accepted).
  parsed.acceptTerms = false;
  return parsed;
}

function parseKey(pair: unknown): LeadKey | null {
  if (typeof pair !== 'object' || pair === null) return null;
  const { values, key } = pair as Record<string, unknown>;
  const parsed = parseValues(values);
  return parsed && typeof key === 'string' && KEY_SHAPE.test(key) ? { values: parsed, key } : null;
}

/** Each chosen place's `{id, name}`, kept only for the id on screen and a name a select can show. */
function parsePlaces(places: unknown, values: LeadValues): PlaceNames | undefined {
  const parsed: PlaceNames = {};
  if (typeof places !== 'object' || places === null) return undefined;
  for (const field of PLACE_FIELDS) {
    const place: unknown = (places as Record<string, unknown>)[field];
    if (typeof place !== 'object' || place === null) continue;
    const { id, name } = place as Record<string, unknown>;
    if (id === values[field] && id !== '' && typeof name === 'string' && name.trim() !== '' && name.length <= MAX_PLACE_NAME) parsed[field] = name;
  }
  return Object.keys(parsed).length === 0 ? undefined : parsed;
}

/** The refused values (sent, so with the terms accepted) and each field's words; null without either. */
function parseRejection(rejection: unknown): LeadRejection | null {
  if (typeof rejection !== 'object' || rejection === null) return null;
  const { values, errors } = rejection as Record<string, unknown>;
  const refused = parseValues(values);
  if (!refused || typeof errors !== 'object' || errors === null) return null;
  const parsed: FieldErrors = {};
  for (const [field, error] of Object.entries(errors)) {
    const words = keptError(error);
    if (isLeadField(field) && words) parsed[field] = words;
  }
  return Object.keys(parsed).length === 0 ? null : { values: { ...refused, acceptTerms: true }, errors: parsed };
}

/** A 422's words on a field as the machine keeps them (serverFieldErrors), within the bound; else null. */
function keptError(error: unknown): FieldErrors[keyof FieldErrors] | null {
  if (typeof error !== 'object' || error === null) return null;
  const { server, id } = error as Record<string, unknown>;
  if (typeof server === 'string' && server.trim() !== '' && server.length <= MAX_SERVER_TEXT) return { server };
  return id === 'validation.fieldInvalid' ? { id } : null;
}

/**
 * Keeps the values and the latest keys while anything is typed. An empty form keeps nothing, the keys of earlier
 * sends neither: emptying it is how a person clears their details from a shared computer.
 */
export function saveLeadDraft(formId: string, draft: LeadDraft, now = Date.now()): void {
  // An empty form keeps nothing, unless it is the thank-you screen's (its reference).
  const empty = sameValues(draft.values, EMPTY_LEAD) && !draft.sentId;
  try {
    if (empty) safeSessionStorage()?.removeItem(key(formId));
    else {
      const names = draft.places ?? {};
      const places = Object.fromEntries(PLACE_FIELDS.flatMap((field) => (names[field] ? [[field, { id: draft.values[field], name: names[field] }]] : [])));
      // Of a 422, what a read would keep (the words within the bound; nothing if none is): the same check both ways.
      const rejection = parseRejection(draft.rejection) ?? undefined;
      const rejectionLang = rejection && draft.rejectionLang;
      const saved = { values: draft.values, keys: draft.keys.slice(-MAX_DRAFT_KEYS), places, rejection, rejectionLang, sentId: draft.sentId, savedAt: now };
      safeSessionStorage()?.setItem(key(formId), JSON.stringify(saved));
    }
  } catch {
    // Full or refused: the form works the same, only without a draft.
  }
}
