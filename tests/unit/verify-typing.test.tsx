import { afterEach, beforeAll, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromPromise } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { I18nProvider, loadLanguage } from '../../src/i18n/I18nProvider';
import { verifyCertificateMachine, type VerifyOutcome } from '../../src/machines/verifyCertificateMachine';
import { VerifyCertificateView } from '../../src/views/pages/verify/VerifyCertificateView';

/** The verification page while the visitor keeps typing: their field and the address follow what they type. */
async function page() {
  const answers: Array<(outcome: VerifyOutcome) => void> = [];
  const failures: Array<(error: unknown) => void> = [];
  const machine = verifyCertificateMachine.provide({
    actors: {
      loadBranding: fromPromise(() => Promise.reject(new Error('no branding in this test'))),
      validateCertificate: fromPromise(
        () =>
          new Promise<VerifyOutcome>((resolve, reject) => {
            answers.push(resolve);
            failures.push(reject);
          }),
      ),
    },
  });
  render(
    <I18nProvider initial={await loadLanguage('en')} reportMissing={false}>
      <VerifyCertificateView machine={machine} />
    </I18nProvider>,
  );
  return { answers, failures, user: userEvent.setup(), input: screen.getByPlaceholderText('Enter Certificate number') };
}

// The answer's panels are a lazy chunk: loaded here first, so it does not arrive inside a test's act().
beforeAll(() => import('../../src/views/pages/verify/VerifyOutcome'));

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/verify-certificate');
});

it('an answer to Enter that arrives while the visitor corrects the number leaves focus in the field', async () => {
  const { answers, user, input } = await page();
  await user.type(input, 'KVS-1{Enter}');
  await user.type(input, '2');
  await act(async () => answers[0]!({ found: false, checkedAt: '2025-05-01T09:30:00.000Z' }));
  expect(await screen.findByRole('heading', { name: 'Certificate not found.' })).toBeInTheDocument();
  expect(input).toHaveFocus();
  await user.type(input, '3');
  expect(input).toHaveValue('KVS-123');
});

it('without typing, the answer to Enter takes focus (so a screen reader hears it)', async () => {
  const { answers, user, input } = await page();
  await user.type(input, 'KVS-1{Enter}');
  await act(async () => answers[0]!({ found: false, checkedAt: '2025-05-01T09:30:00.000Z' }));
  expect(await screen.findByRole('heading', { name: 'Certificate not found.' })).toHaveFocus();
});

it('Try again pressed after an edit checks the edited number, and its answer takes the focus the vanished button had', async () => {
  const { answers, failures, user, input } = await page();
  // Validate, not Enter: user-event's Enter fires no change event, so the field would fire it when focus leaves.
  await user.type(input, 'KVS-1');
  await user.click(screen.getByRole('button', { name: 'Validate' }));
  await act(async () => failures[0]!(new ApiError('network', 'Failed to fetch')));
  expect(await screen.findByRole('heading', { name: 'The certificate could not be checked' })).toHaveFocus();
  await user.type(input, '2');
  // The press blurs the field first: its change event checks KVS-12, which takes the failed panel, and the button
  // under the pointer, away. Focus falls to <body> (in Chromium too); the answer must pick it up.
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(answers).toHaveLength(2);
  expect(document.activeElement).toBe(document.body);
  await act(async () => answers[1]!({ found: false, checkedAt: '2025-05-01T09:30:00.000Z' }));
  expect(await screen.findByRole('heading', { name: 'Certificate not found.' })).toHaveFocus();
});

it('a number replaced by invisible characters alone leaves the address, as an emptied field does', async () => {
  const { answers, user, input } = await page();
  await user.type(input, 'KVS-1{Enter}');
  await act(async () => answers[0]!({ found: false, checkedAt: '2025-05-01T09:30:00.000Z' }));
  expect(window.location.search).toBe('?number=KVS-1');
  // The number selected and a zero-width space pasted over it: nothing to check, and no old number left for a
  // link or a reload to check again.
  await user.tripleClick(input);
  await user.paste('\u200B');
  expect(input).toHaveValue('\u200B');
  await user.click(screen.getByRole('button', { name: 'Validate' }));
  expect(window.location.search).toBe('');
  expect(screen.queryByRole('heading', { name: 'Certificate not found.' })).toBeNull();
});

it('Validate on a deep link of invisible characters alone checks nothing and takes them out of the address', async () => {
  window.history.replaceState(null, '', '/verify-certificate?number=%E2%80%8B');
  const { answers, user, input } = await page();
  expect(input).toHaveValue('\u200B');
  await user.click(screen.getByRole('button', { name: 'Validate' }));
  expect(answers).toHaveLength(0);
  expect(window.location.search).toBe('');
});

it('the answer to a deep link leaves focus where the page starts it: nobody pressed anything', async () => {
  // Mutation audit: the heading taking a focus left on <body> whether or not a change event had checked the
  // number (the rule for Try again pressed after an edit) passed every other test, and took the focus on arrival.
  window.history.replaceState(null, '', '/verify-certificate?number=KVS-1');
  const { answers } = await page();
  expect(answers).toHaveLength(1);
  expect(document.activeElement).toBe(document.body);
  await act(async () => answers[0]!({ found: false, checkedAt: '2025-05-01T09:30:00.000Z' }));
  expect(await screen.findByRole('heading', { name: 'Certificate not found.' })).not.toHaveFocus();
  expect(document.activeElement).toBe(document.body);
});
