import { Link } from 'wouter';
import type { Institute } from '../../api/schemas/institute';
import { useT } from '../../i18n/I18nProvider';
import { ThemedImage } from '../components/ui/ThemedImage';
import { useFailedImages } from '../components/ui/useFailedImages';

/**
 * The institute's logo (light or dark variant) and name, linking home; a plain title until it has loaded. Below
 * 1280 px the written name is left to screen readers (the logo shows it), so the menus keep to one row. A logo
 * that does not load is left out and the name shown (a dark variant that does not load gives way to the light one).
 */
export function InstituteBrand(props: { institute: Institute | null }) {
  const t = useT();
  const institute = props.institute;
  const images = useFailedImages();
  const logo = images.ok(institute?.logoUrl) && institute?.logoUrl;
  return (
    <Link href="/" className="flex min-h-11 min-w-0 items-center gap-3 text-text no-underline">
      {logo && (
        // The name is written next to it, so the logo itself is decorative.
        <ThemedImage
          light={logo}
          dark={images.ok(institute?.logoDarkUrl) ? institute?.logoDarkUrl : null}
          alt=""
          onError={images.onError}
          className="h-9 w-auto flex-none"
        />
      )}
      <span dir="auto" className={`truncate font-semibold leading-tight ${logo ? 'max-xl:sr-only' : ''}`}>{institute?.name ?? t('home.appName')}</span>
    </Link>
  );
}
