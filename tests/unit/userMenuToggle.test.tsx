import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createAuthEvents } from '../../src/api/authEvents';
import type { Http } from '../../src/api/http';
import type { User } from '../../src/api/schemas/user';
import { I18nProvider } from '../../src/i18n/I18nProvider';
import { loadCatalogues } from '../../src/i18n/loadLanguage';
import { sessionMachine } from '../../src/machines/sessionMachine';
import { UserMenu } from '../../src/views/layouts/UserMenu';
import { ServicesProvider, type Services } from '../../src/views/root/services';
import { SessionProvider } from '../../src/views/root/SessionProvider';

/**
 * The user menu's own button closes it again (the ARIA menu button pattern). React Aria's trigger only opens on a
 * mouse press (it toggles on touch); a modal popover's underlay took the second press, the non-modal one has none,
 * so the menu stayed open under the button that opened it (found by tests/model/properties/staffShell.property).
 */
const ananya: User = { id: 'u1', username: 'admin', name: 'Ananya Iyer', email: 'a@x.in', role: 'administrator', token: 'tok-a' };

async function renderMenu() {
  const machine = sessionMachine.provide({
    actors: {
      readStoredUser: fromPromise<User | null, void>(async () => ananya),
      loadMe: fromPromise<User, { token: string }>(async () => ananya),
      // The server never answers: the menu stays busy.
      logOut: fromPromise<unknown, { token: string }>(() => new Promise(() => {})),
    },
    actions: { storeUser: () => {}, forgetUser: () => {}, clearAllStorage: () => {} },
  });
  const services: Services = { config: {} as Services['config'], http: {} as Http, authEvents: createAuthEvents() };
  const catalogue = await loadCatalogues('en', ['staff']);
  await act(async () => {
    render(
      <I18nProvider initial={catalogue} reportMissing={false}>
        <ServicesProvider services={services}>
          <SessionProvider machine={machine}>
            <UserMenu />
          </SessionProvider>
        </ServicesProvider>
      </I18nProvider>,
    );
  });
  return screen.findByRole('button', { name: 'Account: Ananya Iyer' });
}

describe('the user menu button', () => {
  it('closes the menu it opened when pressed again with a mouse, and keeps focus on itself', async () => {
    const trigger = await renderMenu();
    const user = userEvent.setup();
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.click(trigger);
    await act(async () => {});
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  it('reopened while signing out, says the Sign out item is busy and disabled (found by the staff shell property)', async () => {
    const trigger = await renderMenu();
    const user = userEvent.setup();
    await user.click(trigger);
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveAttribute('aria-busy', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(trigger);
    const item = screen.getByRole('menuitem', { name: 'Sign out' });
    expect(item).toHaveAttribute('aria-busy', 'true');
    expect(item).toHaveAttribute('aria-disabled', 'true');
  });

  it('toggles on touch as before: one tap opens, the next closes', async () => {
    const trigger = await renderMenu();
    const user = userEvent.setup();
    const tap = () => user.pointer([{ keys: '[TouchA]', target: trigger }, { keys: '[/TouchA]', target: trigger }]);
    await tap();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await tap();
    await act(async () => {});
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});
