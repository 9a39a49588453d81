import { afterEach, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Language } from '../../src/i18n/locales';
import { LANGUAGE_KEY } from '../../src/i18n/locales';
import type * as LoadMessages from '../../src/i18n/loadMessages';
import type * as ChunkReload from '../../src/reporting/chunkReload';

// German's catalogue is gone (a deploy): every load of it fails. The reload the switch may ask for is counted.
vi.mock('../../src/i18n/loadMessages', async (original) => {
  const real = await original<typeof LoadMessages>();
  return {
    ...real,
    loadMessages: (language: Language, area?: Parameters<typeof real.loadMessages>[1]) =>
      language === 'de' ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : real.loadMessages(language, area),
  };
});
const reloads = vi.hoisted(() => ({ asked: 0 }));
vi.mock('../../src/reporting/chunkReload', async (original) => ({
  ...(await original<typeof ChunkReload>()),
  reloadOnceForChunkError: () => {
    reloads.asked += 1;
    return true;
  },
}));

const { I18nProvider, useLanguageChoice } = await import('../../src/i18n/I18nProvider');
const { loadLanguage } = await import('../../src/i18n/loadLanguage');

function Menu() {
  const { setLanguage, errorId } = useLanguageChoice();
  return (
    <>
      <button onClick={() => setLanguage('de')}>de</button>
      <p role="status">{errorId ?? ''}</p>
    </>
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  reloads.asked = 0;
});

async function show() {
  localStorage.setItem(LANGUAGE_KEY, 'en');
  const initial = await loadLanguage('en');
  await act(async () => {
    render(
      <I18nProvider initial={initial} reportMissing={false}>
        <Menu />
      </I18nProvider>,
    );
  });
}

/** Another tab saves `language`: this tab gets the storage event. */
async function chosenInAnotherTab(language: Language) {
  localStorage.setItem(LANGUAGE_KEY, language);
  await act(async () => {
    window.dispatchEvent(new StorageEvent('storage', { key: LANGUAGE_KEY, newValue: language, storageArea: localStorage }));
  });
}

it('a choice another tab made, failing here, is neither undone in storage nor a reason to reload, even twice', async () => {
  await show();
  await chosenInAnotherTab('de');
  expect(await screen.findByText('menu.languageLoadFailed')).toBeInTheDocument();
  expect(localStorage.getItem(LANGUAGE_KEY)).toBe('de');
  await chosenInAnotherTab('en');
  await chosenInAnotherTab('de');
  expect(await screen.findByText('menu.languageLoadFailed')).toBeInTheDocument();
  expect(localStorage.getItem(LANGUAGE_KEY)).toBe('de');
  expect(reloads.asked).toBe(0);
});

it('this tab’s own choice that fails is put back in storage, and failing again after the message reloads once', async () => {
  await show();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'de' })));
  expect(await screen.findByText('menu.languageLoadFailed')).toBeInTheDocument();
  expect(localStorage.getItem(LANGUAGE_KEY)).toBe('en');
  expect(reloads.asked).toBe(0);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'de' })));
  expect(reloads.asked).toBe(1);
  expect(localStorage.getItem(LANGUAGE_KEY)).toBe('de');
});
