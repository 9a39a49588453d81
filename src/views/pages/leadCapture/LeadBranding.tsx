import type { LeadForm } from '../../../api/schemas/leadCapture';
import { useFailedImages } from '../../components/ui/useFailedImages';
import { useBranchColour } from '../../theme/useBranchColour';

/**
 * The institute's logo (a dark variant when it has one) and name above the form and the thank-you screen, and the
 * branch's colour on the whole page, as on its verification page.
 * The logo's alt is empty because the name is written right under it: a screen reader would say it twice. A
 * logo that does not load is left out (a dark variant that does not load gives way to the light one; a light one
 * that does not load leaves the dark one to the dark theme).
 */
export function LeadBranding(props: { form: LeadForm }) {
  const { form } = props;
  const images = useFailedImages();
  useBranchColour(form.primaryColor);
  const light = images.ok(form.logoUrl) && form.logoUrl;
  const dark = images.ok(form.logoDarkUrl) && form.logoDarkUrl;
  return (
    <header className="flex flex-col items-center gap-2 pt-2 text-center">
      {light && <img src={light} alt="" onError={images.onError} className={`h-12 w-auto ${dark ? 'only-light' : ''}`} />}
      {dark && <img src={dark} alt="" onError={images.onError} className="only-dark h-12 w-auto" />}
      <p className="m-0 text-sm font-semibold text-[var(--ui-text-muted)] [unicode-bidi:plaintext]">{form.instituteName}</p>
    </header>
  );
}
