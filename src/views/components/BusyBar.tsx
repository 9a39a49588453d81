import { useSyncExternalStore } from 'react';
import { busyStore } from '../../api/busy';

/**
 * The global busy indicator: a thin indeterminate bar at the top while counted requests are in flight
 * (styles in src/styles/chrome.css; a still bar when the user prefers reduced motion). Visual only: it lives
 * outside every landmark (axe's region rule) and would not be announced anyway; what is busy is said where it
 * happens (a busy button's aria-busy, each page's live region).
 */
export function BusyBar() {
  const busy = useSyncExternalStore(busyStore.subscribe, () => busyStore.count() > 0);
  return <div className="busy-bar no-print" data-busy={busy} aria-hidden="true" hidden={!busy} />;
}
