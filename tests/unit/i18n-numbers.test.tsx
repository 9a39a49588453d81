import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider, useT } from '../../src/i18n/I18nProvider';
import { loadCatalogues } from '../../src/i18n/loadLanguage';
import type { Language } from '../../src/i18n/locales';
import { MESSAGE_MAX } from '../../src/machines/leadCaptureFields';

/** Numbers inside messages are formatted for the language's locale ({max, number}), not printed as digits. */

function Probe(props: { min: number }) {
  const t = useT();
  return (
    <>
      <p data-testid="hint">{t('lead.hint.message', { max: MESSAGE_MAX })}</p>
      <p data-testid="min">{t('validation.minLength', { name: 'X', min: props.min })}</p>
    </>
  );
}

async function renderIn(language: Language, min = 100000) {
  const initial = await loadCatalogues(language, ['lead']);
  await act(async () => {
    render(
      <I18nProvider initial={initial} reportMissing={false}>
        <Probe min={min} />
      </I18nProvider>,
    );
  });
}

afterEach(() => {
  localStorage.clear();
  document.documentElement.lang = 'en';
});

describe('numbers in messages', () => {
  it('English (en-IN): the lead hint says 1,000 and a minimum of 100000 reads 1,00,000', async () => {
    expect(MESSAGE_MAX).toBe(1000);
    await renderIn('en');
    expect(screen.getByTestId('hint')).toHaveTextContent(/^Optional: anything you would like us to know \(up to 1,000 characters\)\.$/);
    expect(screen.getByTestId('min').textContent).toBe('X minimum length is 1,00,000');
  });

  it('German groups with a dot', async () => {
    await renderIn('de');
    expect(screen.getByTestId('hint').textContent).toBe('Optional: alles, was Sie uns mitteilen möchten (bis zu 1.000 Zeichen).');
    expect(screen.getByTestId('min').textContent).toBe('X muss mindestens 100.000 Zeichen lang sein');
  });

  it('French groups with a narrow no-break space (U+202F)', async () => {
    await renderIn('fr');
    expect(screen.getByTestId('hint').textContent).toBe('Facultatif\u00a0: tout ce que vous souhaitez nous dire (jusqu’à 1\u202f000 caractères).');
    expect(screen.getByTestId('min').textContent).toBe('Le champ «\u00a0X\u00a0» doit contenir au moins 100\u202f000 caractères');
  });

  it('Spanish leaves four digits ungrouped, as es-ES does, and groups five', async () => {
    await renderIn('es');
    expect(screen.getByTestId('hint').textContent).toBe('Opcional: cualquier cosa que quiera contarnos (hasta 1000 caracteres).');
    expect(screen.getByTestId('min').textContent).toBe('El campo «X» debe tener al menos 100.000 caracteres');
  });
});
