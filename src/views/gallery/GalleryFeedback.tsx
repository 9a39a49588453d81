import { useT } from '../../i18n/I18nProvider';
import { Alert } from '../components/ui/Alert';
import { Card } from '../components/ui/Card';
import { Spinner } from '../components/ui/Spinner';

/** A card with a table (tabular numerals), the three alerts, the spinner and a still copy of the busy bar. */
export function GalleryFeedback() {
  const t = useT();
  return (
    <div className="flex flex-col gap-4">
      <Card as="article" aria-labelledby="gallery-card-title" className="print-record">
        <h3 id="gallery-card-title" className="mt-0">
          {t('gallery.cardTitle')}
        </h3>
        <table className="w-full border-collapse text-left">
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="py-1 font-semibold">
                {t('gallery.subject')}
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                {t('gallery.marks')}
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td className="py-1">{t('gallery.courseMaths')}</td>
              <td className="py-1 text-right">111.50</td>
            </tr>
            <tr>
              <td className="py-1">{t('gallery.coursePhysics')}</td>
              <td className="py-1 text-right">98.25</td>
            </tr>
          </tbody>
        </table>
      </Card>
      <Alert tone="info" live="off">
        {t('gallery.alertInfo')}
      </Alert>
      <Alert tone="success" live="off" title={t('gallery.alertSuccess')} />
      <Alert tone="error" live="off" title={t('gallery.alertError')}>
        {t('gallery.alertErrorBody')}
      </Alert>
      <div className="flex items-center gap-4 text-primary">
        <Spinner />
        <div className="relative h-[3px] flex-1 overflow-hidden" aria-hidden="true">
          <div className="busy-bar absolute!" />
        </div>
      </div>
    </div>
  );
}
