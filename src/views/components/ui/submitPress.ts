import type { MouseEvent } from 'react';

// Forms whose submit button is being pressed (mouse or tap) right now.
const pressed = new WeakSet<HTMLFormElement>();

/**
 * Leaving a field for a press on its form's submit button must not show the field's problem yet: the message
 * pushed the button down between press and release, so the click was lost and nothing was sent or said. The
 * submit that follows shows every problem. Usage: the submit button's `onMouseDown={markSubmitPress}`, and a
 * field's blur handler goes through `leaveField`.
 */
export function markSubmitPress(event: MouseEvent<HTMLButtonElement>): void {
  const form = event.currentTarget.form;
  if (!form) return;
  pressed.add(form);
  document.addEventListener('mouseup', () => pressed.delete(form), { once: true });
}

/** Whether the submit button of this field's form is being pressed. */
function submitPressed(field: EventTarget | null): boolean {
  const form = field && 'form' in field ? (field as HTMLInputElement).form : null;
  return form !== null && pressed.has(form);
}

// A mouse press (a tap too: browsers follow it with mousedown and mouseup) in progress, and what waits for its end.
let pressing = false;
let waiting: Array<() => void> = [];

function pressEnded() {
  pressing = false;
  const run = waiting;
  waiting = [];
  // After the click the release makes: the press's target must still be where the press began.
  if (run.length) setTimeout(() => run.forEach((show) => show()));
}

if (typeof document !== 'undefined') {
  // Captured, so the flag is up before the press moves focus (the blur comes with mousedown's default action).
  document.addEventListener('mousedown', () => void (pressing = true), true);
  document.addEventListener('mouseup', pressEnded, true);
  // A release the page never hears must not keep a problem hidden: outside the window, a cancelled touch, or in a
  // select's list (opened on mousedown, it takes the release; the choice made there is a change, Escape or Tab a key).
  window.addEventListener('blur', pressEnded);
  document.addEventListener('pointercancel', pressEnded, true);
  document.addEventListener('keydown', pressEnded, true);
  // A select's only: a text field left by the press fires its own `change` during that very press.
  document.addEventListener('change', (event) => event.target instanceof HTMLSelectElement && pressEnded(), true);
}

/**
 * A field was left: `show` its problem (the form machine's blur event). Not at all for a press on Send (above),
 * and after the press for a press anywhere else: the message appearing under the field pushed what was being
 * pressed (the terms box under the e-mail, a field further down) away before the release, and its click was lost.
 */
export function leaveField(field: EventTarget | null, show: () => void): void {
  if (submitPressed(field)) return;
  if (pressing) waiting.push(show);
  else show();
}
