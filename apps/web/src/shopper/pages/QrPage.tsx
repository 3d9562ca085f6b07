import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { MEDIA_ACCEPT, type UploadRecord } from '@marketplace/contract';
import { EmptyState, PageHeading, QrGallery, QrUploader } from '@marketplace/design-system';
import { useMediaUploads } from '../../media/useMediaUploads.ts';
import { PageMeta } from '../../pages/PageMeta.tsx';
import type { QrPageData } from './qr.data.ts';
import { toGalleryItem, toUploaderItem } from './qrPageItems.ts';

/** Spec §2 "QR page": guests share photos and videos of an event under its QR code. */
export function QrPage() {
  const { qrCode, gallery, state } = useLoaderData() as QrPageData;
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-content px-4 py-10 sm:px-6 lg:px-8">
      <PageMeta title={t('qr.title')} description={t('qr.sharedWithUs')} noIndex />
      {!qrCode ? (
        <EmptyState title={t('qr.invalidCode.title')} description={t('qr.invalidCode.description')} headingLevel={2} />
      ) : state === 'open' ? (
        // A new code is a new set of uploads.
        <QrUploads key={qrCode} qrCode={qrCode} gallery={gallery} />
      ) : (
        <ClosedCode state={state} gallery={gallery} />
      )}
    </div>
  );
}

/** A code nobody issued, or one that takes no more uploads (expired, closed or full): why, and what was shared. */
function ClosedCode({ state, gallery }: { state: Exclude<QrPageData['state'], 'open'>; gallery: UploadRecord[] }) {
  const { t } = useTranslation();
  const notice = (
    <EmptyState title={t(`qr.closed.${state}.title`)} description={t(`qr.closed.${state}.description`)} headingLevel={2} />
  );
  if (state === 'unknown') return notice;
  return (
    <section className="flex flex-col gap-8">
      <PageHeading title={t('qr.title')} />
      {notice}
      <QrGallery items={gallery.map(toGalleryItem)} />
    </section>
  );
}

function QrUploads({ qrCode, gallery }: { qrCode: string; gallery: UploadRecord[] }) {
  const uploads = useMediaUploads({ kind: 'qr', qrCode });
  return (
    <QrUploader
      items={uploads.entries.map(toUploaderItem)}
      gallery={gallery.map(toGalleryItem)}
      accept={MEDIA_ACCEPT.qr}
      onSelectFiles={uploads.add}
      onPause={uploads.pause}
      onResume={uploads.resume}
      onCancel={uploads.cancel}
      onRetry={uploads.retry}
      onRemove={uploads.remove}
    />
  );
}
