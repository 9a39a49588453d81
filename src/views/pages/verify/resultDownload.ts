import type { Http } from '../../../api/http';
import { ApiError } from '../../../api/errors';
import { resultPdfUrl } from '../../../api/result';
import { safeHttpUrl } from '../../../api/schemas/certificate';
import { unlessAborted } from '../../../api/unlessAborted';

/**
 * View Result's effect (liveVerifyMachine's downloadResult actor): the result's pdf URL, then its download. Only a
 * valid record shows View Result, so this module travels in the record panel's chunk (VerifyOutcome.tsx imports
 * it), not in the page's: opening the page does not download it (npm run budget), and a press never waits for it.
 */
export async function downloadResult(http: Http, resultId: string, signal: AbortSignal): Promise<string | null> {
  const url = await unlessAborted(signal, resultPdfUrl(http, resultId, signal));
  return downloadFile(url, `result-${resultId}.pdf`);
}

/**
 * Starts a browser download of a file URL: a same-origin file is saved; another opens in a new tab. The URL comes
 * after a request, by when the click that asked for it may no longer allow a new tab (Safari at once, others after
 * a few seconds on a slow network): a refused tab returns the URL, for the page to offer as a link to press.
 * Null when the browser took the file.
 */
export function downloadFile(href: string, fileName: string): string | null {
  const url = safeHttpUrl(href, window.location.href);
  // The server's answer, not a bug here: an answer the page cannot use, reported as one (contractDrift.ts, failureKind).
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
