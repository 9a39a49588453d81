import { assign } from 'xstate';
import { setup } from './setup';

/**
 * Theme modes (spec section 4, issue 4): light, dark or system (follows the device, live). The choice is saved
 * locally; the applied theme goes on <html data-theme>; a switching flag suppresses CSS transitions for
 * `switchDuration` after each change. Pure: storage, DOM and reload are stub actions the view layer provides
 * (src/views/root/ThemeProvider.tsx). index.html's inline script applies the same rules before first paint.
 */
export type ThemeMode = 'light' | 'dark' | 'system';
export type AppliedTheme = 'light' | 'dark';

export const THEME_MODES: readonly ThemeMode[] = ['light', 'dark', 'system'];

/** The start rule: nothing stored means light; 'light'/'dark' as given; any other stored value means system. */
export function modeFromStored(stored: string | null): ThemeMode {
  if (stored === null) return 'light';
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

export function resolveTheme(mode: ThemeMode, systemDark: boolean): AppliedTheme {
  if (mode === 'system') return systemDark ? 'dark' : 'light';
  return mode;
}

export interface ThemeContext {
  mode: ThemeMode;
  systemDark: boolean;
}

export type ThemeEvent =
  | { type: 'theme.start' }
  | { type: 'theme.select'; mode: ThemeMode }
  | { type: 'theme.switch'; mode: ThemeMode }
  | { type: 'theme.deviceChange'; dark: boolean }
  | { type: 'theme.storageChange'; value: string | null }
  | { type: 'theme.storageCleared' };

export const themeMachine = setup({
  types: {
    context: {} as ThemeContext,
    events: {} as ThemeEvent,
    input: {} as { stored: string | null; systemDark: boolean },
  },
  actions: {
    // Stubs: ThemeProvider supplies the real effects with provide(); tests supply spies.
    applyTheme: (_, _params: { theme: AppliedTheme }) => {},
    saveMode: (_, _params: { mode: ThemeMode }) => {},
    setSwitching: () => {},
    clearSwitching: () => {},
    reload: () => {},
    recordMode: assign((_, params: { mode: ThemeMode }) => ({ mode: params.mode })),
    recordDevice: assign(({ event }) => (event.type === 'theme.deviceChange' ? { systemDark: event.dark } : {})),
  },
  guards: {
    startsDark: ({ context }) => context.mode === 'dark',
    startsSystem: ({ context }) => context.mode === 'system',
    selectsDark: ({ event }) => event.type === 'theme.select' && event.mode === 'dark',
    selectsSystem: ({ event }) => event.type === 'theme.select' && event.mode === 'system',
    storedDark: ({ event }) => event.type === 'theme.storageChange' && modeFromStored(event.value) === 'dark',
    storedSystem: ({ event }) => event.type === 'theme.storageChange' && modeFromStored(event.value) === 'system',
    followsDevice: ({ context }) => context.mode === 'system',
  },
  delays: {
    switchDuration: 300,
  },
}).createMachine({
  id: 'theme',
  context: ({ input }) => ({ mode: modeFromStored(input.stored), systemDark: input.systemDark }),
  initial: 'active',
  states: {
    active: {
      type: 'parallel',
      on: {
        'theme.switch': {
          target: 'reloading',
          actions: [{ type: 'saveMode', params: ({ event }) => ({ mode: event.mode }) }, 'reload'],
        },
      },
      states: {
        // First in document order, so the flag is set before the new theme is applied in the same step.
        motion: {
          initial: 'steady',
          states: {
            steady: {
              on: {
                'theme.select': 'switching',
                'theme.storageChange': 'switching',
                'theme.deviceChange': { guard: 'followsDevice', target: 'switching' },
              },
            },
            switching: {
              entry: 'setSwitching',
              exit: 'clearSwitching',
              after: { switchDuration: 'steady' },
              // Another change while switching restarts the 300 ms.
              on: {
                'theme.select': { target: 'switching', reenter: true },
                'theme.storageChange': { target: 'switching', reenter: true },
                'theme.deviceChange': { guard: 'followsDevice', target: 'switching', reenter: true },
              },
            },
          },
        },
        mode: {
          initial: 'starting',
          on: {
            'theme.select': [
              { guard: 'selectsDark', target: '.dark', actions: { type: 'saveMode', params: { mode: 'dark' } } },
              { guard: 'selectsSystem', target: '.system', actions: { type: 'saveMode', params: { mode: 'system' } } },
              { target: '.light', actions: { type: 'saveMode', params: { mode: 'light' } } },
            ],
            // Another tab saved a mode: apply it here without saving it again.
            'theme.storageChange': [
              { guard: 'storedDark', target: '.dark' },
              { guard: 'storedSystem', target: '.system' },
              { target: '.light' },
            ],
            // The session cleared all local storage after a 401: a display preference is not session data.
            'theme.storageCleared': { actions: { type: 'saveMode', params: ({ context }) => ({ mode: context.mode }) } },
            'theme.deviceChange': { actions: 'recordDevice' },
          },
          states: {
            // Waits for theme.start, sent once the view has wired the device and storage listeners.
            starting: {
              on: {
                'theme.start': [{ guard: 'startsDark', target: 'dark' }, { guard: 'startsSystem', target: 'system' }, { target: 'light' }],
              },
            },
            light: {
              entry: [{ type: 'recordMode', params: { mode: 'light' } }, { type: 'applyTheme', params: { theme: 'light' } }],
            },
            dark: {
              entry: [{ type: 'recordMode', params: { mode: 'dark' } }, { type: 'applyTheme', params: { theme: 'dark' } }],
            },
            system: {
              entry: [
                { type: 'recordMode', params: { mode: 'system' } },
                { type: 'applyTheme', params: ({ context }) => ({ theme: resolveTheme('system', context.systemDark) }) },
              ],
              on: {
                'theme.deviceChange': {
                  actions: ['recordDevice', { type: 'applyTheme', params: ({ event }) => ({ theme: event.dark ? 'dark' : 'light' }) }],
                },
              },
            },
          },
        },
      },
    },
    // The page is reloading with the saved choice; nothing more happens here.
    reloading: {},
  },
});
