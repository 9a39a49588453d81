import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createActor, waitFor } from 'xstate';
import type { Certificate, CertificatePreferences } from '../../src/api/schemas/certificate';
import { I18nProvider, loadLanguage } from '../../src/i18n/I18nProvider';
import { CertificateRecord } from '../../src/views/pages/verify/CertificateRecord';
import { liveVerifyMachine } from '../../src/views/pages/verify/verifyActors';
import { setupHttp } from './httpHarness';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const BOTH: CertificatePreferences = {
  certificateVerificationPageShowCertificate: true,
  certificateVerificationPageShowResult: true,
  certificateVerificationFooterNote: null,
};

const record = (type: string): Certificate =>
  ({
    certificateNumber: 'KVS-1',
    studentName: 'Asha Rao',
    courseName: 'BCA',
    instituteName: 'Kaveri Vidya Sansthan, Bengaluru',
    instituteAddress: 'Bengaluru',
    type,
    resultId: 'R-1',
    fileUrl: 'https://files.example.in/KVS-1.pdf',
  }) as Certificate;

async function show(certificate: Certificate, preferences: CertificatePreferences | null = BOTH, checkedAt: string | null = null) {
  render(
    <I18nProvider initial={await loadLanguage('en')} reportMissing={false}>
      <CertificateRecord
        certificate={certificate}
        checkedAt={checkedAt}
        preferences={preferences}
        downloading={false}
        downloadFailed={false}
        resultLink={null}
        onDownload={() => {}}
        headingRef={null}
      />
    </I18nProvider>,
  );
  await screen.findByText('Asha Rao');
}

describe('the record’s buttons (spec section 2: Auto certificates only, each behind its preference)', () => {
  it('an Auto certificate with a result and a file offers both', async () => {
    await show(record('Auto'));
    expect(screen.getByRole('button', { name: 'View Result' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View Certificate/ })).toHaveAttribute('href', 'https://files.example.in/KVS-1.pdf');
  });

  it('a grade or result number written as spaces shows no line for it; a real one does', async () => {
    await show({ ...record('Auto'), grade: '   ', resultNumber: ' ' });
    expect(screen.queryByText('Overall Grade')).toBeNull();
    expect(screen.queryByText('Result#')).toBeNull();
    cleanup();
    await show({ ...record('Auto'), grade: 'A+', resultNumber: 'RN-7' });
    expect(screen.getByText('Overall Grade').nextElementSibling).toHaveTextContent('A+');
    expect(screen.getByText('Result#').nextElementSibling).toHaveTextContent('RN-7');
  });

  it('a blank issue date shows no "Issued on" line', async () => {
    await show({ ...record('Auto'), issuedDate: '  ' });
    expect(screen.queryByText('Issued on')).toBeNull();
    cleanup();
    await show({ ...record('Auto'), issuedDate: '2025-03-28' });
    expect(screen.getByText('Issued on')).toBeInTheDocument();
  });

  it('a file URL relative to the page is linked as the page would read it; a javascript: one is not linked', async () => {
    await show({ ...record('Auto'), fileUrl: '/files/KVS-1.pdf' });
    expect(screen.getByRole('link', { name: /View Certificate/ })).toHaveAttribute('href', new URL('/files/KVS-1.pdf', window.location.href).href);
    cleanup();
    await show({ ...record('Auto'), fileUrl: 'javascript:alert(1)' });
    expect(screen.queryByRole('link', { name: /View Certificate/ })).toBeNull();
  });

  it('View Result is absent when its preference is off, View Certificate when its is (each alone, the other on)', async () => {
    await show(record('Auto'), { ...BOTH, certificateVerificationPageShowResult: false });
    expect(screen.queryByRole('button', { name: 'View Result' })).toBeNull();
    expect(screen.getByRole('link', { name: /View Certificate/ })).toBeInTheDocument();
    cleanup();
    await show(record('Auto'), { ...BOTH, certificateVerificationPageShowCertificate: false });
    expect(screen.queryByRole('link', { name: /View Certificate/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'View Result' })).toBeInTheDocument();
  });

  it('with no branding (its answer failed) the preferences count as off: an Auto certificate offers neither', async () => {
    await show(record('Auto'), null);
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View Result' })).toBeNull();
    expect(screen.queryByRole('link', { name: /View Certificate/ })).toBeNull();
  });

  it('a Manual certificate offers neither, even with a result and a file and both preferences on', async () => {
    await show(record('Manual'));
    expect(screen.queryByRole('button', { name: 'View Result' })).toBeNull();
    expect(screen.queryByRole('link', { name: /View Certificate/ })).toBeNull();
  });
});

it('"Checked on" names its time zone: the record is printed and handed on', async () => {
  const at = '2026-11-23T10:15:00.000Z';
  await show(record('Auto'), BOTH, at);
  // The zone is the page's own (IST in India, UTC on this test machine), named as en-IN names it.
  const zone = new Intl.DateTimeFormat('en-IN', { timeZoneName: 'short' })
    .formatToParts(new Date(at))
    .find((part) => part.type === 'timeZoneName')?.value;
  expect(zone).toBeTruthy();
  expect(screen.getByText(/^Checked on/).textContent).toMatch(
    new RegExp(`^Checked on 2[34] Nov 2026, \\d{1,2}:\\d{2}\\s(am|pm) ${zone}$`),
  );
});

it('"Checked on" is the time the answer came, from the page’s clock', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T10:15:00.000Z'));
  const { http } = setupHttp({
    respond: (url) =>
      url.pathname.includes('/initiate/')
        ? new Response('{}', { status: 500 })
        : Response.json({ success: true, data: { ...record('Auto'), fileUrl: undefined } }),
  });
  const actor = createActor(liveVerifyMachine(http)).start();
  actor.send({ type: 'certificate.submit', number: 'KVS-1' });
  const done = await waitFor(actor, (s) => s.matches({ check: 'valid' }));
  expect(done.context.checkedAt).toBe('2026-11-23T10:15:00.000Z');
  actor.stop();
});

it('a result file the browser would not open by itself is offered as a link that takes the focus, opening a new tab', async () => {
  render(
    <I18nProvider initial={await loadLanguage('en')} reportMissing={false}>
      <CertificateRecord
        certificate={record('Auto')}
        checkedAt={null}
        preferences={BOTH}
        downloading={false}
        downloadFailed={false}
        resultLink="https://files.example.in/R-1.pdf"
        onDownload={() => {}}
        headingRef={null}
      />
    </I18nProvider>,
  );
  const link = await screen.findByRole('link', { name: /^Open the result \(PDF\)\s*\(opens in a new tab\)$/ });
  expect(link).toHaveAttribute('href', 'https://files.example.in/R-1.pdf');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveFocus();
});
