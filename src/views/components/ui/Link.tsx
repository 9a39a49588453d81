import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { Link as RouterLink } from 'wouter';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
  children: ReactNode;
}

/**
 * A native <a>, underlined so it is told apart from text by more than colour. Usage:
 *   <Link href="/auth/login">{t('auth.title')}</Link>                  in-app: client-side navigation (wouter)
 *   a new tab: ExternalLink (ExternalLink.tsx)
 *   <Link href="/verify-certificate" className="ui-link--action">…</Link>  a link standing alone as a page's
 *   action, not inside a sentence: a 44 px tall target, as a button's (components.css; buttons: controls.css)
 */
export function Link({ href, className, children, ...rest }: LinkProps) {
  return (
    <RouterLink {...rest} href={href} className={`ui-link ${className ?? ''}`.trim()}>
      {children}
    </RouterLink>
  );
}
