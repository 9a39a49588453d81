import { useId, useRef, useState } from 'react';
import { useLanguageChoice, useT } from '../../i18n/I18nProvider';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../../i18n/locales';

/**
 * A native select: small, keyboard- and screen-reader-correct on every page. It shows the latest choice at
 * once while that catalogue loads; the page's text changes when it has arrived, without a reload.
 *
 * A closed select steps through its options with the arrow keys and type-ahead, and Chromium and Firefox fire
 * `change` at each step, inside the keydown. Applying each step would turn the whole page (and what a screen
 * reader says) into every language passed on the way, and fetch each one's text. A change that comes from a
 * key of the closed select is only shown; it applies on Enter or when focus leaves. A choice made in the open
 * list (mouse, touch, or a key in the list, which macOS opens on an arrow key) comes later than the keydown
 * and applies at once.
 */
export function LanguageMenu() {
  const t = useT();
  const id = useId();
  const { requested, loading, errorId, setLanguage } = useLanguageChoice();
  // The language a key of the closed select moved to, not applied yet (a string: isLanguage checks it on apply),
  // and the choice it stepped from: a choice made since (another tab's) drops it, so it never undoes that one.
  const [step, setStep] = useState<{ from: string; to: string }>();
  const stepped = step?.from === requested ? step.to : undefined;
  const keyStep = useRef(false);
  const apply = (value = stepped) => {
    setStep(undefined);
    if (isLanguage(value)) setLanguage(value);
  };
  return (
    <div className="inline-flex flex-col items-end">
      <label htmlFor={id} className="sr-only">
        {t('menu.language')}
      </label>
      <select
        id={id}
        className="ui-select"
        value={stepped ?? requested}
        aria-busy={loading || undefined}
        aria-describedby={errorId ? `${id}-error` : undefined}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && stepped) {
            // Enter would also open the list (Chromium); here it only confirms the language shown.
            e.preventDefault();
            apply();
          }
          if (e.key === 'Escape') setStep(undefined);
          // A step's change event comes within this keydown's task; the timer ends the window after it.
          keyStep.current = true;
          setTimeout(() => (keyStep.current = false));
        }}
        onBlur={() => apply()}
        onChange={(e) => (keyStep.current ? setStep({ from: requested, to: e.target.value }) : apply(e.target.value))}
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
