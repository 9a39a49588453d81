// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type * as LoadMessages from '../../src/i18n/loadMessages';

// The German chunk "fails to download"; the others load as usual.
// So does every language's `lead` area.
vi.mock('../../src/i18n/loadMessages', async (importOriginal) => {
  const real = await importOriginal<typeof LoadMessages>();
  return {
    loadMessages: vi.fn(async (language: string, area?: string) => {
      if (language === 'de' || area === 'lead') throw new TypeError('Failed to fetch dynamically imported module');
      return real.loadMessages(language as never, area as never);
    }),
  };
});

const { loadCatalogues, loadLanguage } = await import('../../src/i18n/loadLanguage');

describe('starting the app', () => {
  it('starts in English, and says why, when the saved language cannot be fetched', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const loaded = await loadLanguage('de');
    expect(loaded.language).toBe('en');
    expect(loaded.messages['menu.language']).toEqual([{ type: 0, value: 'Language' }]);
    expect(String(warn.mock.calls[0]![0])).toContain('the de catalogue could not be loaded; starting in English');
  });

  it("loads the opened page's area with the language, and says which areas it has", async () => {
    const loaded = await loadLanguage('fr', ['staff']);
    expect(loaded).toMatchObject({ language: 'fr', areas: ['staff'] });
    expect(loaded.messages['auth.title']).toBeDefined();
    expect(loaded.english['auth.title']).toEqual([{ type: 0, value: 'Sign in' }]);
  });

  it("still starts in the saved language when the page's area cannot be fetched (the page reports it)", async () => {
    const loaded = await loadLanguage('fr', ['lead']);
    expect(loaded).toMatchObject({ language: 'fr', areas: [] });
    expect(loaded.messages['menu.language']).toBeDefined();
  });

  it('lets a switch see the failure, so it can keep the page as it is', async () => {
    await expect(loadCatalogues('de')).rejects.toThrow('Failed to fetch');
    await expect(loadCatalogues('fr')).resolves.toMatchObject({ language: 'fr' });
  });
});
