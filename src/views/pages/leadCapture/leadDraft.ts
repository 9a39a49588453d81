import { EMPTY_LEAD, LEAD_FIELDS, sameValues, type LeadValues } from '../../../machines/leadCaptureFields';
import { keyOfValues, type LeadCaptureContext } from '../../../machines/leadCaptureTypes';
import { safeSessionStorage } from '../../../browserStorage';

/**
 * What this tab has typed into an enquiry form, kept in sessionStorage so a reload (a phone's pull-to-refresh, a
 * tap on the address bar's reload) does not wipe it. Per tab and per form, gone when the enquiry is sent. A
 * browser can bring a closed tab's storage back (reopen, session restore) on a shared computer, so a draft lasts
 * 30 minutes and the terms are never ticked for the next person. With the values goes the idempotency key of a
 * send that may have arrived, so sending again after a reload mid-send is still the same enquiry. Storage that
 * is unavailable or full only means no draft.
 */
const key = (formId: string) => `lead-draft:${formId}`;
const LIFETIME_MS = 30 * 60 * 1000;

export interface LeadDraft {
  values: LeadValues;
  idempotencyKey: string | null;
}

/**
 * What the tab keeps of the form now: the values, with the key of a send of those same values (never the key of
 * another enquiry typed away from); once sent, nothing.
 */
export function leadDraftOf(context: Pick<LeadCaptureContext, 'values' | 'keys'>, sent: boolean): LeadDraft {
  return sent ? { values: EMPTY_LEAD, idempotencyKey: null } : { values: context.values, idempotencyKey: keyOfValues(context) };
}

/**
 * The saved draft, or null. One that has expired, or is not a draft's shape (an older version, a hand edit), is
 * deleted as well as ignored: the form shows empty, and the last visitor's details must not stay in the tab's
 * storage until the next person types.
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
    const { values, idempotencyKey, savedAt } = saved as Record<string, unknown>;
    // Either way: a draft saved while the device clock ran ahead would otherwise never expire on a shared computer.
    if (typeof savedAt !== 'number' || !(Math.abs(now - savedAt) < LIFETIME_MS) || typeof values !== 'object' || values === null) return null;
    const draft: LeadValues = { ...EMPTY_LEAD };
    for (const field of LEAD_FIELDS) {
      const value = (values as Record<string, unknown>)[field];
      if (typeof value !== typeof EMPTY_LEAD[field]) return null;
      Object.assign(draft, { [field]: value });
    }
    // Consent is given by the person sending, each time.
    draft.acceptTerms = false;
    return { values: draft, idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : null };
  } catch {
    return null;
  }
}

/** Keeps the values (and the key of a send that may have arrived) while anything is typed; an empty form keeps nothing. */
export function saveLeadDraft(formId: string, draft: LeadDraft, now = Date.now()): void {
  const empty = sameValues(draft.values, EMPTY_LEAD);
  try {
    if (empty) safeSessionStorage()?.removeItem(key(formId));
    else safeSessionStorage()?.setItem(key(formId), JSON.stringify({ ...draft, savedAt: now }));
  } catch {
    // Full or refused: the form works the same, only without a draft.
  }
}
