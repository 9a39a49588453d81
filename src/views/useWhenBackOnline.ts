import { useEffect } from 'react';

/**
 * Calls `retry` when the browser comes back online (its `online` event), while `retry` is given: a read that failed
 * (a certificate check, the enquiry form or one of its lists, the branch card) is made again by itself, as its
 * Try again would make it, so a visitor whose connection dropped need not notice it is back (docs/decisions.md,
 * Session 25). Reads only: nothing is ever sent again this way (a sign-in, an enquiry).
 */
export function useWhenBackOnline(retry: (() => void) | false | null | undefined): void {
  useEffect(() => {
    if (!retry) return;
    addEventListener('online', retry);
    return () => removeEventListener('online', retry);
  }, [retry]);
}

/** Whether focus is inside the element of the given selector: an automatic retry moves focus only from there. */
export const focusWithin = (selector: string) => Boolean(document.activeElement?.closest(selector));
