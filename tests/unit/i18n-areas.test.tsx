import { describe, expect, it } from 'vitest';
import { Suspense, type ReactNode } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider, useLanguageChoice, useT } from '../../src/i18n/I18nProvider';
import { loadCatalogues, loadLanguage } from '../../src/i18n/loadLanguage';
import { loadMessages } from '../../src/i18n/loadMessages';
import { MessageArea } from '../../src/i18n/MessageArea';
import { areasOf } from '../../src/i18n/messageAreas';

describe('catalogue areas', () => {
  it('put each id in its areas by its prefix, everything unclaimed in main', () => {
    expect(areasOf('lead.submit')).toEqual(['lead']);
    expect(areasOf('auth.title')).toEqual(['staff']);
    expect(areasOf('home.appName')).toEqual(['staff']);
    expect(areasOf('verify.title')).toEqual(['main']);
    expect(areasOf('menu.language')).toEqual(['main']);
    // Both forms show the spec's validation messages; the verification page shows none.
    expect(areasOf('validation.required')).toEqual(['lead', 'staff']);
  });

  it('are built with only their own ids, compiled to AST', async () => {
    const main = await loadMessages('en');
    const lead = await loadMessages('en', 'lead');
    const staff = await loadMessages('de', 'staff');
    expect(Object.keys(main).length).toBeGreaterThan(0);
    expect(Object.keys(main).every((id) => areasOf(id).includes('main'))).toBe(true);
    expect(Object.keys(lead).length).toBeGreaterThan(0);
    expect(Object.keys(lead).every((id) => id.startsWith('lead.') || id.startsWith('validation.'))).toBe(true);
    expect(lead['validation.required']).toBeDefined();
    expect(staff['validation.required']).toBeDefined();
    expect(main['validation.required']).toBeUndefined();
    expect(Object.keys(staff).every((id) => areasOf(id).includes('staff'))).toBe(true);
    expect(staff['auth.title']).toEqual([{ type: 0, value: 'Anmelden' }]);
    // index.html's noscript note is written into the HTML at build time; no page downloads it.
    expect(Object.keys(main)).not.toContain('html.noscript');
  });

  it('load with a language when asked, with English under them', async () => {
    const fr = await loadCatalogues('fr', ['staff']);
    expect(fr.messages['auth.title']).toBeDefined();
    expect(fr.english['auth.title']).toEqual([{ type: 0, value: 'Sign in' }]);
    expect(fr.messages['lead.submit']).toBeUndefined();
  });
});

function SignIn() {
  const t = useT();
  return <p>{t('auth.title')}</p>;
}

/** The staff area's text behind MessageArea, with `before` rendered beside it inside the provider. */
async function renderStaffArea(initial: Awaited<ReturnType<typeof loadLanguage>>, before?: ReactNode) {
  await act(async () => {
    render(
      <I18nProvider initial={initial} reportMissing={false}>
        {before}
        <Suspense fallback={<p>loading</p>}>
          <MessageArea area="staff">
            <SignIn />
          </MessageArea>
        </Suspense>
      </I18nProvider>,
    );
  });
}

describe('MessageArea', () => {
  it('shows its children once the area is loaded, in the active language', async () => {
    const initial = await loadLanguage('de');
    expect(initial.messages['auth.title']).toBeUndefined();
    await renderStaffArea(initial);
    expect(await screen.findByText('Anmelden')).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
  });
});

function ToFrench() {
  const { setLanguage } = useLanguageChoice();
  return <button onClick={() => setLanguage('fr')}>fr</button>;
}

it('a language switched to later brings the areas already shown', async () => {
  const initial = await loadLanguage('en');
  await renderStaffArea(initial, <ToFrench />);
  expect(await screen.findByText('Sign in')).toBeInTheDocument();
  const french = (await loadMessages('fr', 'staff'))['auth.title']![0] as { value: string };
  fireEvent.click(screen.getByRole('button', { name: 'fr' }));
  expect(await screen.findByText(french.value)).toBeInTheDocument();
});
