import type { Branding } from '../../../api/schemas/certificate';
import { useFailedImages } from '../../components/ui/useFailedImages';

/**
 * The branch logo, centred. Both variants are in the page and CSS shows the one matching <html data-theme>, so
 * a theme switch swaps it at once with no new request; printing always uses the light one. A logo that does not
 * load gives way to the institute's name (a dark variant that does not load, to the light one).
 */
export function InstituteLogo(props: { branding: Branding | null }) {
  const b = props.branding;
  const images = useFailedImages();
  if (!b) return <div className="verify-logo-slot" aria-hidden="true" />;
  const logo = (src: string | null | undefined, variant: string) =>
    images.ok(src) && <img className={`verify-logo verify-logo--${variant}`} src={src} alt={b.instituteName} onError={images.onError} />;
  return (
    <div className="verify-logo-slot">
      {logo(b.logoUrl, 'light') || <p className="verify-logo-name">{b.instituteName}</p>}
      {logo(b.logoDarkUrl, 'dark')}
    </div>
  );
}
