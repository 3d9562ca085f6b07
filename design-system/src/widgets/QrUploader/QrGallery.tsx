import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaPreview } from '../MediaUploader/MediaPreview.tsx';

export interface QrGalleryItem {
  id: string;
  mediaType: 'image' | 'video';
  /** The address to show (for photos, a web-sized version). */
  src: string;
}

/** What has been shared for a QR code so far. Nothing at all when empty: the picker says what to do. */
export function QrGallery({ items }: { items: readonly QrGalleryItem[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  if (items.length === 0) return null;
  return (
    <section data-slot="qr-gallery" aria-labelledby={titleId} className="flex flex-col gap-4">
      <h2 id={titleId} className="font-display text-2xl font-semibold text-ink">
        {t('qr.gallery.title')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {items.map((item, index) => (
          <li key={item.id} className="overflow-hidden rounded-lg border border-line bg-surface">
            <MediaPreview
              mediaType={item.mediaType}
              src={item.src}
              label={t(item.mediaType === 'video' ? 'qr.gallery.video' : 'qr.gallery.photo', { number: index + 1 })}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
