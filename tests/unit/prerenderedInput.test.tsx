import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchPrerenderedInput } from '../../src/views/root/prerenderedInput';

/**
 * On a slow phone the prerendered page is typed into before the app runs. When React's first commit replaces it,
 * the app's page takes what was typed (its own state follows), the focus and caret, and a form sent meanwhile.
 */

const COPY = `<div class="prerendered"><main>
  <select id="_r_0_"><option value="en" selected>English</option><option value="de">Deutsch</option></select>
  <input type="radio" name="_r_1_" value="light" checked><input type="radio" name="_r_1_" value="dark">
  <form><input name="number" value=""><input name="untouched" value=""><button type="submit">Validate</button></form>
</main></div><div class="spinner-wrap"></div>`;

function Page(props: { onSubmit: (values: string) => void; onMounted?: () => void }) {
  const [number, setNumber] = useState('');
  const [untouched, setUntouched] = useState('');
  const [language, setLanguage] = useState('en');
  const [theme, setTheme] = useState('light');
  const { onMounted } = props;
  useLayoutEffect(() => onMounted?.(), [onMounted]);
  return (
    <main>
      <select id="_r_0_" value={language} onChange={(e) => setLanguage(e.target.value)}>
        <option value="en">English</option>
        <option value="de">Deutsch</option>
      </select>
      {['light', 'dark'].map((value) => (
        <input key={value} type="radio" name="_r_1_" value={value} checked={theme === value} onChange={() => setTheme(value)} />
      ))}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          props.onSubmit(`${number}|${untouched}|${language}|${theme}`);
        }}
      >
        <input name="number" aria-label="number" value={number} onChange={(e) => setNumber(e.target.value)} />
        <input name="untouched" aria-label="untouched" value={untouched} onChange={(e) => setUntouched(e.target.value)} />
        <button type="submit">Validate</button>
      </form>
      <output>{`${number}|${language}|${theme}`}</output>
    </main>
  );
}

/** #root as the HTML arrives: the prerendered copy before the boot spinner. */
function htmlRoot() {
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = COPY;
  document.body.append(container);
  return container;
}

afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe('watchPrerenderedInput', () => {
  it('hands what was typed, chosen, focused and sent on the copy to the app that replaces it', async () => {
    const container = htmlRoot();
    const typed = container.querySelector<HTMLInputElement>('input[name="number"]')!;
    // The visitor taps the field and types before the app's code has arrived.
    typed.focus();
    typed.value = 'KVS-BLR-2025-0118';
    typed.setSelectionRange(4, 7);
    container.querySelector<HTMLSelectElement>('select')!.value = 'de';
    container.querySelector<HTMLInputElement>('input[value="dark"]')!.checked = true;
    container.querySelector('form')!.setAttribute('data-held', ''); // index.html's head script held a submit

    const handOver = watchPrerenderedInput(container);
    const onSubmit = vi.fn();
    await act(async () => {
      render(<Page onSubmit={onSubmit} />, { container });
    });
    expect(container.querySelector('.prerendered')).toBeNull();
    await act(async () => {
      handOver();
      handOver(); // once only
      await new Promise((resolve) => setTimeout(resolve, 0));
    });

    expect(screen.getByRole('status').textContent).toBe('KVS-BLR-2025-0118|de|dark');
    const field = screen.getByLabelText('number');
    expect(field).toHaveFocus();
    expect([(field as HTMLInputElement).selectionStart, (field as HTMLInputElement).selectionEnd]).toEqual([4, 7]);
    expect(screen.getByLabelText('untouched')).toHaveValue('');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith('KVS-BLR-2025-0118||de|dark');
  });

  it('sends nothing and moves no focus when the copy was only looked at', async () => {
    const container = htmlRoot();
    const handOver = watchPrerenderedInput(container);
    const onSubmit = vi.fn();
    await act(async () => {
      render(<Page onSubmit={onSubmit} />, { container });
    });
    await act(async () => {
      handOver();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByRole('status').textContent).toBe('|en|light');
    expect(document.activeElement).toBe(document.body);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('forgets a focus the visitor moved away from the copy before the app came', async () => {
    const container = htmlRoot();
    const outside = document.body.appendChild(document.createElement('button'));
    const handOver = watchPrerenderedInput(container);
    container.querySelector<HTMLInputElement>('input[name="number"]')!.focus();
    outside.focus();
    await Promise.resolve();
    await act(async () => {
      render(<Page onSubmit={() => {}} />, { container });
    });
    await act(async () => handOver());
    expect(outside).toHaveFocus();
  });

  it('is a no-op without a prerendered copy', () => {
    const container = document.body.appendChild(document.createElement('div'));
    expect(() => watchPrerenderedInput(container)()).not.toThrow();
  });
});
