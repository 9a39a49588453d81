type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isField = (node: unknown): node is Field =>
  node instanceof HTMLInputElement || node instanceof HTMLSelectElement || node instanceof HTMLTextAreaElement;

/**
 * A page prerendered into the HTML (scripts/prerender/) can be typed into before the app runs: on a slow phone
 * that is seconds. Watches the copy from start-up, and returns what hands its state to the app's page once React's
 * first commit has replaced it: each field's value (as typed input, so the page's own state follows), the focus
 * and caret, and a form the visitor sent meanwhile (index.html's head script held it), which is sent again now.
 * Nothing typed is lost, and Sign in or Validate pressed early still happens. Runs once; a no-op without a copy.
 */
export function watchPrerenderedInput(container: HTMLElement): () => void {
  const copy = container.querySelector<HTMLElement>(':scope > .prerendered');
  if (!copy) return () => {};
  // The app's code may arrive seconds after the visitor tapped a field: start from where the focus is now.
  let focused: HTMLElement | null = document.activeElement instanceof HTMLElement && copy.contains(document.activeElement) ? document.activeElement : null;
  const onFocusIn = (event: FocusEvent) => {
    focused = event.target instanceof HTMLElement ? event.target : null;
  };
  // A blur the visitor made, not the copy's removal by React's commit (which may or may not report one).
  const onFocusOut = () =>
    queueMicrotask(() => {
      if (copy.isConnected && !copy.contains(document.activeElement)) focused = null;
    });
  copy.addEventListener('focusin', onFocusIn);
  copy.addEventListener('focusout', onFocusOut);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    copy.removeEventListener('focusin', onFocusIn);
    copy.removeEventListener('focusout', onFocusOut);
    if (copy.isConnected) return;
    handOver(copy, container, focused);
  };
}

function handOver(copy: HTMLElement, page: HTMLElement, focused: HTMLElement | null) {
  for (const old of copy.querySelectorAll<Field>('input, select, textarea')) {
    const now = counterpart(page, old);
    if (now) carryValue(old, now, old !== focused);
  }
  const target = focused && (isField(focused) ? counterpart(page, focused) : sameInOrder(copy, page, focused));
  if (focused && target) {
    target.focus();
    if (isField(focused) && isField(target)) caret(focused, target);
  }
  const forms = [...copy.querySelectorAll('form')];
  const held = forms.findIndex((form) => form.hasAttribute('data-held'));
  // After React has rendered what the carried values changed: the page's submit reads its own state.
  if (held >= 0) setTimeout(() => page.querySelectorAll('form')[held]?.requestSubmit());
}

/** The app's element for a field of the copy: the same name (and value, for a radio), else the same id. */
function counterpart(page: HTMLElement, old: Field): Field | null {
  const radio = old instanceof HTMLInputElement && old.type === 'radio';
  const same = (field: Field) =>
    old.name ? field.name === old.name && (!radio || field.value === old.value) : Boolean(old.id) && field.id === old.id;
  return [...page.querySelectorAll<Field>(old.tagName)].find(same) ?? null;
}

/** `left`: the visitor has left the field, which fired its change event then (before any app code could hear it). */
/** A button, link or other element: the one in the same place among its kind (the page renders what the copy shows). */
function sameInOrder(copy: HTMLElement, page: HTMLElement, old: HTMLElement): HTMLElement | null {
  const index = [...copy.querySelectorAll(old.tagName)].indexOf(old);
  const found = page.querySelectorAll(old.tagName)[index];
  return found instanceof HTMLElement ? found : null;
}

function carryValue(old: Field, now: Field, left: boolean) {
  if (old instanceof HTMLInputElement && (old.type === 'radio' || old.type === 'checkbox')) {
    // A click, as the visitor's was: the page's change handler runs.
    if (old.checked !== old.defaultChecked && now instanceof HTMLInputElement && now.checked !== old.checked) now.click();
    return;
  }
  if (old.value === initialValue(old) || now.value === old.value) return;
  // Through the element's prototype setter and an input event, as typing does, so React's onChange sees the change.
  const prototype = Object.getPrototypeOf(now) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(now, old.value);
  now.dispatchEvent(new Event(old instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  if (left && !(old instanceof HTMLSelectElement)) now.dispatchEvent(new Event('change', { bubbles: true }));
}

function initialValue(field: Field): string {
  if (field instanceof HTMLSelectElement) {
    return [...field.options].find((option) => option.defaultSelected)?.value ?? field.options[0]?.value ?? '';
  }
  return field.defaultValue;
}

function caret(old: Field, now: Field) {
  if (old instanceof HTMLSelectElement || now instanceof HTMLSelectElement) return;
  try {
    if (old.selectionStart !== null && old.selectionEnd !== null) now.setSelectionRange(old.selectionStart, old.selectionEnd);
  } catch {
    // An input type without a caret (email, number): focus is enough.
  }
}
