import type { MouseEvent } from 'react';

// Forms whose submit button is being pressed (mouse or tap) right now.
const pressed = new WeakSet<HTMLFormElement>();

/**
 * Leaving a field for a press on its form's submit button must not show the field's problem yet: the message
 * pushed the button down between press and release, so the click was lost and nothing was sent or said. The
 * submit that follows shows every problem. Usage: the submit button's `onMouseDown={markSubmitPress}`, and a
 * field's blur handler asks `submitPressed(event.target)` first.
 */
export function markSubmitPress(event: MouseEvent<HTMLButtonElement>): void {
  const form = event.currentTarget.form;
  if (!form) return;
  pressed.add(form);
  document.addEventListener('mouseup', () => pressed.delete(form), { once: true });
}

/** Whether the submit button of this field's form is being pressed. */
export function submitPressed(field: EventTarget | null): boolean {
  const form = field && 'form' in field ? (field as HTMLInputElement).form : null;
  return form !== null && pressed.has(form);
}
