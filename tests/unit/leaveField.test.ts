import { afterEach, describe, expect, it, vi } from 'vitest';
import { leaveField } from '../../src/views/components/ui/submitPress';

/**
 * When a field's problem shows after it is left (submitPress.ts): a message that appears during a press moves what
 * is pressed away from the pointer before the release, and the click is lost (the terms box under the e-mail).
 */
describe('leaveField', () => {
  afterEach(() => {
    document.dispatchEvent(new MouseEvent('mouseup'));
    vi.useRealTimers();
  });

  const select = () => document.body.appendChild(document.createElement('select'));
  // A mouse press on the page (not on a submit button) begins, and ends.
  const press = () => document.body.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
  const release = () => document.body.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));

  it.each([
    ['a text field', 'input'],
    ['a text area (Message)', 'textarea'],
  ])('keeps waiting when the field the press left fires its own change (%s does, on blur)', (_, tag) => {
    vi.useFakeTimers();
    const show = vi.fn();
    press();
    leaveField(null, show);
    document.body.appendChild(document.createElement(tag)).dispatchEvent(new Event('change', { bubbles: true }));
    vi.runAllTimers();
    expect(show).not.toHaveBeenCalled();
  });

  it('shows the problem at once when no press is going on (Tab)', () => {
    const show = vi.fn();
    leaveField(null, show);
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('waits for the press to end, and for the click it makes, to show the problem', () => {
    vi.useFakeTimers();
    const show = vi.fn();
    press();
    leaveField(null, show);
    expect(show).not.toHaveBeenCalled();
    release();
    expect(show, 'not before the click the release makes').not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(show).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['the window lost it (a press that ends outside)', () => window.dispatchEvent(new Event('blur'))],
    ["a select's list took it, and a choice was made there", () => select().dispatchEvent(new Event('change', { bubbles: true }))],
    ["a select's list took it, and a key was pressed", () => document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }))],
    ['the browser took the touch over (a scroll)', () => document.body.dispatchEvent(new Event('pointercancel', { bubbles: true }))],
  ])('shows it when the page never hears the release: %s', (_, end) => {
    vi.useFakeTimers();
    const show = vi.fn();
    press();
    leaveField(null, show);
    end();
    vi.runAllTimers();
    expect(show).toHaveBeenCalledTimes(1);
    // And the next leave shows at once: the press is over.
    leaveField(null, show);
    expect(show).toHaveBeenCalledTimes(2);
  });

  it('shows it once, however many presses follow (a later press must not say it again while the field is being typed in)', () => {
    vi.useFakeTimers();
    const show = vi.fn();
    press();
    leaveField(null, show);
    release();
    vi.runAllTimers();
    press();
    release();
    vi.runAllTimers();
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('shows the problem of every field left before the page hears a release', () => {
    // A select's list took the first press's release and nothing ended it; the next press leaves the select.
    vi.useFakeTimers();
    const [email, course] = [vi.fn(), vi.fn()];
    press();
    leaveField(null, email);
    press();
    leaveField(null, course);
    release();
    vi.runAllTimers();
    expect(email).toHaveBeenCalledTimes(1);
    expect(course).toHaveBeenCalledTimes(1);
  });

  it('hears a press whose own handlers keep it from the page (React Aria’s press handlers stop it)', () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<form><input id="f"><label><input type="checkbox"> I accept the terms</label></form>';
    const box = document.querySelector('[type="checkbox"]')!;
    for (const type of ['mousedown', 'mouseup']) box.addEventListener(type, (event) => event.stopPropagation());
    const show = vi.fn();
    box.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    leaveField(document.getElementById('f'), show);
    expect(show, 'not while the box is pressed').not.toHaveBeenCalled();
    box.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
    vi.runAllTimers();
    expect(show).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['its text', '<form><input id="f"><button><span id="p">Send</span></button></form>'],
    ['its icon (the busy spinner)', '<form><input id="f"><button><svg id="p"></svg>Send</button></form>'],
  ])('never shows it for a press on %s inside the form’s submit button', (_, html) => {
    vi.useFakeTimers();
    document.body.innerHTML = html;
    const show = vi.fn();
    document.getElementById('p')!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    leaveField(document.getElementById('f'), show);
    document.dispatchEvent(new MouseEvent('mouseup'));
    vi.runAllTimers();
    expect(show).not.toHaveBeenCalled();
  });

  it.each([
    ['', '<form><input id="f"><button>Send</button></form>'],
    [' (one said not disabled in so many words)', '<form><input id="f"><button aria-disabled="false">Send</button></form>'],
  ])('never shows it for a press on the form’s submit button%s: the submit shows every problem', (_, html) => {
    vi.useFakeTimers();
    document.body.innerHTML = html;
    const button = document.querySelector('button')!;
    const show = vi.fn();
    button.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    leaveField(document.getElementById('f'), show);
    document.dispatchEvent(new MouseEvent('mouseup'));
    vi.runAllTimers();
    expect(show).not.toHaveBeenCalled();
  });

  it.each([
    ['a disabled submit button (no submit follows)', '<form><input id="f"><button disabled>Send</button></form>'],
    ['a busy submit button (aria-disabled: no submit follows)', '<form><input id="f"><button aria-disabled="true">Send</button></form>'],
    ['a plain button', '<form><input id="f"><button type="button">Show</button></form>'],
    ["another form's submit button", '<form><input id="f"></form><form><button>Send</button></form>'],
    ['a submit button of no form, for a field of none', '<input id="f"><button>Send</button>'],
  ])('shows it after the press for a press on %s', (_, html) => {
    vi.useFakeTimers();
    document.body.innerHTML = html;
    const show = vi.fn();
    document.querySelector('button')!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    leaveField(document.getElementById('f'), show);
    expect(show).not.toHaveBeenCalled();
    document.dispatchEvent(new MouseEvent('mouseup'));
    vi.runAllTimers();
    expect(show).toHaveBeenCalledTimes(1);
  });
});
