import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { Link as RouterLink } from 'wouter';
import { useT } from '../../../i18n/I18nProvider';
import { ExternalIcon } from './icons';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  /** Opens in a new tab (noopener, noreferrer) and says so to screen readers and with an icon. */
  external?: boolean;
  ref?: Ref<HTMLAnchorElement>;
  children: ReactNode;
}

/**
 * A native <a>, underlined so it is told apart from text by more than colour. Usage:
 *   <Link href="/auth/login">{t('auth.title')}</Link>                  in-app: client-side navigation (wouter)
 *   <Link href={fileUrl} external>{t('verify.viewCertificate')}</Link>  a new tab
 *   <Link href="/verify-certificate" className="ui-link--action">…</Link>  a link standing alone as a page's
 *   action, not inside a sentence: a 44 px tall target, as a button's (components.css)
 */
export function Link({ href, external, className, children, ...rest }: LinkProps) {
  const t = useT();
  const cls = `ui-link ${className ?? ''}`.trim();
  if (external) {
    return (
      <a {...rest} href={href} className={cls} target="_blank" rel="noopener noreferrer">
        {children}
        <ExternalIcon className="ms-1 inline h-[0.9em] w-[0.9em] align-[-0.05em]" />
        <span className="sr-only"> {t('common.opensInNewTab')}</span>
      </a>
    );
  }
  return (
    <RouterLink {...rest} href={href} className={cls}>
      {children}
    </RouterLink>
  );
}
