import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { User } from '../../src/api/schemas/user';
import type { Institute } from '../../src/api/schemas/institute';
import { I18nProvider } from '../../src/i18n/I18nProvider';
import { loadCatalogues } from '../../src/i18n/loadLanguage';
import { currentInstituteMachine } from '../../src/machines/currentInstituteMachine';
import { sessionMachine } from '../../src/machines/sessionMachine';
import { HomeScreen } from '../../src/views/pages/home/HomeScreen';
import { SessionContext } from '../../src/views/root/sessionContext';

const ananya: User = { id: 'u1', username: 'admin', name: 'Ananya Iyer', email: 'a@x.in', role: 'administrator', token: 'tok-a' };

afterEach(() => vi.useRealTimers());

it('the staff home’s date moves on at midnight on a screen left open (it was read once, at render)', async () => {
  const catalogue = await loadCatalogues('en', ['staff']);
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  vi.setSystemTime(new Date(2026, 10, 27, 23, 50));
  const session = createActor(
    sessionMachine.provide({
      actors: {
        readStoredUser: fromPromise<User | null, void>(async () => ananya),
        loadMe: fromPromise<User, { token: string }>(async () => ananya),
      },
      actions: { storeUser: () => {}, forgetUser: () => {}, clearAllStorage: () => {} },
    }),
  ).start();
  await waitFor(session, (s) => s.hasTag('signedIn'));
  const institute = createActor(
    currentInstituteMachine.provide({ actors: { loadInstitute: fromPromise(() => new Promise<Institute>(() => {})) } }),
  ).start();
  await act(async () => {
    render(
      <I18nProvider initial={catalogue} reportMissing={false}>
        <SessionContext.Provider value={{ actor: session, goToLogin: () => {} }}>
          <HomeScreen institute={institute} />
        </SessionContext.Provider>
      </I18nProvider>,
    );
  });
  expect(screen.getByText(/27 November 2026/)).toBeInTheDocument();
  await act(async () => vi.advanceTimersByTime(11 * 60_000));
  expect(screen.getByText(/28 November 2026/)).toBeInTheDocument();
  expect(screen.queryByText(/27 November 2026/)).toBeNull();
  session.stop();
  institute.stop();
});
