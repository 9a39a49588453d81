/**
 * Calls `onReturn` whenever the page comes back: shown again (visibilitychange), restored from the back-forward
 * cache (pageshow) or focused. A phone asleep runs no timers, and storage can be emptied behind a hidden tab's back:
 * what the page holds is looked at again then. Returns the unsubscribe.
 */
export function onPageReturn(onReturn: () => void): () => void {
  document.addEventListener('visibilitychange', onReturn);
  addEventListener('pageshow', onReturn);
  addEventListener('focus', onReturn);
  return () => {
    document.removeEventListener('visibilitychange', onReturn);
    removeEventListener('pageshow', onReturn);
    removeEventListener('focus', onReturn);
  };
}
