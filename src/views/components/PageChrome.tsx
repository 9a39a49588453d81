import type { ReactNode } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { LanguageMenu } from './LanguageMenu';
import { ThemeMenu } from './ThemeMenu';

/** Skip link, a small bar with the language and theme menus, and the main landmark: shared by public pages. */
export function PageChrome(props: { children: ReactNode }) {
  const t = useT();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <header className="guest-bar">
        <LanguageMenu />
        <ThemeMenu />
      </header>
      <main id="main" tabIndex={-1} className="guest-main">
        {props.children}
      </main>
    </>
  );
}
