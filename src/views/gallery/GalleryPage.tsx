import type { ReactNode } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { PageChrome } from '../components/PageChrome';
import { GalleryButtons } from './GalleryButtons';
import { GalleryFeedback } from './GalleryFeedback';
import { GalleryFields } from './GalleryFields';
import { GalleryLinks } from './GalleryLinks';

/**
 * The living gallery (development only: App.tsx mounts /__gallery behind import.meta.env.DEV, so a production
 * build has none of this). Every public-page component in every state; the theme and language menus above it
 * show both themes and the CJK languages.
 */
export default function GalleryPage() {
  const t = useT();
  return (
    <PageChrome>
      <div className="mx-auto flex max-w-3xl flex-col gap-8 py-4">
        <header className="flex flex-col gap-2">
          <h1 className="m-0">{t('gallery.title')}</h1>
          <p className="m-0 text-text-muted">{t('gallery.intro')}</p>
        </header>
        <GallerySection id="buttons" title={t('gallery.buttons')}>
          <GalleryButtons />
        </GallerySection>
        <GallerySection id="fields" title={t('gallery.fields')}>
          <GalleryFields />
        </GallerySection>
        <GallerySection id="feedback" title={t('gallery.feedback')}>
          <GalleryFeedback />
        </GallerySection>
        <GallerySection id="links" title={t('gallery.links')}>
          <GalleryLinks />
        </GallerySection>
      </div>
    </PageChrome>
  );
}

function GallerySection(props: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`gallery-${props.id}`} className="flex flex-col gap-4">
      <h2 id={`gallery-${props.id}`} className="m-0 border-b border-border pb-2">
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}
