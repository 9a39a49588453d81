import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serverText } from '../../src/views/pages/leadCapture/serverText';

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
});
