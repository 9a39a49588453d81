import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserOnline } from '../../src/api/browserOnline';
import { createLanguageSwitch } from '../../src/i18n/languageSwitch';
import { browserChunkReloadDeps } from '../../src/reporting/chunkReload';
import { eventually } from '../eventually';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

const setOnLine = (value: boolean | undefined) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value as boolean);

describe('whether the browser is online', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is offline only when navigator.onLine is false', () => {
    setOnLine(false);
    expect(browserOnline()).toBe(false);
    setOnLine(true);
    expect(browserOnline()).toBe(true);
    // A browser that does not say counts as online: nothing would ever retry otherwise.
    setOnLine(undefined);
    expect(browserOnline()).toBe(true);
  });

  it('the chunk reload guard and the language switch both ask it', async () => {
    setOnLine(false);
    expect(browserChunkReloadDeps().online?.()).toBe(false);
    const languages = createLanguageSwitch({ language: 'en', load: () => Promise.reject(new Error('gone')), save: () => {}, reload: () => false });
    languages.select('de');
    await eventually(() => expect(languages.getState().errorId).toBe('menu.languageLoadOffline'));
  });

  it('is written once, in src/api/browserOnline.ts', () => {
    const root = join(process.cwd(), 'src');
    const users = sourceFiles(root).filter((file) => readFileSync(file, 'utf8').includes('navigator.onLine'));
    expect(users.map((file) => relative(process.cwd(), file))).toEqual(['src/api/browserOnline.ts']);
  });
});
