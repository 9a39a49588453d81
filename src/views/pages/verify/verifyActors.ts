import { fromPromise } from 'xstate';
import type { Http } from '../../../api/http';
import { initiateVerification, validateCertificate } from '../../../api/certificate';
import { resultPdfUrl } from '../../../api/result';
import { unlessAborted } from '../../../api/unlessAborted';
import { ApiError } from '../../../api/errors';
import { safeHttpUrl } from '../../../api/schemas/certificate';
import { verifyCertificateMachine } from '../../../machines/verifyCertificateMachine';

/**
 * Starts a browser download of a file URL: a same-origin file is saved; another opens in a new tab. The URL comes
 * after a request, by when the click that asked for it may no longer allow a new tab (Safari at once, others after
 * a few seconds on a slow network): a refused tab returns the URL, for the page to offer as a link to press.
 * Null when the browser took the file.
 */
export function downloadFile(href: string, fileName: string): string | null {
  const url = safeHttpUrl(href, window.location.href);
  // The server's answer, not a bug here: a failure like any unreadable answer (never reported as a bug, actorBugs.ts).
  if (!url) throw new ApiError('schema', 'Refusing a non-http(s) file URL');
  if (new URL(url).origin !== window.location.origin) {
    // Not 'noopener': with it, window.open answers null whether or not the tab opened. The opener is cut before
    // the new page can run anything.
    const tab = window.open(url, '_blank');
    if (!tab) return url;
    tab.opener = null;
    return null;
  }
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  return null;
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
        return downloadFile(url, `result-${input.resultId}.pdf`);
      }),
    },
  });
}
