import { useEffect, useId, useRef } from 'react';
import { useT } from '../../../i18n/I18nProvider';
import { Card } from '../../components/ui/Card';
import { Link } from '../../components/ui/Link';
import { useDocumentTitle } from '../../useDocumentTitle';

/**
 * The 404 page (spec section 2). Signed-out visitors mostly come for certificate checks, so besides the way home
 * (which asks staff to sign in) it offers the public verification page.
 */
export function NotFoundPage() {
  const t = useT();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const title = t('error.notFound.title');
  useDocumentTitle(title);

  // Arriving here (often by a redirect) moves focus to the heading, so a screen reader says where the user is.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <Card as="section" aria-labelledby={headingId} className="page-narrow mt-[8vh] flex flex-col gap-3">
      <p className="m-0 text-sm font-semibold tracking-wide text-[var(--ui-text-muted)] uppercase">{t('error.notFound.code')}</p>
      <h1 id={headingId} ref={heading} tabIndex={-1} className="m-0">
        {title}
      </h1>
      <p className="m-0">{t('error.notFound.body')}</p>
      <ul className="m-0 flex list-none flex-wrap gap-x-6 gap-y-1 p-0">
        <li>
          {/* "~" leaves the /error nest: these are the app's own root paths. */}
          <Link href="~/" className="ui-link--action">{t('error.goHome')}</Link>
        </li>
        <li>
          <Link href="~/verify-certificate" className="ui-link--action">{t('error.notFound.verify')}</Link>
        </li>
      </ul>
    </Card>
  );
}
