import type { LeadForm } from '../../../api/schemas/leadCapture';

/**
 * The institute's logo (a dark variant when it has one) and name above the form and the thank-you screen.
 * The logo's alt is empty because the name is written right under it: a screen reader would say it twice.
 */
export function LeadBranding(props: { form: LeadForm }) {
  const { form } = props;
  const dark = form.logoDarkUrl ?? null;
  return (
    <header className="flex flex-col items-center gap-2 pt-2 text-center">
      {form.logoUrl && <img src={form.logoUrl} alt="" className={`h-12 w-auto ${dark ? 'only-light' : ''}`} />}
      {form.logoUrl && dark && <img src={dark} alt="" className="only-dark h-12 w-auto" />}
      <p className="m-0 text-sm font-semibold text-[var(--ui-text-muted)]">{form.instituteName}</p>
    </header>
  );
}
