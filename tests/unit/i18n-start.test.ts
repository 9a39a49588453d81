// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type * as LoadMessages from '../../src/i18n/loadMessages';

// The German chunk "fails to download"; the others load as usual.
vi.mock('../../src/i18n/loadMessages', async (importOriginal) => {
  const real = await importOriginal<typeof LoadMessages>();
  return {
    loadMessages: vi.fn(async (language: string) => {
      if (language === 'de') throw new TypeError('Failed to fetch dynamically imported module');
      return real.loadMessages(language as never);
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

  it('lets a switch see the failure, so it can keep the page as it is', async () => {
    await expect(loadCatalogues('de')).rejects.toThrow('Failed to fetch');
    await expect(loadCatalogues('fr')).resolves.toMatchObject({ language: 'fr' });
  });
});
