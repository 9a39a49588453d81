import type { Branding } from '../../../api/schemas/certificate';
import { useFailedImages } from '../../components/ui/useFailedImages';

/**
 * The branch logo, centred. Both variants are in the page and CSS shows the one matching <html data-theme>, so
 * a theme switch swaps it at once with no new request; printing always uses the light one. A logo that does not
 * load gives way to the institute's name (a dark variant that does not load, to the light one).
 * `loading`: the branding is on its way. The empty slot then says so (`data-pending`), and only such a slot takes
 * the light logo the page's HTML shows early (scripts/prerender/earlyRequest.ts): once the app has its answer, or
 * has given up on it (refused, timed out), the early logo leaves with the mark.
 */
export function InstituteLogo(props: { branding: Branding | null; loading: boolean }) {
  const b = props.branding;
  const images = useFailedImages();
  if (!b) return <div className="verify-logo-slot" aria-hidden="true" data-pending={props.loading || undefined} />;
  const logo = (src: string | null | undefined, variant: string) =>
    images.ok(src) && <img className={`verify-logo verify-logo--${variant}`} src={src} alt={b.instituteName} onError={images.onError} />;
  return (
    <div className="verify-logo-slot">
      {logo(b.logoUrl, 'light') || <p className="verify-logo-name">{b.instituteName}</p>}
      {logo(b.logoDarkUrl, 'dark')}
    </div>
  );
}
