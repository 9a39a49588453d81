import { useT } from '../../i18n/I18nProvider';
import { Button } from '../components/ui/Button';
import { Link } from '../components/ui/Link';
import { ExternalLink } from '../components/ui/ExternalLink';
import { ThemedImage } from '../components/ui/ThemedImage';
import { useThemeActions } from '../theme/themeContext';

// Two tiny logos that differ by theme, so the swap is visible (and testable) without any file in public/.
const logo = (fill: string, text: string, label: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48" aria-label="${label}"><rect width="160" height="48" rx="8" fill="${fill}"/><text x="80" y="30" text-anchor="middle" font-family="sans-serif" font-size="16" fill="${text}">${label}</text></svg>`,
  )}`;
const GALLERY_LOGO_LIGHT = logo('#1d4ed8', '#ffffff', 'LIGHT');
const GALLERY_LOGO_DARK = logo('#8ab4ff', '#0b1526', 'DARK');

/** Links, the three image-variant mechanisms, and the theme's separate switch-and-reload action. */
export function GalleryLinks() {
  const t = useT();
  const { switchAndReload } = useThemeActions();
  return (
    <div className="flex flex-col gap-4">
      <p className="m-0 flex flex-wrap gap-6">
        <Link href="/auth/login">{t('gallery.internalLink')}</Link>
        <ExternalLink href="https://example.com/certificate.pdf">
          {t('gallery.externalLink')}
        </ExternalLink>
      </p>
      <div className="flex flex-wrap items-center gap-6">
        <ThemedImage light={GALLERY_LOGO_LIGHT} dark={GALLERY_LOGO_DARK} alt={t('gallery.logo')} data-testid="themed-image" />
        <img
          src={GALLERY_LOGO_LIGHT}
          data-src-light={GALLERY_LOGO_LIGHT}
          data-src-dark={GALLERY_LOGO_DARK}
          alt={t('gallery.logo')}
          data-testid="data-src-image"
        />
        <img src={GALLERY_LOGO_LIGHT} className="only-light" alt={t('gallery.logo')} data-testid="only-light" />
        <img src={GALLERY_LOGO_DARK} className="only-dark" alt={t('gallery.logo')} data-testid="only-dark" />
      </div>
      <div>
        <Button variant="secondary" onClick={() => switchAndReload('dark')}>
          {t('gallery.reload')}
        </Button>
      </div>
    </div>
  );
}
