import { useSyncExternalStore } from 'react';
import { busyStore } from '../../api/busy';
import { useT } from '../../i18n/I18nProvider';

/**
 * The global busy indicator: a thin indeterminate bar at the top while counted requests are in flight
 * (styles in src/styles/chrome.css; a still bar when the user prefers reduced motion). Hidden, not unmounted,
 * so the progressbar keeps its place in the accessibility tree order.
 */
export function BusyBar() {
  const t = useT();
  const busy = useSyncExternalStore(busyStore.subscribe, () => busyStore.count() > 0);
  return <div className="busy-bar no-print" data-busy={busy} role="progressbar" aria-label={t('common.busy')} hidden={!busy} />;
}
