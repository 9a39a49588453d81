// Messages a language may leave identical to English. Every entry says why; the check fails on an entry
// that is no longer needed (the text now differs) or whose id is gone, so the list stays honest.
// Messages without letters (only placeholders, numbers or punctuation) need no entry.
// Format: 'id': { langs: ['de', ...], why: '...' }
export const SAME_AS_ENGLISH = {
  // Spanish writes the status the same way ("Error" is also the Spanish word); 404 is a code.
  'error.notFound.code': { langs: ['es'], why: 'Spanish "Error" is spelt as in English; 404 is a code' },
  // German uses the same word for these (capitalised nouns, identical spelling).
  'home.role.administrator': { langs: ['de'], why: 'German "Administrator" is spelt as in English' },
  'lead.field.name': { langs: ['de'], why: 'German "Name" is spelt as in English' },
  'theme.system': { langs: ['de'], why: 'German "System" is spelt as in English' },
  // French "message" is the French word too.
  'lead.field.message': { langs: ['fr'], why: 'French "Message" is spelt as in English' },
};
