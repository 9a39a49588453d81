import { useT } from '../../i18n/I18nProvider';
import { Button, type ButtonVariant } from '../components/ui/Button';

const VARIANTS: ButtonVariant[] = ['primary', 'secondary', 'quiet'];
const LABELS: Record<ButtonVariant, string> = {
  primary: 'gallery.primary',
  secondary: 'gallery.secondary',
  quiet: 'gallery.quiet',
};

/** Each variant at rest, disabled and busy. Hover and focus: point at or tab to them. */
export function GalleryButtons() {
  const t = useT();
  return (
    <div className="flex flex-col gap-3">
      {VARIANTS.map((variant) => (
        <div key={variant} className="flex flex-wrap items-center gap-3" data-variant={variant}>
          <Button variant={variant}>{t(LABELS[variant])}</Button>
          <Button variant={variant} disabled>
            {t('gallery.disabled')}
          </Button>
          <Button variant={variant} busy>
            {t('gallery.busy')}
          </Button>
        </div>
      ))}
    </div>
  );
}
