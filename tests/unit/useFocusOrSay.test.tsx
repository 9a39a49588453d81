import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { I18nProvider, loadLanguage } from '../../src/i18n/I18nProvider';
import { useFocusOrSay } from '../../src/views/components/ui/useFocusOrSay';

/**
 * What the form's status line says (useFocusOrSay), where the property tests cannot reach: a server's words that
 * end with their own full stop (the properties' 422 words have none), and a select whose choice must survive what
 * the hook does when the visitor moves on (a mutation audit found both).
 */
function Form({ words }: { words: string }) {
  const [request, setRequest] = useState<{ seq: number } | null>(null);
  const [course, setCourse] = useState('');
  const said = useFocusOrSay(request, () => document.querySelector<HTMLElement>('[aria-invalid="true"]'));
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        setRequest((r) => ({ seq: (r?.seq ?? 0) + 1 }));
      }}
    >
      <input id="f" aria-invalid="true" aria-describedby="f-error" />
      <p id="f-error">{words}</p>
      <select id="course" aria-invalid={course === '' ? 'true' : undefined} value={course} onChange={(e) => setCourse(e.target.value)}>
        <option value="">Choose</option>
        <option value="bca">BCA</option>
      </select>
      <input id="g" aria-invalid="true" />
      <button>Send</button>
      <p role="status">{said}</p>
    </form>
  );
}

async function renderForm(words: string) {
  const initial = await loadLanguage('en', ['lead']);
  render(
    <I18nProvider initial={initial} reportMissing={false}>
      <Form words={words} />
    </I18nProvider>,
  );
  return document.getElementById('f') as HTMLInputElement;
}

const status = () => screen.getByRole('status').textContent!.replace(/\u00A0$/, '');

describe('useFocusOrSay', () => {
  it.each([
    ['An enquiry with this email address already exists.', 'An enquiry with this email address already exists. 2 more fields need attention.'],
    ['このメールアドレスは登録済みです。', 'このメールアドレスは登録済みです. 2 more fields need attention.'],
  ])('says the words of the field Enter was pressed in with one full stop, not two: %s', async (words, expected) => {
    const field = await renderForm(words);
    field.focus();
    await act(async () => field.form!.requestSubmit());
    expect(document.activeElement).toBe(field);
    expect(status()).toBe(expected);
  });

  it('keeps a choice made in a select it moved focus to, and then drops what it said', async () => {
    const field = await renderForm('Name is required');
    const course = document.getElementById('course') as HTMLSelectElement;
    // The first problem put right: focus now goes to the course, and the line counts the one after it.
    field.removeAttribute('aria-invalid');
    field.form!.querySelector('button')!.focus();
    await act(async () => field.form!.requestSubmit());
    expect(document.activeElement).toBe(course);
    expect(status()).toBe('1 more field needs attention.');
    // A browser fires `input` and then `change` for a choice, each its own task (each flushed here); a render after
    // the `input` put the controlled value back before React read the choice.
    course.value = 'bca';
    fireEvent.input(course);
    fireEvent.change(course);
    expect(course.value).toBe('bca');
    expect(status()).toBe('');
  });
});
