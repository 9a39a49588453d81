import { fromPromise } from 'xstate';
import type { Http } from '../../../api/http';
import { initiateVerification, validateCertificate } from '../../../api/certificate';
import { resultPdfUrl } from '../../../api/result';
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
 * Settles like `work`, except once `signal` has fired: then never. A stopped actor must not report anything, and
 * @xstate/react rehydrates a stopped actor under StrictMode (dev), which would otherwise deliver the old
 * request's abort as a failure of the check.
 */
function unlessAborted<T>(signal: AbortSignal, work: Promise<T>): Promise<T> {
  const never = new Promise<T>(() => {});
  return work.then(
    (value) => (signal.aborted ? never : value),
    (error: unknown) => (signal.aborted ? never : Promise.reject(error)),
  );
}

/** The machine with its real effects: the request layer, the page's hostname, the clock and the download. */
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
