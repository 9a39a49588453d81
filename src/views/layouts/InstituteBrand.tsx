import { Link } from 'wouter';
import type { Institute } from '../../api/schemas/institute';
import { useT } from '../../i18n/I18nProvider';
import { ThemedImage } from '../components/ui/ThemedImage';

/** The institute's logo (light or dark variant) and name, linking home; a plain title until it has loaded. */
export function InstituteBrand(props: { institute: Institute | null }) {
  const t = useT();
  const institute = props.institute;
  return (
    <Link href="/" className="flex min-w-0 items-center gap-3 text-text no-underline">
      {institute && (
        // The name is written next to it, so the logo itself is decorative.
        <ThemedImage light={institute.logoUrl} dark={institute.logoDarkUrl} alt="" className="h-10 w-auto flex-none" />
      )}
      <span className="flex min-w-0 flex-col leading-tight">
        <span className="truncate font-semibold">{institute?.name ?? t('home.appName')}</span>
        {institute && <span className="truncate text-sm text-text-muted">{institute.branch.name}</span>}
      </span>
    </Link>
  );
}
