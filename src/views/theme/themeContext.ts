import { createActorContext } from '@xstate/react';
import { resolveTheme, themeMachine, type AppliedTheme, type ThemeMode } from '../../machines/themeMachine';

/** The app's one theme actor (ThemeProvider runs it); read it with the hooks below, one value per selector. */
export const ThemeActorContext = createActorContext(themeMachine);

/** The menu's checked item: light, dark or system. */
export function useThemeMode(): ThemeMode {
  return ThemeActorContext.useSelector((s) => s.context.mode);
}

/** The theme on screen: system resolved to the device's scheme. */
export function useAppliedTheme(): AppliedTheme {
  return ThemeActorContext.useSelector((s) => resolveTheme(s.context.mode, s.context.systemDark));
}

/** select: applies and saves at once; switchAndReload: saves, then reloads the page (spec: the separate switch action). */
export function useThemeActions() {
  const actor = ThemeActorContext.useActorRef();
  return {
    select: (mode: ThemeMode) => actor.send({ type: 'theme.select', mode }),
    switchAndReload: (mode: ThemeMode) => actor.send({ type: 'theme.switch', mode }),
  };
}
