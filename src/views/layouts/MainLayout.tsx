import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import type { Institute } from '../../api/schemas/institute';
import { useT } from '../../i18n/I18nProvider';
import { LanguageMenu } from '../components/LanguageMenu';
import { ThemeMenu } from '../components/ThemeMenu';
import { useBranchColour } from '../theme/useBranchColour';
import { InstituteBrand } from './InstituteBrand';
import { UserMenu } from './UserMenu';

// Only areas that work are listed; each business area adds its entry when its screens exist.
const NAV_ITEMS = [{ href: '/', label: 'home.menu.home' }] as const;

/**
 * The signed-in layout (spec section 2, "the main layout"): a header with the institute's logo and name, the
 * navigation, the language, theme and user menus, then the routed screen. On a phone (360 px) it takes two rows:
 * the brand and the navigation, then the three menus (the navigation once had a third row of its own, which pushed
 * the page 50 px further down for one link).
 */
export function MainLayout(props: { institute: Institute | null; children: ReactNode }) {
  const t = useT();
  const [location] = useLocation();
  useBranchColour(props.institute?.primaryColor);
  return (
    <>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <header className="border-b border-border bg-surface-raised">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-3 py-2 max-[360px]:px-2 sm:px-6">
          <InstituteBrand institute={props.institute} />
          <nav aria-label={t('home.menu.main')}>
            <ul className="m-0 flex list-none gap-1 p-0">
              {NAV_ITEMS.map((item) => (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    aria-current={location === item.href ? 'page' : undefined}
                    className="inline-flex min-h-11 items-center rounded-md px-3 font-medium text-text no-underline hover:bg-surface-sunken aria-[current=page]:text-link aria-[current=page]:underline"
                  >
                    {t(item.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {/* Tighter gaps and select padding below 640 px keep the three 44 px menus on one row at 360 px; below 360 px
              the select's padding and the account button (UserMenu) narrow further, so they still do at 320 px. Below
              1024 px the theme options show their icons only (names stay for screen readers and as tooltips) and the
              account button its initials (UserMenu), so a tablet's header is one row in every language. */}
          <div className="ms-auto flex flex-wrap items-center justify-end gap-1 sm:gap-2 max-lg:[&_.theme-menu_span]:sr-only [&_.ui-select]:w-auto [&_.ui-select]:ps-2.5 [&_.ui-select]:pe-8 max-[360px]:[&_.ui-select]:ps-2 max-[360px]:[&_.ui-select]:pe-7">
            <LanguageMenu />
            <ThemeMenu />
            <UserMenu />
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl px-3 py-6 sm:px-6">
        {props.children}
      </main>
    </>
  );
}
