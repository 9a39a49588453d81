import { createContext, useContext } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { resolveTheme, type AppliedTheme, type ThemeMode, type themeMachine } from '../../machines/themeMachine';

/**
 * The app's one theme actor (ThemeProvider runs it); read it with the hooks below, one value per selector. A plain
 * context rather than @xstate/react's createActorContext, whose provider and messages the app does not need.
 */
export const ThemeActorContext = createContext<ActorRefFrom<typeof themeMachine> | null>(null);

/** The running theme actor; only under <ThemeProvider>. */
export function useThemeActor() {
  const actor = useContext(ThemeActorContext);
  if (!actor) throw new Error('No <ThemeProvider>');
  return actor;
}

/** The menu's checked item: light, dark or system. */
export function useThemeMode(): ThemeMode {
  return useSelector(useThemeActor(), (s) => s.context.mode);
}

/** The theme on screen: system resolved to the device's scheme. */
export function useAppliedTheme(): AppliedTheme {
  return useSelector(useThemeActor(), (s) => resolveTheme(s.context.mode, s.context.systemDark));
}

/** select: applies and saves at once; switchAndReload: saves, then reloads the page (spec: the separate switch action). */
export function useThemeActions() {
  const actor = useThemeActor();
  return {
    select: (mode: ThemeMode) => actor.send({ type: 'theme.select', mode }),
    switchAndReload: (mode: ThemeMode) => actor.send({ type: 'theme.switch', mode }),
  };
}
