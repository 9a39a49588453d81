import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { noteSentIn, serverText } from '../../src/views/pages/leadCapture/serverText';

describe('serverText', () => {
  it('marks a server text with the language it was first shown in, and keeps it after a switch', () => {
    const refusal = { server: 'An enquiry with this email address already exists' };
    const first = render(<p>{serverText(refusal, refusal.server, 'en-IN')}</p>);
    expect(first.container.querySelector('span')?.getAttribute('lang')).toBe('en-IN');
    const later = render(<p>{serverText(refusal, refusal.server, 'de-DE')}</p>);
    expect(later.container.querySelector('span')?.getAttribute('lang')).toBe('en-IN');
    expect(later.container.textContent).toBe('An enquiry with this email address already exists');
  });

  it('gives a new answer, a new object, the language of its own time', () => {
    const german = { server: 'Zu dieser E-Mail-Adresse gibt es bereits eine Anfrage' };
    const { container } = render(<p>{serverText(german, german.server, 'de-DE')}</p>);
    expect(container.querySelector('span')?.getAttribute('lang')).toBe('de-DE');
  });

  it('marks an answer with the language its enquiry was sent in, even if the page switched before it arrived', () => {
    noteSentIn('en-IN');
    const refusal = { server: 'An enquiry with this email address already exists' };
    // The reader chose German while the send was on its way: the page renders in German as the answer arrives.
    const { container } = render(<p>{serverText(refusal, refusal.server, 'de-DE')}</p>);
    expect(container.querySelector('span')?.getAttribute('lang')).toBe('en-IN');
    noteSentIn('de-DE');
    const german = { server: 'Zu dieser E-Mail-Adresse gibt es bereits eine Anfrage' };
    expect(render(<p>{serverText(german, german.server, 'de-DE')}</p>).container.querySelector('span')?.getAttribute('lang')).toBe('de-DE');
  });
});
