import type { LeadSource, NewLead } from '../api/schemas/leadCapture';

/**
 * The enquiry form's fields and their rules, pure so the machine, the views and the tests share one truth.
 * Errors are message ids (validation.*) plus values; the view translates them.
 */
export const LEAD_FIELDS = ['name', 'mobile', 'email', 'courseId', 'stateId', 'cityId', 'message', 'acceptTerms'] as const;
export type LeadField = (typeof LEAD_FIELDS)[number];

export interface LeadValues {
  name: string;
  mobile: string;
  email: string;
  courseId: string;
  stateId: string;
  cityId: string;
  message: string;
  acceptTerms: boolean;
}

export const EMPTY_LEAD: LeadValues = {
  name: '',
  mobile: '',
  email: '',
  courseId: '',
  stateId: '',
  cityId: '',
  message: '',
  acceptTerms: false,
};

/** A rule's verdict (`id` with its `min`, or `max` and the `count` typed), or a server's 422 text, shown as sent. */
export type FieldError = { id: string; min?: number; max?: number; count?: number } | { server: string };
export type FieldErrors = Partial<Record<LeadField, FieldError>>;

/**
 * A state or city chosen before a reload that its list no longer offers: the choice is emptied, and the field says
 * why (one object, so the machine knows its own words from a rule's "required").
 */
export const CHOICE_GONE: FieldError = { id: 'lead.choiceGone' };
/** The two choices whose lists come from the server (the `country/` and `state/` lookups): `PlaceField`. */
export const PLACE_FIELDS = ['stateId', 'cityId'] as const satisfies readonly LeadField[];

export const NAME_MIN = 2;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const MESSAGE_MAX = 1000;

const required = { id: 'validation.required' };
const invalid = { id: 'validation.invalid' };

/** Characters as a reader counts them (and as a server's mb_strlen does): an emoji or a surrogate pair is one. */
export const charCount = (text: string) => [...text].length;

/**
 * Over the limit, a message that names it and the count. The fields have no `maxLength`: a long paste is kept
 * whole and explained, instead of being cut silently.
 */
function tooLong(text: string, max: number): FieldError | null {
  const count = charCount(text);
  return count > max ? { id: 'validation.maxLength', max, count } : null;
}

// The zero of each digit run a visitor may type: ASCII, Arabic-Indic and its extension, the Indian scripts
// (Devanagari, Bengali, Gurmukhi, Gujarati, Oriya, Tamil, Telugu, Kannada, Malayalam) and full-width.
const DIGIT_ZEROS = [0x660, 0x6f0, 0x966, 0x9e6, 0xa66, 0xae6, 0xb66, 0xbe6, 0xc66, 0xce6, 0xd66, 0xff10];

/** Any of those digits as ASCII, and the full-width plus as '+'; everything else unchanged. */
export function asciiDigits(raw: string): string {
  return raw.replace(/[\u0660-\u0669\u06F0-\u06F9\u0966-\u0D6F\uFF10-\uFF19\uFF0B]/g, (ch) => {
    const code = ch.charCodeAt(0);
    if (code === 0xff0b) return '+';
    const zero = DIGIT_ZEROS.find((z) => code >= z && code <= z + 9);
    return zero === undefined ? ch : String(code - zero);
  });
}

