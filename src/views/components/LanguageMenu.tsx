import { useId } from 'react';
import { useLanguage, useT } from '../../i18n/I18nProvider';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../../i18n/locales';

/** A native select: small, keyboard- and screen-reader-correct on every public page. */
export function LanguageMenu() {
  const t = useT();
  const id = useId();
  const [language, setLanguage] = useLanguage();
  return (
    <div className="menu-field">
      <label htmlFor={id} className="sr-only">
        {t('menu.language')}
      </label>
      <select
        id={id}
        value={language}
        onChange={(e) => {
          if (isLanguage(e.target.value)) setLanguage(e.target.value);
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
