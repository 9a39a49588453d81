import { THEME_MODES, type ThemeMode } from '../../machines/themeMachine';

/** Storage keys shared with index.html's inline theme script (which cannot import them: it runs before any module). */
export const THEME_MODE_KEY = 'theme_mode';
export const THEME_MENU_KEY = 'theme_menu';

/** The raw stored value (themeMachine's modeFromStored interprets it); null when absent or storage is unavailable. */
export function readStoredMode(): string | null {
  try {
    return window.localStorage.getItem(THEME_MODE_KEY);
  } catch {
    return null;
  }
}

/** Saves the choice and the menu's checked item (spec: "a stored theme menu choice also exists"). */
export function writeStoredMode(mode: ThemeMode): void {
  if (!THEME_MODES.includes(mode)) return;
  try {
    window.localStorage.setItem(THEME_MODE_KEY, mode);
    window.localStorage.setItem(THEME_MENU_KEY, mode);
  } catch {
    // Private modes may refuse storage: the choice still applies for this visit.
  }
}
