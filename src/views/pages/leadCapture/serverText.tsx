import type { ReactNode } from 'react';

// The language each server text was first shown in. Its request asked for the page's language then (http.ts
// sends it as Accept-Language, and a translating server answers in it), so after a language switch the text
// keeps its own `lang` and a screen reader reads it in the language it is written in, not the page's new one.
// Keyed by the object the machine keeps the text in: a new answer is a new object, shown in the language of its
// time. A switch made while a send is on its way is the one case it gets wrong (the answer is marked new).
const shownIn = new WeakMap<object, string>();

/** A server's own words (a 422's field text, a refusal's message), marked with the language they came in. */
export function serverText(source: object, text: string, locale: string): ReactNode {
  let lang = shownIn.get(source);
  if (!lang) shownIn.set(source, (lang = locale));
  return <span lang={lang}>{text}</span>;
}
