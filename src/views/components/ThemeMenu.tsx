import { useId } from 'react';
import type { ThemeMode } from '../../machines/themeMachine';
import { useT } from '../../i18n/I18nProvider';
import { useThemeActions, useThemeMode } from '../theme/themeContext';
import { MonitorIcon, MoonIcon, SunIcon } from './ui/icons';

const OPTIONS: ReadonlyArray<{ mode: ThemeMode; label: string; Icon: typeof SunIcon }> = [
  { mode: 'light', label: 'theme.light', Icon: SunIcon },
  { mode: 'dark', label: 'theme.dark', Icon: MoonIcon },
  { mode: 'system', label: 'theme.system', Icon: MonitorIcon },
];

/**
 * The theme menu: three native radios in a fieldset, drawn as a segmented control (always visible, one tab stop,
 * arrow keys move the choice; the checked item is exposed as checked). Below 420px only the icons show; the
 * names stay as the accessible labels.
 */
export function ThemeMenu() {
  const t = useT();
  const name = useId();
  const mode = useThemeMode();
  const { select } = useThemeActions();
  return (
    <fieldset className="ui-fieldset">
      <legend className="sr-only">{t('theme.label')}</legend>
      <div className="theme-menu">
        {OPTIONS.map(({ mode: option, label, Icon }) => (
          <label key={option} className="theme-menu__option" title={t(label)}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={mode === option}
              onChange={() => select(option)}
            />
            <Icon className="theme-menu__icon" />
            <span className="max-[420px]:sr-only">{t(label)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
