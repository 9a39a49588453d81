import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '../../src/i18n/I18nProvider';
import { loadCatalogues } from '../../src/i18n/loadLanguage';
import { SignInForm } from '../../src/views/pages/auth/SignInForm';

/**
 * A password manager that fills the fields without an input event: the press reads them (SignInForm), and what the
 * visitor types afterwards must still reach the form. Found by tests/model/properties/signInPage.property.test.tsx:
 * clearing a silently filled field back to empty changed nothing for React (its record of the field's value was
 * still the empty one from before the fill), so "Password minimum length is 6" stayed under an empty password.
 */
afterEach(cleanup);

/** Sets a field's value as a browser's autofill does: below React's view of it, with no event. */
const fillSilently = (input: HTMLInputElement, value: string) => Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);

describe('sign-in after a silent autofill', () => {
  it('shows the message for what the field holds once the visitor clears it', async () => {
    render(
      <I18nProvider initial={await loadCatalogues('en', ['staff'])} reportMissing={false}>
        <SignInForm busy={false} canSubmit onSubmit={vi.fn()} onRefused={vi.fn()} />
      </I18nProvider>,
    );
    const user = userEvent.setup();
    const username = screen.getByRole('textbox', { name: 'Username' });
    const password = screen.getByLabelText<HTMLInputElement>('Password', { selector: 'input' });
    fillSilently(username as HTMLInputElement, 'admin');
    fillSilently(password, '12345');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(password).toHaveAccessibleDescription('Password minimum length is 6');

    await user.clear(password);
    expect(password).toHaveAccessibleDescription('Password is required');
    await user.clear(username);
    expect(username).toHaveAccessibleDescription('Username is required');
  });
});
