// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createLanguageSwitch } from '../../src/i18n/languageSwitch';
import type { Language } from '../../src/i18n/locales';

/** A switch whose loads the test finishes by hand, in any order. */
function harness(isOnline: () => boolean = () => true, reloads = true) {
  const pending = new Map<Language, { resolve: () => void; reject: (e: Error) => void }>();
  const save = vi.fn();
  const reload = vi.fn(() => reloads);
  const sw = createLanguageSwitch({
    language: 'en',
    load: (language) => new Promise<void>((resolve, reject) => pending.set(language, { resolve, reject })),
    save,
    isOnline,
    reload,
  });
  const finish = async (language: Language, ok = true) => {
    const p = pending.get(language)!;
    if (ok) p.resolve();
    else p.reject(new Error('offline'));
    await Promise.resolve();
    await Promise.resolve();
  };
  return { sw, save, reload, finish };
}

describe('switching language', () => {
  it('saves and shows the choice at once, and applies it when its catalogue has loaded', async () => {
    const { sw, save, finish } = harness();
    sw.select('de');
    expect(sw.getState()).toEqual({ language: 'en', requested: 'de', loading: true, errorId: null });
    expect(save).toHaveBeenCalledWith('de');
    await finish('de');
    expect(sw.getState()).toEqual({ language: 'de', requested: 'de', loading: false, errorId: null });
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('ends on the last of two quick choices when the first one loads last', async () => {
    const { sw, save, finish } = harness();
    sw.select('zh');
    sw.select('ja');
    await finish('ja');
    await finish('zh');
    expect(sw.getState()).toMatchObject({ language: 'ja', requested: 'ja', loading: false });
    expect(save.mock.calls.at(-1)).toEqual(['ja']);
  });

  it('ends on the last of two quick choices when the first one loads first', async () => {
    const { sw, save, finish } = harness();
    sw.select('zh');
    sw.select('ja');
    await finish('zh');
    expect(sw.getState()).toMatchObject({ language: 'en', requested: 'ja', loading: true });
    await finish('ja');
    expect(sw.getState()).toMatchObject({ language: 'ja', requested: 'ja', loading: false });
    expect(save.mock.calls.at(-1)).toEqual(['ja']);
  });

  it('drops a pending choice when the reader goes back to the applied language', async () => {
    const { sw, save, finish } = harness();
    sw.select('fr');
    sw.select('en');
    expect(sw.getState()).toEqual({ language: 'en', requested: 'en', loading: false, errorId: null });
    await finish('fr');
    expect(sw.getState().language).toBe('en');
    expect(save.mock.calls.at(-1)).toEqual(['en']);
  });

  it('keeps the applied language and says why when a catalogue cannot load; the next choice clears it', async () => {
    const { sw, finish } = harness();
    sw.select('es');
    await finish('es', false);
    expect(sw.getState()).toEqual({ language: 'en', requested: 'en', loading: false, errorId: 'menu.languageLoadFailed' });
    sw.select('de');
    expect(sw.getState().errorId).toBeNull();
  });

  it('says the connection is missing when the browser is offline as the load fails', async () => {
    let online = false;
    const { sw, finish } = harness(() => online);
    sw.select('fr');
    await finish('fr', false);
    expect(sw.getState()).toEqual({ language: 'en', requested: 'en', loading: false, errorId: 'menu.languageLoadOffline' });
    online = true;
    sw.select('fr');
    expect(sw.getState().errorId).toBeNull();
    await finish('fr');
    expect(sw.getState()).toEqual({ language: 'fr', requested: 'fr', loading: false, errorId: null });
  });

  it('puts the applied language back in storage when the choice cannot load, so no page or tab opens in it', async () => {
    const { sw, save, reload, finish } = harness();
    sw.select('es');
    expect(save.mock.calls).toEqual([['es']]);
    await finish('es', false);
    expect(save.mock.calls).toEqual([['es'], ['en']]);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads once the second choice in a row fails (a catalogue gone with a deploy), with the choice saved', async () => {
    const { sw, save, reload, finish } = harness();
    sw.select('es');
    await finish('es', false);
    sw.select('es');
    await finish('es', false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(save.mock.calls.at(-1)).toEqual(['es']);
    expect(sw.getState()).toEqual({ language: 'en', requested: 'es', loading: true, errorId: null });
  });

  it('says so and puts the applied language back when the second failure cannot reload', async () => {
    const { sw, save, reload, finish } = harness(() => true, false);
    sw.select('es');
    await finish('es', false);
    sw.select('de');
    await finish('de', false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(save.mock.calls.at(-1)).toEqual(['en']);
    expect(sw.getState()).toEqual({ language: 'en', requested: 'en', loading: false, errorId: 'menu.languageLoadFailed' });
  });

  it('reloads also when the first failure was offline: back online, the same choice failing again is a deploy', async () => {
    let online = false;
    const { sw, save, reload, finish } = harness(() => online);
    sw.select('es');
    await finish('es', false);
    expect(sw.getState().errorId).toBe('menu.languageLoadOffline');
    expect(reload).not.toHaveBeenCalled();
    online = true;
    sw.select('es');
    await finish('es', false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(save.mock.calls.at(-1)).toEqual(['es']);
  });

  it('reloads only for a choice made after the failure message: a language that loaded in between starts again', async () => {
    const { sw, reload, finish } = harness();
    sw.select('es');
    await finish('es', false);
    sw.select('de');
    await finish('de');
    sw.select('fr');
    await finish('fr', false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('neither reloads nor saves for a choice another tab made: undoing it is that tab’s to do', async () => {
    const { sw, save, reload, finish } = harness();
    sw.select('es', true);
    await finish('es', false);
    sw.select('es', true);
    await finish('es', false);
    expect(reload).not.toHaveBeenCalled();
    expect(save.mock.calls).toEqual([['es'], ['es']]);
    expect(sw.getState()).toEqual({ language: 'en', requested: 'en', loading: false, errorId: 'menu.languageLoadFailed' });
  });

  it('ignores the failure of a choice that was already replaced', async () => {
    const { sw, finish } = harness();
    sw.select('es');
    sw.select('de');
    await finish('es', false);
    expect(sw.getState()).toMatchObject({ requested: 'de', loading: true, errorId: null });
  });

  it('tells subscribers of every change until they unsubscribe', async () => {
    const { sw, finish } = harness();
    const listener = vi.fn();
    const unsubscribe = sw.subscribe(listener);
    sw.select('de');
    await finish('de');
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    sw.select('en');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
