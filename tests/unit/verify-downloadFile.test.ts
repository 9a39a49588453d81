import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { Http } from '../../src/api/http';
import { downloadFile, downloadResult } from '../../src/views/pages/verify/resultDownload';
import { liveVerifyMachine } from '../../src/views/pages/verify/verifyActors';
import { setupHttp } from './httpHarness';
import { eventually } from '../eventually';

/** Every link the page clicks to download a file: where it points, the name it saves under, whether it is in the page. */
function watchDownloads() {
  const clicks: Array<{ href: string; download: string; inPage: boolean }> = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push({ href: this.href, download: this.download, inPage: this.isConnected });
  });
  return clicks;
}

/** window.open as browsers answer it: null when a blocker refuses the tab, and null for 'noopener' even when it opened. */
function fakeOpen(opens: boolean) {
  const tab = { opener: window as Window | null };
  const open = vi.spyOn(window, 'open').mockImplementation((_url, _target, features) =>
    opens && !String(features ?? '').includes('noopener') ? (tab as unknown as Window) : null,
  );
  return { tab, open };
}

afterEach(() => vi.restoreAllMocks());

/** A file URL the server sent that is no http(s) address: the answer's fault, a failure like any unreadable one. */
describe('downloadFile', () => {
  it.each(['javascript:alert(1)', 'data:application/pdf;base64,AAAA', 'ftp://files.example.edu/r.pdf'])(
    'refuses %s as an unreadable answer (an ApiError), not as a bug in the app',
    (href) => {
      expect(() => downloadFile(href, 'result.pdf')).toThrow(expect.objectContaining({ name: 'ApiError', kind: 'schema' }));
    },
  );

  it('saves a file of this site under its name, with a link that leaves the page again, and opens no tab', () => {
    const clicks = watchDownloads();
    const { open } = fakeOpen(true);
    const file = `${window.location.origin}/files/r.pdf`;
    expect(downloadFile('/files/r.pdf', 'result-R-1.pdf')).toBeNull();
    expect(clicks).toEqual([{ href: file, download: 'result-R-1.pdf', inPage: true }]);
    expect(document.querySelectorAll('a')).toHaveLength(0);
    expect(open).not.toHaveBeenCalled();
  });

  it('opens a file of another site in a new tab that cannot reach back to this page', () => {
    const clicks = watchDownloads();
    const { tab, open } = fakeOpen(true);
    expect(downloadFile('https://files.example.edu/r.pdf', 'result-R-1.pdf')).toBeNull();
    expect(open).toHaveBeenCalledWith('https://files.example.edu/r.pdf', '_blank');
    expect(tab.opener).toBeNull();
    expect(clicks).toEqual([]);
  });

  it('gives the URL back when the browser refused the tab, for the page to offer as a link', () => {
    fakeOpen(false);
    expect(downloadFile('https://files.example.edu/r.pdf', 'result-R-1.pdf')).toBe('https://files.example.edu/r.pdf');
  });
});

describe('View Result', () => {
  it('asks for the result’s file and saves it as result-<id>.pdf', async () => {
    const clicks = watchDownloads();
    const { http, calls } = setupHttp({
      origin: () => window.location.origin,
      respond: () => Response.json({ success: true, data: `${window.location.origin}/files/R-1.pdf` }),
    });
    await expect(downloadResult(http, 'R-1', new AbortController().signal)).resolves.toBeNull();
    expect(calls.map((call) => new URL(call.url).pathname)).toEqual(['/api/result/download-pdf/R-1']);
    expect(clicks).toEqual([{ href: `${window.location.origin}/files/R-1.pdf`, download: 'result-R-1.pdf', inPage: true }]);
  });

  it('starts no download when the visitor has moved on (the actor stopped) by the time the answer comes', async () => {
    const clicks = watchDownloads();
    let answer!: (url: string) => void;
    // A request that was already on its way back: it settles although the signal has been aborted.
    const http = { request: () => new Promise((resolve) => (answer = (url) => resolve({ success: true, data: url }))), resolve: (url: string) => url } as unknown as Http;
    const stop = new AbortController();
    void downloadResult(http, 'R-1', stop.signal);
    stop.abort();
    answer(`${window.location.origin}/files/R-1.pdf`);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(clicks).toEqual([]);
  });

  it('a check of another number while the file is asked for starts no download of the previous result', async () => {
    const clicks = watchDownloads();
    let answerPdf!: () => void;
    const record = {
      certificateNumber: 'KVS-1',
      studentName: 'Asha Rao',
      courseName: 'BCA',
      instituteName: 'Kaveri Vidya Sansthan',
      instituteAddress: 'Bengaluru',
      type: 'Auto',
      resultId: 'R-1',
    };
    const { http } = setupHttp({
      origin: () => window.location.origin,
      respond: (url) => {
        if (url.pathname.includes('/initiate/')) return new Response('{}', { status: 500 });
        if (url.pathname.includes('/result/download-pdf/'))
          return new Promise((resolve) => (answerPdf = () => resolve(Response.json({ success: true, data: `${window.location.origin}/files/R-1.pdf` }))));
        return Response.json({ success: true, data: { ...record, certificateNumber: url.pathname.split('/').at(-1) } });
      },
    });
    const actor = createActor(liveVerifyMachine(http)).start();
    actor.send({ type: 'certificate.submit', number: 'KVS-1' });
    await waitFor(actor, (s) => s.matches({ check: { valid: 'ready' } }));
    actor.send({ type: 'result.download' });
    await eventually(() => expect(answerPdf).toBeDefined());
    actor.send({ type: 'certificate.submit', number: 'KVS-2' });
    answerPdf();
    await waitFor(actor, (s) => s.matches({ check: 'valid' }) && s.context.number === 'KVS-2');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(clicks).toEqual([]);
    actor.stop();
  });
});
