import { expect, it, vi } from 'vitest';
import { Suspense, useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { Language } from '../../src/i18n/locales';
import type { MessageArea as Area } from '../../src/i18n/messageAreas';
import type * as LoadMessages from '../../src/i18n/loadMessages';

// French's main catalogue is held back, so a page's area can be opened while the switch to French is loading.
const held = vi.hoisted(() => ({ release: () => {} }));
vi.mock('../../src/i18n/loadMessages', async (original) => {
  const real = await original<typeof LoadMessages>();
  return {
    ...real,
    loadMessages: async (language: Language, area: Area = 'main') => {
      if (language === 'fr' && area === 'main') await new Promise<void>((resolve) => (held.release = resolve));
      return real.loadMessages(language, area);
    },
  };
});

const { I18nProvider, useLanguageChoice, useT } = await import('../../src/i18n/I18nProvider');
const { loadLanguage } = await import('../../src/i18n/loadLanguage');
const { MessageArea } = await import('../../src/i18n/MessageArea');

function SignInTitle() {
  const t = useT();
  return <h1>{t('auth.title')}</h1>;
}

function Page() {
  const { setLanguage } = useLanguageChoice();
  const [signIn, setSignIn] = useState(false);
  return (
    <>
      <button onClick={() => setLanguage('fr')}>fr</button>
      <button onClick={() => setSignIn(true)}>sign in</button>
      {signIn && (
        <Suspense fallback={<p>loading</p>}>
          <MessageArea area="staff">
            <SignInTitle />
          </MessageArea>
        </Suspense>
      )}
    </>
  );
}

it('an area opened while a language loads is in that language once it arrives, not blank', async () => {
  const initial = await loadLanguage('en');
  await act(async () => {
    render(
      <I18nProvider initial={initial} reportMissing={false}>
        <Page />
      </I18nProvider>,
    );
  });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'fr' })));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'sign in' })));
  expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  await act(async () => held.release());
  expect(await screen.findByRole('heading', { name: 'Se connecter' })).toBeInTheDocument();
});
