import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, fromPromise } from 'xstate';
import { memoryLocation } from 'wouter/memory-location';
import { createAuthEvents } from '../../src/api/authEvents';
import type { Credentials } from '../../src/api/account';
import { ApiError } from '../../src/api/errors';
import type { Http } from '../../src/api/http';
import type { User } from '../../src/api/schemas/user';
import { loadCatalogues } from '../../src/i18n/loadLanguage';
import { sessionMachine } from '../../src/machines/sessionMachine';
import { CHUNK_RELOAD_KEY } from '../../src/reporting/chunkReload';
import type * as ChunkReload from '../../src/reporting/chunkReload';
import { readUsernameAfterReload } from '../../src/views/pages/auth/usernameAcrossReload';
import type { SessionHost as Host } from '../../src/views/root/createSessionHost';
import type { Services } from '../../src/views/root/services';
import { renderInSessionHost, signInPageAt } from './sessionHostHarness';

/**
 * The sign-in page on a tab left open across a deploy (Session 20): the session's code is gone (its chunk 404s at
 * every attempt), the page keeps the form, and only a failure after the message reloads, once; the reloaded page
 * has the username and asks for the password. The real page, form, session host and machine run; the session's
 * chunk and the reload are stand-ins.
 */
const chunk = vi.hoisted(() => ({ gone: true, reloads: 0, reloadStarts: true }));

// The session's chunk: while `gone`, loading it fails as a 404'd dynamic import does; otherwise a session starts
// with nobody stored, whose sign-in the server refuses.
vi.mock('../../src/views/root/SessionProvider', async () => {
  const { useEffect } = await import('react');
  return {
    SessionRunner(props: { host: Host }) {
      useEffect(() => {
        const machine = sessionMachine.provide({
          actors: {
            readStoredUser: fromPromise<User | null, void>(async () => null),
            logIn: fromPromise<User, Credentials>(async () => {
              throw new ApiError('http', 'Unauthorized', 401, {}, 'refusal');
            }),
          },
          actions: { storeUser: () => {}, forgetUser: () => {}, clearAllStorage: () => {} },
        });
        props.host.attach({ actor: createActor(machine).start(), goToLogin: () => {} });
      }, [props.host]);
      if (chunk.gone) throw new TypeError('Failed to fetch dynamically imported module: /assets/SessionProvider-old.js');
      return null;
    },
  };
});
vi.mock('../../src/reporting/chunkReload', async (original) => ({
  ...(await original<typeof ChunkReload>()),
  reloadOnceForChunkError: () => {
    chunk.reloads += 1;
    return chunk.reloadStarts;
  },
}));

const FAILED = 'Sign-in could not start, perhaps because of your connection or a new version of the app. What you typed is kept: press Sign in to try again.';
const OFFLINE = 'You are offline, so sign-in could not start. What you typed is kept: press Sign in again when you are back online.';
const UPDATED = 'This page has reloaded with a new version of the app. Enter your password again to sign in.';

