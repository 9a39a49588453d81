import { afterEach, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { I18nProvider, loadLanguage } from '../../src/i18n/I18nProvider';
import { eventually } from '../eventually';
import { FooterNote } from '../../src/views/pages/verify/FooterNote';

/**
 * The footer note is the branch's HTML, shown only once the sanitiser (a chunk of its own) has cleaned it. When
 * that chunk cannot load (offline, a new release), the note is left out: never the raw HTML.
 */
const sanitiser = vi.hoisted(() => ({ loads: 0 }));
vi.mock('../../src/views/pages/verify/sanitizeNote', () => {
  sanitiser.loads += 1;
  throw new Error('Failed to fetch dynamically imported module');
});

afterEach(cleanup);

it('a sanitiser that cannot load shows no note, and none of its raw HTML', async () => {
  const html = '<p>Write to <a href="mailto:exams@example.in">exams</a></p><img src="x" onerror="window.__pwned = 1">';
  const { container } = render(
    <I18nProvider initial={await loadLanguage('en')} reportMissing={false}>
      <FooterNote html={html} />
    </I18nProvider>,
  );
  // Nothing is shown before the import settles either: wait until it has been tried, then let its failure land.
  await eventually(() => expect(sanitiser.loads).toBe(1));
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(container.querySelector('aside')).toBeNull();
  expect(container.querySelector('img')).toBeNull();
  expect(container.textContent).toBe('');
});
