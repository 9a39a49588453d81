import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMachine, fromPromise } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createAuthEvents } from '../../src/api/authEvents';
import { ApiError } from '../../src/api/errors';
import type { Http } from '../../src/api/http';
import type { User } from '../../src/api/schemas/user';
import { I18nProvider } from '../../src/i18n/I18nProvider';
import { loadCatalogues } from '../../src/i18n/loadLanguage';
import { sessionMachine } from '../../src/machines/sessionMachine';
import type { Credentials } from '../../src/api/account';
import { SignInPage } from '../../src/views/pages/auth/SignInPage';
import { ServicesProvider, type Services } from '../../src/views/root/services';
import { SessionProvider } from '../../src/views/root/SessionProvider';
import { formatCoverage, measureCoverage } from './graphCoverage';

/**
 * UI model of the sign-in page: what a member of staff sees, with the server's answers as events. No invoke or
 * after here (createTestModel cannot run them): the real page, provider and session machine run with fake
 * actors whose promises the test settles.
 */
const uiModel = createMachine({
  id: 'signInUi',
  initial: 'empty',
  states: {
    empty: { on: { SUBMIT: 'missingFields', TYPE_SHORT_PASSWORD: 'shortPassword', TYPE_VALID: 'filled' } },
    missingFields: { on: { TYPE_VALID: 'filled' } },
    shortPassword: { on: { SUBMIT: 'passwordTooShort' } },
    passwordTooShort: { on: { TYPE_VALID: 'filled' } },
    filled: { on: { PRESS_ENTER: 'signingIn' } },
    signingIn: { on: { SERVER_ACCEPTS: 'signedIn', SERVER_REJECTS: 'rejected', SERVER_FAILS: 'unavailable' } },
    rejected: { on: { SUBMIT: 'signingInAgain' } },
    unavailable: { on: { SUBMIT: 'signingInAgain' } },
    signingInAgain: { on: { SERVER_ACCEPTS: 'signedIn', SERVER_REJECTS: 'rejected' } },
    signedIn: {},
  },
});

const ananya: User = { id: 'u1', username: 'admin', name: 'Ananya Iyer', email: 'a@x.in', role: 'administrator', token: 'tok-a' };

interface Pending {
  credentials: Credentials;
  resolve: (u: User) => void;
  reject: (e: unknown) => void;
}

async function setup() {
  const pending: Pending[] = [];
  const machine = sessionMachine.provide({
    actors: {
      readStoredUser: fromPromise<User | null, void>(async () => null),
      logIn: fromPromise(
        ({ input }: { input: Credentials }) => new Promise<User>((resolve, reject) => pending.push({ credentials: input, resolve, reject })),
      ),
    },
    actions: { storeUser: () => {}, forgetUser: () => {}, clearAllStorage: () => {} },
  });
  const services: Services = { config: {} as Services['config'], http: {} as Http, authEvents: createAuthEvents() };
  const location = memoryLocation({ path: '/auth/login?returnTo=%2F%3Ffrom%3Dmail', record: true });
  render(
    // The sign-in page's text is in the catalogue's staff area, which the app loads with the /auth route.
    <I18nProvider initial={await loadCatalogues('en', ['staff'])} reportMissing={false}>
      <ServicesProvider services={services}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <SessionProvider machine={machine}>
            <Route path="/auth" nest>
              <SignInPage />
            </Route>
          </SessionProvider>
        </Router>
      </ServicesProvider>
    </I18nProvider>,
  );
  const user = userEvent.setup();
  const username = await screen.findByRole('textbox', { name: 'Username' });
  const password = screen.getByLabelText('Password', { selector: 'input' });
  const button = () => screen.getByRole('button', { name: 'Sign in' });
  const fill = async (name: string, secret: string) => {
    await user.clear(username);
    await user.type(username, name);
    await user.clear(password);
    await user.type(password, secret);
  };
  return { pending, user, username, password, button, fill, location, latest: () => pending[pending.length - 1]! };
}

type Harness = Awaited<ReturnType<typeof setup>>;
const noFieldErrors = () => expect(document.querySelector('.ui-error')).toBeNull();

describe('sign-in page, model-based', () => {
  afterEach(cleanup);
  const paths = createTestModel(uiModel).getSimplePaths();

  it('the model has paths through every state and edge', () => {
    const coverage = measureCoverage(uiModel, paths);
    console.log(formatCoverage(coverage));
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.edges.missing).toEqual([]);
  });

  for (const path of paths) {
    it(path.description, async () => {
      const h: Harness = await setup();
      await path.test({
        states: {
          empty: () => {
            expect(h.username).toHaveFocus();
            expect(h.button()).toBeEnabled();
            noFieldErrors();
          },
          missingFields: () => {
            expect(h.username).toHaveAccessibleDescription('Username is required');
            expect(h.password).toHaveAccessibleDescription('Password is required');
            expect(h.username).toHaveFocus();
            expect(h.pending).toHaveLength(0);
          },
          shortPassword: noFieldErrors,
          passwordTooShort: () => {
            expect(h.password).toHaveAccessibleDescription('Password minimum length is 6');
            expect(h.password).toHaveFocus();
            expect(h.pending).toHaveLength(0);
          },
          filled: () => {
            noFieldErrors();
            expect(h.button()).toBeEnabled();
          },
          signingIn: () => {
            // Busy, not natively disabled: the button keeps keyboard focus (ui/Button.tsx).
            expect(h.button()).toHaveAttribute('aria-disabled', 'true');
            expect(h.button()).toHaveAttribute('aria-busy', 'true');
            // Said, not only shown: the wait of a slow sign-in reaches a screen reader.
            expect(screen.getByRole('status')).toHaveTextContent('Signing in…');
            expect(h.pending).toHaveLength(1);
            expect(h.latest().credentials).toEqual({ username: 'admin', password: 'admin@123' });
          },
          signingInAgain: () => {
            expect(h.button()).toHaveAttribute('aria-disabled', 'true');
            expect(h.pending.length).toBeGreaterThanOrEqual(2);
            expect(h.latest().credentials).toEqual({ username: 'admin', password: 'admin@123' });
            expect(screen.queryByRole('alert')).toBeNull();
          },
          rejected: async () => {
            const alert = await screen.findByRole('alert');
            expect(screen.getByRole('status')).toHaveTextContent('');
            expect(alert).toHaveTextContent('The login detail is incorrect');
            await waitFor(() => expect(alert.parentElement).toHaveFocus());
            expect(h.button()).toBeEnabled();
          },
          unavailable: async () => {
            expect(await screen.findByRole('alert')).toHaveTextContent('Signing in is not possible right now.');
            expect(screen.queryByText('The login detail is incorrect')).toBeNull();
          },
          signedIn: async () => {
            await waitFor(() => expect(h.location.history.at(-1)).toBe('/?from=mail'));
          },
        },
        events: {
          SUBMIT: () => h.user.click(h.button()),
          TYPE_SHORT_PASSWORD: () => h.fill('admin', '12345'),
          TYPE_VALID: () => h.fill('admin', 'admin@123'),
          PRESS_ENTER: () => h.user.type(h.password, '{Enter}'),
          SERVER_ACCEPTS: async () => h.latest().resolve(ananya),
          SERVER_REJECTS: async () => h.latest().reject(new ApiError('http', 'Unauthorized', 401, {}, 'refusal')),
          SERVER_FAILS: async () => h.latest().reject(new ApiError('network', 'Failed to fetch')),
        },
      });
    });
  }
});
