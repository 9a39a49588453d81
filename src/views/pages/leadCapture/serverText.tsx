import type { ReactNode } from 'react';

// The language each server text came in. Its request asked for the page's language of the moment it was sent
// (http.ts sends it as Accept-Language, and a translating server answers in it), so after a language switch the
// text keeps its own `lang` and a screen reader reads it in the language it is written in, not the page's new one.
// Keyed by the object the machine keeps the text in: a new answer is a new object, marked when first shown.
const shownIn = new WeakMap<object, string>();
// The language the last enquiry was sent in: a switch made while the answer was on its way must not mark the
// answer with the new language. Server texts only ever come from a send.
let sentIn: string | undefined;

/** Called as the form is sent: its answer's texts are in the page's language of this moment. */
export function noteSentIn(locale: string) {
  sentIn = locale;
}

/**
 * The language a server text came in, for a draft that keeps it across a reload (where nothing was sent yet): the
 * one it is shown in, or, not rendered yet (a draft is written as the answer arrives), the one it was sent in.
 */
export function serverTextLanguage(source: object): string | undefined {
  return shownIn.get(source) ?? sentIn;
}

/** A kept server text, from before a reload, marked with the language it came in (not the reloaded page's). */
export function markServerText(source: object, lang: string) {
  shownIn.set(source, lang);
}

/** A server's own words (a 422's field text, a refusal's message), marked with the language they came in. */
export function serverText(source: object, text: string, locale: string): ReactNode {
  let lang = shownIn.get(source);
  if (!lang) shownIn.set(source, (lang = sentIn ?? locale));
  return <span lang={lang}>{text}</span>;
}
