// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { asciiDigits, charCount, normaliseMobile, toNewLead, validateAll, validateField, type LeadValues } from '../../src/machines/leadCaptureFields';
import { validLead } from '../model/leadFixtures';

const courses = ['bca', 'mca'];
const withValue = (patch: Partial<LeadValues>): LeadValues => ({ ...validLead, ...patch });

describe('enquiry field rules', () => {
  it('accepts a complete enquiry', () => {
    expect(validateAll(validLead, courses)).toEqual({});
  });

  // The ways Indians write a mobile number, and what is sent (E.164).
  it.each([
    ['9876543210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
    ['+91-98765-43210', '+919876543210'],
    ['91 6123456789', '+916123456789'],
    ['(987) 654-3210', '+919876543210'],
    ['098765 43210', '+919876543210'],
    ['0091 98765 43210', '+919876543210'],
    ['0091-9876543210', '+919876543210'],
    ['+91 (0) 98765 43210', '+919876543210'],
    ['+91 098765 43210', '+919876543210'],
    ['9123456789', '+919123456789'],
    ['919123456789', '+919123456789'],
    ['९८७६५ ४३२१०', '+919876543210'],
    ['+९१ ९८७६५ ४३२१०', '+919876543210'],
    ['９８７６５４３２１０', '+919876543210'],
    ['＋９１ ９８７６５ ４３２１０', '+919876543210'],
    ['೯೮೭೬೫ ೪೩೨೧೦', '+919876543210'],
    ['98765\u201343210', '+919876543210'],
  ])('accepts the Indian mobile %s as %s', (raw, e164) => {
    expect(normaliseMobile(raw)).toBe(e164);
    expect(validateField('mobile', withValue({ mobile: raw }), courses)).toBeNull();
  });

  it.each([
    '5876543210',
    '987654321',
    '98765432100',
    '+92 9876543210',
    '+91 98765 4321x',
    '0 5876543210',
    '00 9876543210',
    '+0 9876543210',
    '0091 0091 9876543210',
    '+91 91 9876543210',
    '००९८७६५४३२१',
  ])('refuses the mobile %s', (raw) => {
    expect(normaliseMobile(raw)).toBeNull();
    expect(validateField('mobile', withValue({ mobile: raw }), courses)).toEqual({ id: 'validation.invalid' });
  });

  it('a mobile of spaces only is missing, not wrong; dots between digits are ignored', () => {
    expect(validateField('mobile', withValue({ mobile: '   ' }), courses)).toEqual({ id: 'validation.required' });
    expect(normaliseMobile('98765.43210')).toBe('+919876543210');
  });

  it('an email is checked without the spaces around it, and refused with a space inside', () => {
    expect(validateField('email', withValue({ email: '  asha.rao@example.in ' }), courses)).toBeNull();
    expect(validateField('email', withValue({ email: 'asha rao@example.in' }), courses)).toEqual({ id: 'validation.invalid' });
  });

  // Found by review helper review-3: a pasted mailto: link or mail-header address was sent as pasted.
  it.each([
    'mailto:asha.rao@example.in',
    'MAILTO:asha.rao@example.in',
    '<asha.rao@example.in>',
    ' mailto:<asha.rao@example.in> ',
    '<mailto:asha.rao@example.in>',
    'mailto:asha.rao@example.in?subject=Enquiry',
    // Copied from a mail program's To line: the name before the brackets is not part of the address.
    'Asha Rao <asha.rao@example.in>',
    '"Rao, Asha" <asha.rao@example.in>',
    'Asha <mailto:asha.rao@example.in>',
    // A link with a fragment: "#contact" is no part of the address ("in#contact" would pass as its ending).
    'mailto:asha.rao@example.in#contact',
    // Spaces inside the brackets, as a selection made by hand may take them.
    '< asha.rao@example.in >',
    // A link whose address is in brackets, with its query or fragment after them.
    'mailto:<asha.rao@example.in>?subject=Enquiry',
    'mailto:<asha.rao@example.in>#contact',
  ])(
    'reads the address in the paste %j',
    (email) => {
      expect(validateField('email', withValue({ email }), courses)).toBeNull();
      expect(toNewLead(withValue({ email }), {}).email).toBe('asha.rao@example.in');
    },
  );

  it.each(['asha.rao@example.in>', '<asha.rao@example.in', 'Asha <asha.rao@example.in', 'asha<x>@example.in', '<a@b.in> <asha.rao@example.in>'])('refuses the half-copied %j', (email) => {
    expect(validateField('email', withValue({ email }), courses)).toEqual({ id: 'validation.invalid' });
  });

  it('refuses brackets after the @: what comes before an @ is an address, never a name', () => {
    expect(validateField('email', withValue({ email: 'asha@<example.in>' }), courses)).toEqual({ id: 'validation.invalid' });
  });

  it.each(['asha@x.in, Ravi <ravi@x.in>', 'asha@x.in <ravi@x.in>'])('refuses two addresses in one paste, %j: which one is meant is a guess', (email) => {
    expect(validateField('email', withValue({ email }), courses)).toEqual({ id: 'validation.invalid' });
  });

  it('measures the address for its length, not the paste around it', () => {
    const address = `${'a'.repeat(240)}@example.in`; // 251 characters: within 254
    expect(validateField('email', withValue({ email: `Asha Rao <${address}>` }), courses)).toBeNull();
    const long = `${'a'.repeat(250)}@example.in`; // 261
    expect(validateField('email', withValue({ email: `mailto:${long}?subject=Enquiry` }), courses)).toEqual({ id: 'validation.maxLength', max: 254, count: 261 });
  });

  it.each(['asha@example.c', 'asha@.example.in', 'asha@example..in'])('refuses the email %s (a one-letter ending, an empty label)', (email) => {
    expect(validateField('email', withValue({ email }), courses)).toEqual({ id: 'validation.invalid' });
  });

  it.each(['Ravi K.', 'Anand Jr.', 'R. K. Singh'])('accepts the name %s, punctuation at its end included', (name) => {
    expect(validateField('name', withValue({ name }), courses)).toBeNull();
  });

  it('maps the digits of Indian scripts and full-width digits to ASCII, and nothing else', () => {
    expect(asciiDigits('०१२३४५६७८९ ০৯ ੦੯ ૦૯ ୦୯ ௦௯ ౦౯ ೦೯ ൦൯ ٠٩ ۰۹ ０９ ＋')).toBe('0123456789 09 09 09 09 09 09 09 09 09 09 09 +');
    expect(asciiDigits('Asha ९ x ൿ ং')).toBe('Asha 9 x ൿ ং');
  });

  it('says which template each rule uses', () => {
    const empty = validateAll(
      { name: ' ', mobile: '', email: '', courseId: '', stateId: '', cityId: '', message: '', acceptTerms: false },
      courses,
    );
    expect(empty).toEqual({
      name: { id: 'validation.required' },
      mobile: { id: 'validation.required' },
      email: { id: 'validation.required' },
      courseId: { id: 'validation.required' },
      stateId: { id: 'validation.required' },
      // No city error while no state is chosen: the city list is disabled until then.
      acceptTerms: { id: 'validation.termsRequired' },
    });
    expect(validateField('cityId', withValue({ stateId: 'in-mh', cityId: '' }), courses)).toEqual({ id: 'validation.required' });
    expect(validateField('name', withValue({ name: 'A' }), courses)).toEqual({ id: 'validation.minLength', min: 2 });
    expect(validateField('name', withValue({ name: 'R2-D2' }), courses)).toEqual({ id: 'validation.invalid' });
    expect(validateField('name', withValue({ name: "Anne-Marie O'Brien" }), courses)).toBeNull();
    // The typographic apostrophe iOS and macOS type in place of ' (common in D’Souza, D’Cruz, D’Mello).
    expect(validateField('name', withValue({ name: 'Clara D’Souza' }), courses)).toBeNull();
    expect(validateField('name', withValue({ name: '’’’' }), courses)).toEqual({ id: 'validation.invalid' });
    expect(validateField('name', withValue({ name: 'राहुल शर्मा' }), courses)).toBeNull();
    expect(validateField('email', withValue({ email: 'asha@example' }), courses)).toEqual({ id: 'validation.invalid' });
    expect(validateField('courseId', withValue({ courseId: 'phd' }), courses)).toEqual({ id: 'validation.invalid' });
    expect(validateField('message', withValue({ message: 'x'.repeat(1000) }), courses)).toBeNull();
  });

  // What keyboards and phones type between names: a Japanese IME's ideographic space, a pasted no-break space,
  // Chinese and Japanese middle dots, Devanagari's abbreviation sign (at the end too, as a full stop is), an en
  // dash or a typographic hyphen (U+2010) in place of a hyphen.
  it.each(['山田\u3000太郎', 'ジョン・スミス', '阿沛·阿旺晋美', 'Asha\u00A0Rao', 'Anne–Marie', 'Anne—Marie', 'Anne\u2010Marie', 'डॉ॰ राम', 'राम कु॰', 'ﾀﾛｳ･ﾔﾏﾀﾞ'])(
    'accepts the name %s',
    (name) => {
      expect(validateField('name', withValue({ name }), courses)).toBeNull();
    },
  );

  it.each(['·Asha', 'Asha Rao (Jr.)', '––', 'R2-D2'])('still refuses %s', (name) => {
    expect(validateField('name', withValue({ name }), courses)).toEqual({ id: 'validation.invalid' });
  });

  // Malayalam 'ശ്രീ‍ലക്ഷ്മി' needs a ZWJ (chillu form) and Hindi 'जय‌ा' a ZWNJ; both are invisible.
  it.each(['ശ്രീ\u200Dലക്ഷ്മി', 'जय\u200Cा', 'ശ്രീ\u200Dലക്ഷ്മി നായർ'])('accepts the name %s with a joiner inside it', (name) => {
    expect(validateField('name', withValue({ name }), courses)).toBeNull();
  });

  // Found by review helper review-3: a chillu in the encoding before Unicode 5.1 (consonant, virama, ZWJ) ends a
  // word, and such names were "not valid". The ZWJ is kept in what is sent: it draws the letter.
  it.each(['ഷാജന\u0D4D\u200D', 'അനില\u0D4D\u200D', 'മോഹന\u0D4D\u200D ലാല\u0D4D\u200D', 'ഷാജന\u0D4D\u200D-K'])(
    'accepts the name %j whose word ends in a chillu written with virama and ZWJ',
    (name) => {
      expect(validateField('name', withValue({ name }), courses)).toBeNull();
      expect(toNewLead(withValue({ name }), {}).name).toBe(name);
    },
  );

  it.each(['\u200D\u200C', '\u200Dजय', 'जय\u200C', 'जय\u200D', 'जय \u200Cा', 'ज\u200D\u200Dय', 'ന\u0D4D\u200D\u200D', 'ന\u0D4D\u200C'])(
    'refuses the joiner in %j: alone, at an edge (unless a ZWJ after a virama), beside a space or doubled',
    (name) => {
      expect(validateField('name', withValue({ name }), courses)).toEqual({ id: 'validation.invalid' });
    },
  );

  // No field cuts a paste short: an over-long value is kept and the message names the limit and the count.
  it.each([
    ['name', 'A'.repeat(101), 100, 101],
    ['name', `  ${'ഷ്മി'.repeat(30)}  `, 100, 120],
    ['email', `${'a'.repeat(250)}@example.in`, 254, 261],
    ['message', 'x'.repeat(1200), 1000, 1200],
    ['message', '🙂'.repeat(1001), 1000, 1001],
  ] as const)('refuses an over-long %s with the limit and the count', (field, value, max, count) => {
    expect(validateField(field, withValue({ [field]: value }), courses)).toEqual({ id: 'validation.maxLength', max, count });
  });

  it('counts characters, not UTF-16 units: 1000 emoji are a full message, not 2000 characters', () => {
    expect(charCount('🙂'.repeat(1000))).toBe(1000);
    expect(validateField('message', withValue({ message: '🙂'.repeat(1000) }), courses)).toBeNull();
  });

  // What phones wrap a copied contact in: direction embeddings and isolates, marks, a zero-width space.
  it.each([
    ['an embedding', '\u202A+91 98765 43210\u202C'],
    ['an isolate', '\u2066+91 98765 43210\u2069'],
    ['a trailing zero-width space', '98765 43210\u200B'],
    ['a joiner', '98765\u200D43210'],
  ])('reads a mobile copied with %s as it looks', (_, mobile) => {
    expect(validateField('mobile', withValue({ mobile }), courses)).toBeNull();
    expect(normaliseMobile(mobile)).toBe('+919876543210');
  });

  // A Japanese or Chinese keyboard in full-width mode types ｔａｒｏ＠ｅｘａｍｐｌｅ．ｊｐ or ends a label with 。: the
  // address is read and sent as the ASCII one the visitor means, never stored as one nobody can write to.
  it.each([
    ['ｔａｒｏ＠ｅｘａｍｐｌｅ．ｊｐ', 'taro@example.jp'],
    ['ｔａｒｏ@docomo。ne.jp', 'taro@docomo.ne.jp'],
    ['taro@example．co.jp', 'taro@example.co.jp'],
    ['taro@example｡jp', 'taro@example.jp'],
  ])('accepts the full-width email %s and sends it as %s', (typed, sent) => {
    expect(validateField('email', withValue({ email: typed }), courses)).toBeNull();
    expect(toNewLead(withValue({ email: typed }), {}).email).toBe(sent);
  });

  it('reads a name and an email copied with invisible characters as they look, and sends them without', () => {
    // A byte-order mark comes with text pasted from some files and Windows apps (trim() takes it only at an end).
    const copied = withValue({ name: 'Asha\uFEFF Rao\u200E', email: '\u202Aasha@example.in\u200B\u202C', mobile: '\u202A+91 98765 43210\u202C' });
    expect(validateAll(copied, courses)).toEqual({});
    expect(toNewLead(copied, {})).toMatchObject({ name: 'Asha Rao', email: 'asha@example.in', mobile: '+919876543210' });
    // Invisible characters alone are nothing typed; the joiners that shape Indian-script names stay in a name.
    expect(validateField('name', withValue({ name: '\u200B\u2066\u2069' }), courses)).toEqual({ id: 'validation.required' });
    expect(validateField('email', withValue({ email: '\u200B' }), courses)).toEqual({ id: 'validation.required' });
    // A mobile has no letters to shape: joiners there are invisible too, and a field of them alone looks empty.
    expect(validateField('mobile', withValue({ mobile: '\u200D\u200C \u202A\u202C' }), courses)).toEqual({ id: 'validation.required' });
    expect(toNewLead(withValue({ name: 'ലക്\u200Dഷ്മി' }), {}).name).toBe('ലക്\u200Dഷ്മി');
  });

  it('builds the request body: trimmed text, E.164 mobile, acceptance and source', () => {
    const lead = toNewLead(withValue({ name: '  Asha   Rao ', email: ' asha@example.in ', message: ' Hostel? ' }), { utmSource: 'google' });
    expect(lead).toEqual({
      name: 'Asha Rao',
      mobile: '+919876543210',
      email: 'asha@example.in',
      courseId: 'bca',
      stateId: 'IN-MH',
      cityId: 'in-mh-pune',
      message: 'Hostel?',
      acceptTerms: true,
      source: { utmSource: 'google' },
    });
  });
});
