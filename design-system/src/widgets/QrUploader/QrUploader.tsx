import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { PageHeading } from '../PageHeading/index.ts';
import { MediaUploader, type MediaUploaderProps } from '../MediaUploader/index.ts';
import { QrGallery, type QrGalleryItem } from './QrGallery.tsx';

export interface QrUploaderProps extends Omit<MediaUploaderProps, 'label' | 'multiple' | 'className'> {
  /** Files stored for this code earlier (by this visitor or other guests), newest first. */
  gallery?: readonly QrGalleryItem[];
  className?: string;
}

/**
 * The QR memories page body (spec §2 "QR page"): a title asking to share memories, the
 * select-photo-or-video button for several files, the description — 'thanks, no upload
 * limit' once something is uploaded, otherwise 'shared only with us' — and the items.
 */
export function QrUploader({ items, gallery = [], className, ...uploader }: QrUploaderProps) {
  const { t } = useTranslation();
  const uploadedSomething = items.some((item) => item.state === 'success');
  return (
    <section data-slot="qr-uploader" className={cn('flex flex-col gap-8', className)}>
      <PageHeading
        title={t('qr.title')}
        subtitle={<span aria-live="polite">{uploadedSomething ? t('qr.thanks') : t('qr.sharedWithUs')}</span>}
      />
      <MediaUploader {...uploader} items={items} multiple label={t('qr.select')} />
      <QrGallery items={gallery} />
    </section>
  );
}
