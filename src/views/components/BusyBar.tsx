import { useSyncExternalStore } from 'react';
import { busyStore } from '../../api/busy';
import { useT } from '../../i18n/I18nProvider';

/** The global busy indicator: a thin bar at the top while counted requests are in flight. */
export function BusyBar() {
  const t = useT();
  const busy = useSyncExternalStore(busyStore.subscribe, () => busyStore.count() > 0);
  return (
    <div className="busy-bar" data-busy={busy} role="progressbar" aria-label={t('common.busy')} aria-hidden={!busy} aria-busy={busy} hidden={!busy} />
  );
}
