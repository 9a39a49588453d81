import type { Branding } from '../../../api/schemas/certificate';

/**
 * The branch logo, centred. Both variants are in the page and CSS shows the one matching <html data-theme>, so
 * a theme switch swaps it at once with no new request; printing always uses the light one.
 */
export function InstituteLogo(props: { branding: Branding | null }) {
  const b = props.branding;
  if (!b) return <div className="verify-logo-slot" aria-hidden="true" />;
  return (
    <div className="verify-logo-slot">
      <img className="verify-logo verify-logo--light" src={b.logoUrl} alt={b.instituteName} />
      {b.logoDarkUrl && <img className="verify-logo verify-logo--dark" src={b.logoDarkUrl} alt={b.instituteName} />}
    </div>
  );
}
