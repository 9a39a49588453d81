import { fromPromise } from 'xstate';
import type { Http } from '../../../api/http';
import { initiateVerification, validateCertificate } from '../../../api/certificate';
import { resultPdfUrl } from '../../../api/result';
import { unlessAborted } from '../../../api/unlessAborted';
import { safeHttpUrl } from '../../../api/schemas/certificate';
import { verifyCertificateMachine } from '../../../machines/verifyCertificateMachine';

/** Starts a browser download of a file URL: same-origin files are saved, others open in a new tab. */
export function downloadFile(href: string, fileName: string) {
  const url = safeHttpUrl(new URL(href, window.location.href).href);
  if (!url) throw new Error('Refusing a non-http(s) file URL');
  const a = document.createElement('a');
  a.href = url;
  if (new URL(url).origin === window.location.origin) a.download = fileName;
  else {
    a.target = '_blank';
    a.rel = 'noopener noreferrer';
  }
  document.body.append(a);
  a.click();
  a.remove();
}

/**
 * The machine with its real effects: the request layer, the page's hostname, the clock and the download. Each
 * request goes through unlessAborted: a stopped actor (a newer check, or StrictMode's remount in development)
 * must never report back.
 */
export function liveVerifyMachine(http: Http) {
  return verifyCertificateMachine.provide({
    actors: {
      // Host = the page's hostname without port (spec section 7).
      loadBranding: fromPromise(({ signal }) => unlessAborted(signal, initiateVerification(http, window.location.hostname, signal))),
      validateCertificate: fromPromise(async ({ input, signal }: { input: { number: string }; signal: AbortSignal }) => {
        const answer = await unlessAborted(signal, validateCertificate(http, input.number, signal));
        return { ...answer, checkedAt: new Date().toISOString() };
      }),
      downloadResult: fromPromise(async ({ input, signal }: { input: { resultId: string }; signal: AbortSignal }) => {
        const url = await unlessAborted(signal, resultPdfUrl(http, input.resultId, signal));
        downloadFile(url, `result-${input.resultId}.pdf`);
      }),
    },
  });
}
