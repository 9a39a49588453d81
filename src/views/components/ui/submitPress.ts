// The element a mouse press began on (a tap too: browsers follow it with mousedown and mouseup) while the press
// lasts, and what waits for its end.
let pressedOn: EventTarget | null = null;
let waiting: Array<() => void> = [];

function pressEnded() {
  pressedOn = null;
  const run = waiting;
  waiting = [];
  // After the click the release makes: the press's target must still be where the press began.
  if (run.length) setTimeout(() => run.forEach((show) => show()));
}

if (typeof document !== 'undefined') {
  // Captured, so it is known before the press moves focus (the blur comes with mousedown's default action).
  document.addEventListener('mousedown', (event) => void (pressedOn = event.target ?? document), true);
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
 * Whether the press going on is on the (enabled) submit button of this field's form. A busy one (`aria-disabled`,
 * Button.tsx: it keeps focus) sends nothing, so the press is like any other. The attribute, not `ariaDisabled`:
 * Firefox before 119 does not reflect it, and "false" would read as busy.
 */
function submitPressed(field: EventTarget | null): boolean {
  const form = field && 'form' in field ? (field as HTMLInputElement).form : null;
  const button = pressedOn instanceof Element ? pressedOn.closest('button') : null;
  return form !== null && button !== null && button.type === 'submit' && !button.disabled && button.getAttribute('aria-disabled') !== 'true' && button.form === form;
}

/**
 * A field was left: `show` its problem (the form machine's blur event), at once unless a press left it. The message
 * appearing under the field pushed what was being pressed away before the release, and its click was lost: on the
 * form's submit button nothing was sent or said (the submit that follows shows every problem, so nothing is shown
 * here), elsewhere the terms box stayed unticked (shown once the press is over).
 */
export function leaveField(field: EventTarget | null, show: () => void): void {
  if (submitPressed(field)) return;
  if (pressedOn) waiting.push(show);
  else show();
}
