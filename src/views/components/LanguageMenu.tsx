import { useId } from 'react';
import { useLanguageChoice, useT } from '../../i18n/I18nProvider';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../../i18n/locales';

/**
 * A native select: small, keyboard- and screen-reader-correct on every page. It shows the latest choice at
 * once while that catalogue loads; the page's text changes when it has arrived, without a reload.
 */
export function LanguageMenu() {
  const t = useT();
  const id = useId();
  const { requested, loading, errorId, setLanguage } = useLanguageChoice();
  return (
    <div className="inline-flex flex-col items-end">
      <label htmlFor={id} className="sr-only">
        {t('menu.language')}
      </label>
      <select
        id={id}
        className="ui-select"
        value={requested}
        aria-busy={loading || undefined}
        aria-describedby={errorId ? `${id}-error` : undefined}
        onChange={(e) => {
          if (isLanguage(e.target.value)) setLanguage(e.target.value);
        }}
      >
        {LANGUAGES.map((code) => (
          // Each name in its own language, so a reader finds theirs whatever is active.
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
      {/* Always in the page, so screen readers announce the failure when the text appears. */}
      <span id={`${id}-error`} role="status" className={errorId ? 'max-w-64 text-sm text-[var(--ui-danger)]' : 'sr-only'}>
        {errorId ? t(errorId) : ''}
      </span>
    </div>
  );
}
