import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider, useIntl, useT } from '../../src/i18n/I18nProvider';
import { loadLanguage } from '../../src/i18n/loadLanguage';
import { LanguageMenu } from '../../src/views/components/LanguageMenu';

function Probe() {
  const t = useT();
  const intl = useIntl();
  return (
    <p data-testid="probe">
      {t('menu.language')} {intl.formatNumber(1234567.5, { format: 'amount' })}
    </p>
  );
}

async function renderApp(language: 'en' | 'de' = 'en') {
  const initial = await loadLanguage(language);
  return render(
    <I18nProvider initial={initial} reportMissing={false}>
      <LanguageMenu />
      <Probe />
    </I18nProvider>,
  );
}

afterEach(() => {
  localStorage.clear();
  document.documentElement.lang = 'en';
});

describe('the language menu', () => {
  it('starts in the loaded language, with <html lang> set and English numbers in en-IN', async () => {
    await renderApp('en');
    expect(screen.getByTestId('probe')).toHaveTextContent('Language 12,34,567.50');
    expect(document.documentElement.lang).toBe('en-IN');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  });

  it('applies a chosen language without a reload, sets <html lang> and saves the choice', async () => {
    const user = userEvent.setup();
    await renderApp('en');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'de');
    expect(await screen.findByText('Sprache 1.234.567,50')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    expect(document.documentElement.lang).toBe('de-DE');
    expect(localStorage.getItem('language')).toBe('de');
  });

  it('ends on the last language when two are chosen quickly', async () => {
    const user = userEvent.setup();
    await renderApp('en');
    const menu = screen.getByRole('combobox', { name: 'Language' });
    await act(async () => {
      await user.selectOptions(menu, 'zh');
      await user.selectOptions(menu, 'ja');
    });
    expect(await screen.findByRole('combobox', { name: '言語' })).toHaveValue('ja');
    expect(document.documentElement.lang).toBe('ja-JP');
    expect(localStorage.getItem('language')).toBe('ja');
  });

  it('follows a language another tab saved, and ignores what is not a language or not the language', async () => {
    await renderApp('en');
    const another = (key: string | null, newValue: string | null) =>
      act(() => {
        window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
      });
    await another('language', 'klingon');
    await another('language', null);
    await another('theme_mode', 'fr');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    await another('language', 'fr');
    expect(await screen.findByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
    expect(document.documentElement.lang).toBe('fr-FR');
  });

  it('names every language in its own language', async () => {
    await renderApp('de');
    const names = screen.getAllByRole('option').map((o) => [o.getAttribute('value'), o.textContent, o.getAttribute('lang')]);
    expect(names).toEqual([
      ['en', 'English', 'en'],
      ['zh', '中文', 'zh'],
      ['es', 'Español', 'es'],
      ['ja', '日本語', 'ja'],
      ['de', 'Deutsch', 'de'],
      ['fr', 'Français', 'fr'],
    ]);
  });
});
