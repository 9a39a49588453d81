import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/I18nProvider';

/**
 * Carries out a form machine's request for focus on its first field with a problem, and returns what the form's
 * status line must say. Enter pressed in that very field leaves focus where it is: no focus event, so a screen
 * reader would say nothing of the problems the press has just shown (WCAG 3.3.1; a press on the button moves focus,
 * which reads the field and its error). Then the field's error line (useFieldIds: `<id>-error`) is said instead,
 * for that request only, with a no-break space after it on every other request, so the same problem said again is
 * a change a screen reader hears. The other fields the press marked invalid (`aria-invalid`; focus goes to the first
 * problem, so they come after it) are counted in the same sentence (`validation.saidWithMore`): with focus left
 * where it was, nothing else would tell the visitor that more is wrong. When focus does move to a field with a
 * problem, focus reads that one, and the line says only how many others there are (`validation.moreNeedAttention`),
 * so a screen reader user hears what a sighted one sees at a glance: that the form has more to put right. What is
 * said is dropped once the field is typed in or the form is submitted again, so no stale problem stays for a later
 * reading or comes back after a sign-in.
 */
export function useFocusOrSay(request: { seq: number } | null, field: () => HTMLElement | null): string {
  const t = useT();
  const [said, setSaid] = useState({ seq: -1, text: '' });
  useEffect(() => {
    const element = request && field();
    if (!element) return;
    const form = (element as HTMLInputElement).form;
    const invalid = element.getAttribute('aria-invalid') === 'true';
    const others = (form?.querySelectorAll('[aria-invalid="true"]').length ?? 0) - (invalid ? 1 : 0);
    let text: string;
    if (element !== document.activeElement) {
      element.focus();
      // Only after a problem: a fresh form's first field, or the failure message, has no others to count.
      text = invalid && others > 0 ? t('validation.moreNeedAttention', { count: others }) : '';
    } else {
      const line = document.getElementById(`${element.id}-error`)?.textContent ?? '';
      // The sentence brings its own full stop: one the line ends with (a server's words may) would be said twice.
      text = line && others > 0 ? t('validation.saidWithMore', { problem: line.replace(/[.。．!！]\s*$/, ''), count: others }) : line;
    }
    if (!text) return;
    // The error line is read from the DOM the commit has just written: no render has it to derive from.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSaid({ seq: request.seq, text });
    // Typing there, or the next press (a sign-in may then run, and fail, with the problem gone), moves on from it.
    const moveOn = () => setSaid({ seq: -1, text: '' });
    // Heard on the document, after React's own listener on its root has read the event: heard on the field, the
    // render it caused came first and wrote the old value back, so the letter typed or the course chosen was lost.
    // A select's choice is read on `change`, after its `input`, for the same reason.
    const typing = element instanceof HTMLSelectElement ? 'change' : 'input';
    const typedThere = (event: Event) => event.target === element && moveOn();
    document.addEventListener(typing, typedThere);
    form?.addEventListener('submit', moveOn);
    return () => {
      document.removeEventListener(typing, typedThere);
      form?.removeEventListener('submit', moveOn);
    };
    // `field` reads refs or the DOM when a request comes; only a new request is a reason to run.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);
  return request?.seq === said.seq && said.text ? said.text + (said.seq % 2 ? '\u00A0' : '') : '';
}
