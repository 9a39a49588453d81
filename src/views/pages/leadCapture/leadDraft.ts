import { EMPTY_LEAD, LEAD_FIELDS, type LeadValues } from '../../../machines/leadCaptureFields';

/**
 * What this tab has typed into an enquiry form, kept in sessionStorage so a reload (a phone's pull-to-refresh, a
 * tap on the address bar's reload) does not wipe it. Per tab and per form, gone when the tab closes or the
 * enquiry is sent. Storage that is unavailable or full only means no draft.
 */
const key = (formId: string) => `lead-draft:${formId}`;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The saved draft, or null; anything that is not a draft's shape (an older version, a hand edit) is ignored. */
export function readLeadDraft(formId: string): LeadValues | null {
  try {
    const saved: unknown = JSON.parse(storage()?.getItem(key(formId)) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return null;
    const draft: LeadValues = { ...EMPTY_LEAD };
    for (const field of LEAD_FIELDS) {
      const value = (saved as Record<string, unknown>)[field];
      if (typeof value !== typeof EMPTY_LEAD[field]) return null;
      Object.assign(draft, { [field]: value });
    }
    return draft;
  } catch {
    return null;
  }
}

/** Keeps the values while anything is typed; an empty form keeps nothing. */
export function saveLeadDraft(formId: string, values: LeadValues): void {
  const empty = LEAD_FIELDS.every((field) => values[field] === EMPTY_LEAD[field]);
  try {
    if (empty) storage()?.removeItem(key(formId));
    else storage()?.setItem(key(formId), JSON.stringify(values));
  } catch {
    // Full or refused: the form works the same, only without a draft.
  }
}
