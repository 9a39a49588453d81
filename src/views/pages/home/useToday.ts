import { useMemo, useSyncExternalStore } from 'react';
import { onPageReturn } from '../../onPageReturn';

// The local day as a stable snapshot, yyyymmdd with a zero-based month (a new Date at every read would re-render
// without end).
const dayKey = () => {
  const now = new Date();
  return now.getFullYear() * 10_000 + now.getMonth() * 100 + now.getDate();
};

/**
 * Told at the next local midnight, and whenever the page comes back (shown again, restored from the back-forward
 * cache, focused): a phone asleep overnight runs no timers, and staff leave the app open for days.
 */
function subscribe(onChange: () => void): () => void {
  let timer: ReturnType<typeof setTimeout>;
  const arm = () => {
    clearTimeout(timer);
    const now = new Date();
    const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
    // A second late: a timer that fires a little early must not read the day that is ending.
    timer = setTimeout(wake, midnight.getTime() - now.getTime() + 1000);
  };
  const wake = () => {
    onChange();
    arm();
  };
  arm();
  const stopWatchingReturn = onPageReturn(wake);
  return () => {
    clearTimeout(timer);
    stopWatchingReturn();
  };
}

/** Today's date (local midnight), kept current while the page stays open. */
export function useToday(): Date {
  const key = useSyncExternalStore(subscribe, dayKey);
  return useMemo(() => new Date(Math.floor(key / 10_000), Math.floor(key / 100) % 100, key % 100), [key]);
}
