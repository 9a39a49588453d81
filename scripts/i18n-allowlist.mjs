// Messages a language may leave identical to English. Every entry says why; the check fails on an entry
// that is no longer needed (the text now differs) or whose id is gone, so the list stays honest.
// Messages without letters (only placeholders, numbers or punctuation) need no entry.
// Format: 'id': { langs: ['de', ...], why: '...' }
export const SAME_AS_ENGLISH = {
  // Add entries here, e.g.
  // 'auth.email': { langs: ['de'], why: '"E-Mail" is German; only add if the catalogue really says "Email".' },
};
