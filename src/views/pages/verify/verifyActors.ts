import { fromPromise } from 'xstate';
import type { Http } from '../../../api/http';
import { initiateVerification, validateCertificate } from '../../../api/certificate';
import { unlessAborted } from '../../../api/unlessAborted';
import { verifyCertificateMachine } from '../../../machines/verifyCertificateMachine';

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
      // Its code is in the record panel's chunk (resultDownload.ts), which holds View Result: here before any press.
      downloadResult: fromPromise(async ({ input, signal }: { input: { resultId: string }; signal: AbortSignal }) => {
        const { downloadResult } = await import('./resultDownload');
        return downloadResult(http, input.resultId, signal);
      }),
    },
  });
}