// Characters that show nothing but come with copied text: the direction marks and embeddings phones wrap a
// copied contact in (U+202A…U+202E, U+2066…U+2069, U+200E/F), the zero-width space, word joiner, BOM and soft
// hyphen. A value that looks right must be read as it looks. The joiners (U+200C/D) are not here: they shape
// letters in Indian scripts' names (and in internationalised addresses); `withoutJoiners` takes them out of a mobile.
const INVISIBLE = /[\u00AD\u200B\u200E\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g;
const withoutInvisibles = (text: string) => text.replace(INVISIBLE, '');
const withoutJoiners = (text: string) => withoutInvisibles(text).replace(/[\u200C\u200D]/g, '');
/** A name or an email as it reads: without invisibles, trimmed. */
const visibleText = (text: string) => withoutInvisibles(text).trim();
/**
 * An email as a Japanese or Chinese keyboard may type it: full-width letters, ＠ and ． folded to ASCII (NFKC) and
 * the ideographic full stop 。 read as a dot, so the institute gets an address it can write to. As a paste brings
 * it too: a `mailto:` link's address, or one in the angle brackets of a mail header (Asha <asha@example.in>).
 */
const emailText = (text: string) =>
  visibleText(text)
    .normalize('NFKC')
    .replace(/\u3002/g, '.')
    .replace(ANGLED, '$1')
    // A mailto: link's address, without the link's subject or body (?subject=…), in or around angle brackets.
    .replace(/^mailto:([^?#]*).*$/is, '$1')
    .replace(ANGLED, '$1')
    .trim();
// The name a mail program writes before the brackets (Asha Rao <…>, "Rao, Asha" <…>) is not part of the address.
// A name with an @ is refused: `asha@x.in, Ravi <ravi@x.in>` is two addresses, and sending the second one while
// the field shows both would be a guess.
const ANGLED = /^[^<>@]*<([^<>]*)>$/;

/**
 * Indian mobile: ten digits starting 6-9, written the ways Indians write them: +91, 0091 or 91 before it, a trunk
 * 0 (098765 43210, +91 (0) 98765 43210), digits of Indian scripts or full-width; spaces, dots, dashes and brackets
 * ignored. Answers E.164 (+91 and the ten digits), or null.
 */
export function normaliseMobile(raw: string): string | null {
  const compact = asciiDigits(withoutJoiners(raw)).replace(/[\s().\u2010-\u2015-]/g, '');
  const match = /^(?:(?:\+|00)?91)?0?([6-9]\d{9})$/.exec(compact);
  return match ? `+91${match[1]}` : null;
}

// No angle brackets: a half-copied <address> is not an address the institute can write to.
const EMAIL = /^[^\s@<>]+@[^\s@.<>]+(?:\.[^\s@.<>]+)*\.[^\s@.<>]{2,}$/;
// Letters of any script, marks, spaces and the punctuation names carry (O'Brien, Anne-Marie, R. K. Singh). The
// apostrophe may be the typographic one (D’Souza): phones and Macs put ’ in place of ' as it is typed.
// The zero-width joiner and non-joiner (U+200D, U+200C) choose a letter's shape in Indian scripts (Malayalam
// chillu forms, Hindi half-forms), so they may stand between two letters or marks, never alone or at an edge.
// Between names, any space a keyboard types (a Japanese one types the ideographic space U+3000; a paste brings a
// no-break space), the middle dots of Chinese and Japanese names (阿沛·阿旺晋美, ジョン・スミス), Devanagari's
// abbreviation sign (डॉ॰) and the dashes phones put in place of a hyphen (Anne–Marie; iOS makes -- an em dash).
// Runs of letters alternate with a joiner or punctuation, so matching stays linear.
const NAME =
  /^[\p{L}\p{M}]+(?:[\u200C\u200D][\p{L}\p{M}]+|[\s.'\u2019\u00B7\u30FB\uFF65\u0970\u2010-\u2014-]+[\p{L}\p{M}]+)*[\s.'\u2019\u00B7\u30FB\uFF65\u0970\u2010-\u2014-]*$/u;
// A ZWJ right after a mark (a virama) at the end of a word shapes that letter too: Malayalam's chillu in its
// encoding before Unicode 5.1 (ന + ് + ZWJ for ൻ), which older keyboards and copied text still produce (ഷാജന്‍,
// മോഹന്‍ ലാല്‍). It is checked as the letter it draws; a joiner after a plain letter at an edge is still refused.
const CHILLU_JOINER = /(\p{M})\u200D(?=[\s.'\u2019\u00B7\u30FB\uFF65\u0970\u2010-\u2014-]|$)/gu;

export function validateField(field: LeadField, values: LeadValues, courseIds: readonly string[]): FieldError | null {
  switch (field) {
    case 'name': {
      const name = visibleText(values.name);
      if (name === '') return required;
      if (charCount(name) < NAME_MIN) return { id: 'validation.minLength', min: NAME_MIN };
      return tooLong(name, NAME_MAX) ?? (NAME.test(name.replace(CHILLU_JOINER, '$1')) ? null : invalid);
    }
    case 'mobile':
      if (withoutJoiners(values.mobile).trim() === '') return required;
      return normaliseMobile(values.mobile) ? null : invalid;
    case 'email': {
      const email = emailText(values.email);
      if (email === '') return required;
      return tooLong(email, EMAIL_MAX) ?? (EMAIL.test(email) ? null : invalid);
    }
    case 'courseId':
      if (values.courseId === '') return required;
      return courseIds.includes(values.courseId) ? null : invalid;
    case 'stateId':
      return values.stateId === '' ? required : null;
    case 'cityId':
      // Asked for once a state is chosen: before that the city list is disabled ("Choose a state first"), and
      // an error under a field that cannot be used yet tells the visitor nothing they can act on.
      return values.stateId !== '' && values.cityId === '' ? required : null;
    case 'message':
      return tooLong(values.message, MESSAGE_MAX);
    case 'acceptTerms':
      return values.acceptTerms ? null : { id: 'validation.termsRequired' };
  }
}

export function validateAll(values: LeadValues, courseIds: readonly string[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of LEAD_FIELDS) {
    const error = validateField(field, values, courseIds);
    if (error) errors[field] = error;
  }
  return errors;
}

export function firstErrorField(errors: FieldErrors): LeadField | null {
  return LEAD_FIELDS.find((field) => errors[field] !== undefined) ?? null;
}

export function sameValues(a: LeadValues, b: LeadValues): boolean {
  return LEAD_FIELDS.every((field) => a[field] === b[field]);
}

/**
 * The same enquiry: the same request body. `9876543210` and `+91 98765 43210`, or a name with a space more at its
 * end, are what was sent before; the terms are not compared (every send accepts them).
 */
export function sameEnquiry(a: LeadValues, b: LeadValues): boolean {
  return JSON.stringify(toNewLead(a, {})) === JSON.stringify(toNewLead(b, {}));
}

export function isLeadField(value: string): value is LeadField {
  return (LEAD_FIELDS as readonly string[]).includes(value);
}

/** The request body from valid values: trimmed text without invisibles, E.164 mobile, and where the visitor came from. */
export function toNewLead(values: LeadValues, source: LeadSource): NewLead {
  return {
    name: visibleText(values.name).replace(/\s+/g, ' '),
    mobile: normaliseMobile(values.mobile) ?? values.mobile.trim(),
    email: emailText(values.email),
    courseId: values.courseId,
    stateId: values.stateId,
    cityId: values.cityId,
    message: values.message.trim(),
    acceptTerms: true,
    source,
  };
}