beforeEach(() => {
  Object.assign(chunk, { gone: true, reloads: 0, reloadStarts: true });
  // React reports the failed chunk the runner's boundary catches.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

async function open() {
  const services = { config: {}, http: {} as Http, authEvents: createAuthEvents() } as unknown as Services;
  const location = memoryLocation({ path: '/auth/login', record: true });
  const catalogue = await loadCatalogues('en', ['staff']);
  const page = () => signInPageAt(catalogue, location);
  let view!: ReturnType<typeof renderInSessionHost>;
  await act(async () => {
    view = renderInSessionHost(services, page());
  });
  const user = userEvent.setup();
  const username = await screen.findByRole('textbox', { name: 'Username' });
  const password = screen.getByLabelText('Password', { selector: 'input' });
  const button = () => screen.getByRole('button', { name: 'Sign in' });
  /** Types the demo user's details and presses Sign in. */
  const signIn = async () => {
    await user.type(username, 'admin');
    await user.type(password, 'admin@123');
    await user.click(button());
  };
  return { view, user, username, password, button, signIn };
}

/** What the page looks like when the form can be used again: enabled, not busy. */
function usable(button: HTMLElement) {
  expect(button).toBeEnabled();
  expect(button).not.toHaveAttribute('aria-busy');
  expect(button).not.toHaveAttribute('aria-disabled', 'true');
}

describe('the session’s code gone with a deploy', () => {
  it('the first failure keeps the form and says so; Sign in failing again reloads once, and the page waits for it', async () => {
    const h = await open();
    await h.signIn();
    expect(await screen.findByText(FAILED)).toBeInTheDocument();
    // Perhaps a blip: no reload, which would lose what the page keeps no draft of.
    expect(chunk.reloads).toBe(0);
    usable(h.button());
    expect(h.username).toHaveValue('admin');
    expect(h.password).toHaveValue('admin@123');

    await h.user.click(h.button());
    await waitFor(() => expect(chunk.reloads).toBe(1));
    await act(async () => {});
    // The page is going: it neither says the sign-in failed again nor offers a press that would start a third load.
    expect(screen.queryByText(FAILED)).toBeNull();
    expect(h.button()).toHaveAttribute('aria-busy', 'true');
  });

  it('a first failure offline, then one online, is a deploy too: it reloads', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const h = await open();
    await h.signIn();
    expect(await screen.findByText(OFFLINE)).toBeInTheDocument();
    expect(chunk.reloads).toBe(0);
    onLine.mockReturnValue(true);
    await h.user.click(h.button());
    await waitFor(() => expect(chunk.reloads).toBe(1));
  });

  it('once the code loads on the retry, a refused sign-in leaves the form usable', async () => {
    const h = await open();
    await h.signIn();
    expect(await screen.findByText(FAILED)).toBeInTheDocument();
    chunk.gone = false;
    await h.user.click(h.button());
    expect(await screen.findByText('The login detail is incorrect')).toBeInTheDocument();
    expect(chunk.reloads).toBe(0);
    usable(h.button());
  });
});

describe('the page the reload brings', () => {
  const keep = (username: string) =>
    sessionStorage.setItem('signin-username-after-update', JSON.stringify({ username, at: Date.now() }));

  it('has the username filled in, asks for the password and says why; shown once', async () => {
    chunk.gone = false;
    keep('admin');
    const h = await open();
    expect(h.username).toHaveValue('admin');
    expect(h.password).toHaveValue('');
    expect(h.password).toHaveFocus();
    expect(screen.getByText(UPDATED)).toBeInTheDocument();
    // The notice describes the field that has the focus, so it is heard; only that one.
    expect(h.password).toHaveAccessibleDescription(UPDATED);
    expect(h.username).not.toHaveAccessibleDescription(UPDATED);

    // The sign-in page opened again (later, or by the next person at a shared computer) starts empty.
    h.view.unmount();
    const again = await open();
    expect(again.username).toHaveValue('');
    expect(again.username).toHaveFocus();
    expect(screen.queryByText(UPDATED)).toBeNull();
  });

  it('treats the filled-in username as one typed: left filled, then emptied, it says at once that it is required', async () => {
    chunk.gone = false;
    keep('admin');
    const h = await open();
    await h.user.click(h.username);
    await h.user.click(h.password);
    expect(screen.queryByText('Username is required')).toBeNull();
    await h.user.clear(h.username);
    expect(h.username).toHaveAccessibleDescription('Username is required');
  });
});

describe('the username kept as the page goes for the guard’s reload (pagehide)', () => {
  const goes = () => act(() => void window.dispatchEvent(new Event('pagehide')));

  it('keeps what is in the field, without the spaces around it', async () => {
    chunk.gone = false;
    const h = await open();
    await h.user.type(h.username, '  ravi ');
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
    goes();
    expect(readUsernameAfterReload()).toBe('ravi');
  });

  it('keeps the username as the visitor changed it on a page that had one filled in', async () => {
    chunk.gone = false;
    sessionStorage.setItem('signin-username-after-update', JSON.stringify({ username: 'admin', at: Date.now() }));
    const h = await open();
    await h.user.clear(h.username);
    await h.user.type(h.username, 'ravi');
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
    goes();
    expect(readUsernameAfterReload()).toBe('ravi');
  });
});

