import { useActorRef } from '@xstate/react';
import { useEffect, useState, type ReactNode } from 'react';
import { modeFromStored, themeMachine } from '../../machines/themeMachine';
import { ThemeActorContext, useThemeActor } from '../theme/themeContext';
import { applyThemeToDocument, deviceQuery, setSwitchingFlag, watchImages } from '../theme/themeDom';
import { readStoredMode, THEME_MODE_KEY, writeStoredMode } from '../theme/themeStorage';
import { inspect } from '../../devtools/inspector';

/** The event the session dispatches on window after it cleared all local storage (after a 401). */
export const STORAGE_CLEARED_EVENT = 'app:storage-cleared';

const themeLogic = themeMachine.provide({
  actions: {
    applyTheme: (_, params) => applyThemeToDocument(params.theme),
    saveMode: (_, params) => writeStoredMode(params.mode),
    setSwitching: () => setSwitchingFlag(true),
    clearSwitching: () => setSwitchingFlag(false),
    reload: () => window.location.reload(),
  },
});

/** Runs themeMachine for the whole app and connects it to the device, storage and other tabs. */
export function ThemeProvider(props: { children: ReactNode }) {
  // Read once: the machine owns the mode from here on.
  const [input] = useState(() => ({ stored: readStoredMode(), systemDark: deviceQuery()?.matches ?? false }));
  const actor = useActorRef(themeLogic, { input, inspect });
  return (
    <ThemeActorContext.Provider value={actor}>
      <ThemeWiring />
      {props.children}
    </ThemeActorContext.Provider>
  );
}

function ThemeWiring() {
  const actor = useThemeActor();
  useEffect(() => {
    const query = deviceQuery();
    const onDevice = (e: MediaQueryListEvent) => actor.send({ type: 'theme.deviceChange', dark: e.matches });
    // Another tab saved a choice (the storage event never fires in the tab that wrote).
    const onStorage = (e: StorageEvent) => {
      if (e.key === THEME_MODE_KEY && e.storageArea === window.localStorage) {
        actor.send({ type: 'theme.storageChange', value: e.newValue });
      }
    };
    const onCleared = () => actor.send({ type: 'theme.storageCleared' });
    query?.addEventListener('change', onDevice);
    window.addEventListener('storage', onStorage);
    window.addEventListener(STORAGE_CLEARED_EVENT, onCleared);
    // The device may have changed between the first read and now.
    if (query && query.matches !== actor.getSnapshot().context.systemDark) {
      actor.send({ type: 'theme.deviceChange', dark: query.matches });
    }
    actor.send({ type: 'theme.start' });
    // Another tab may have saved a choice between the first read and now (the first render yields to the browser):
    // its one storage event found no listener.
    const now = readStoredMode();
    if (modeFromStored(now) !== actor.getSnapshot().context.mode) actor.send({ type: 'theme.storageChange', value: now });
    const stopWatching = watchImages();
    return () => {
      stopWatching();
      query?.removeEventListener('change', onDevice);
      window.removeEventListener('storage', onStorage);
      window.removeEventListener(STORAGE_CLEARED_EVENT, onCleared);
    };
  }, [actor]);
  return null;
}
