import { useT } from '../../../i18n/I18nProvider';
import { common } from './icons';
import type { LinkProps } from './Link';

/**
 * A link that opens in a new tab (noopener, noreferrer) and says so to screen readers and with an icon, styled as
 * `Link`. Usage: <ExternalLink href={fileUrl}>{t('verify.viewCertificate')}</ExternalLink>. Its own module, apart
 * from `Link` (which every page's start-up code holds): only the verification record uses it, so its icon and
 * text load with that panel (npm run budget).
 */
export function ExternalLink({ href, className, children, ...rest }: LinkProps) {
  const t = useT();
  return (
    <a {...rest} href={href} className={`ui-link ${className ?? ''}`.trim()} target="_blank" rel="noopener noreferrer">
      {children}
      <ExternalIcon className="ms-1 inline h-[0.9em] w-[0.9em] align-[-0.05em]" />
      <span className="sr-only"> {t('common.opensInNewTab')}</span>
    </a>
  );
}

/** Decorative, as every icon in icons.tsx: the hidden text beside it says the link opens a new tab. */
function ExternalIcon(props: { className?: string }) {
  return (
    <svg {...common} className={props.className}>
      <path d="M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
    </svg>
  );
}
