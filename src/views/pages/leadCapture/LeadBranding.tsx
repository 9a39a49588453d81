import type { LeadForm } from '../../../api/schemas/leadCapture';
import { useT } from '../../../i18n/I18nProvider';

/** The institute's logo (a dark variant when it has one) and name above the form and the thank-you screen. */
export function LeadBranding(props: { form: LeadForm }) {
  const t = useT();
  const { form } = props;
  const alt = t('lead.logoAlt', { institute: form.instituteName });
  const dark = form.logoDarkUrl ?? null;
  return (
    <header className="flex flex-col items-center gap-2 pt-2 text-center">
      {form.logoUrl && <img src={form.logoUrl} alt={alt} className={`h-12 w-auto ${dark ? 'only-light' : ''}`} />}
      {form.logoUrl && dark && <img src={dark} alt={alt} className="only-dark h-12 w-auto" />}
      <p className="m-0 text-sm font-semibold text-[var(--ui-text-muted)]">{form.instituteName}</p>
    </header>
  );
}
