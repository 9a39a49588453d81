import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { createAuthEvents } from '../../src/api/authEvents';
import type { Http } from '../../src/api/http';
import type { User } from '../../src/api/schemas/user';
import { writeStoredUser } from '../../src/api/userStore';
import { createActor, fromPromise } from 'xstate';
import { readStoredLanguage, storeLanguage } from '../../src/i18n/loadLanguage';
import { liveSessionMachine } from '../../src/views/root/sessionEffects';
import { SessionHost } from '../../src/views/root/SessionHost';
import { ServicesProvider, type Services } from '../../src/views/root/services';
import { STORAGE_CLEARED_EVENT } from '../../src/views/root/ThemeProvider';

/**
 * Review defect 3: a 401 clears all local storage (spec section 4), and the language choice, like the theme mode, is
 * a display preference rather than session data, so it is saved again. The tests share loadLanguage's module state
 * in file order: the first runs before any language has been read or chosen. That order is pinned (shuffle: false),
 * so a shuffled run (`--sequence.shuffle`) cannot put a test that stores a language before the first one.
 */
const ananya: User = { id: 'u1', username: 'admin', name: 'Ananya Iyer', email: 'a@x.in', role: 'administrator', token: 'tok-a' };
const services: Services = { config: {} as Services['config'], http: {} as Http, authEvents: createAuthEvents() };

/** The app's host (it never loads the session here: nothing is stored when it renders). */
const renderHost = () =>
  render(
    <ServicesProvider services={services}>
      <SessionHost>page</SessionHost>
    </ServicesProvider>,
  );

/** What the session's real clearAllStorage action does, driven through the live machine by a 401 for its token. */
async function expireSession() {
  writeStoredUser(ananya);
  localStorage.setItem('scratch', 'session data');
  const logic = liveSessionMachine({} as Http).provide({
    actors: { loadMe: fromPromise<User, { token: string }>(() => new Promise(() => {})) },
  });
  const actor = createActor(logic).start();
  await new Promise((resolve) => setTimeout(resolve, 0));
  actor.send({ type: 'session.unauthorized', token: 'tok-a' });
  expect(actor.getSnapshot().value).toBe('expired');
  actor.stop();
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the language preference across a 401', { shuffle: false }, () => {
  it('writes no language when none was ever chosen (English stays the unsaved default)', async () => {
    renderHost();
    await expireSession();
    expect({ ...localStorage }).toEqual({});
  });

  it('keeps the language read at start-up, while the session and everything else are cleared', async () => {
    localStorage.setItem('language', 'de');
    expect(readStoredLanguage()).toBe('de');
    renderHost();
    await expireSession();
    expect({ ...localStorage }).toEqual({ language: 'de' });
  });

  it('keeps the latest choice made in this tab', async () => {
    storeLanguage('fr');
    storeLanguage('ja');
    renderHost();
    await expireSession();
    expect({ ...localStorage }).toEqual({ language: 'ja' });
  });

  it('stops saving once the host is gone (the listener is removed)', () => {
    storeLanguage('es');
    renderHost();
    cleanup();
    localStorage.clear();
    window.dispatchEvent(new Event(STORAGE_CLEARED_EVENT));
    expect(localStorage.getItem('language')).toBeNull();
  });
});
