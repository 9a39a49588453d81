import { Link } from 'wouter';
import type { Institute } from '../../api/schemas/institute';
import { useT } from '../../i18n/I18nProvider';
import { ThemedImage } from '../components/ui/ThemedImage';

/**
 * The institute's logo (light or dark variant) and name, linking home; a plain title until it has loaded. Below
 * 1280 px the written name is left to screen readers (the logo shows it), so the menus keep to one row.
 */
export function InstituteBrand(props: { institute: Institute | null }) {
  const t = useT();
  const institute = props.institute;
  return (
    <Link href="/" className="flex min-h-11 min-w-0 items-center gap-3 text-text no-underline">
      {institute && (
        // The name is written next to it, so the logo itself is decorative.
        <ThemedImage light={institute.logoUrl} dark={institute.logoDarkUrl} alt="" className="h-9 w-auto flex-none" />
      )}
      <span className={`truncate font-semibold leading-tight ${institute ? 'max-xl:sr-only' : ''}`}>{institute?.name ?? t('home.appName')}</span>
    </Link>
  );
}
