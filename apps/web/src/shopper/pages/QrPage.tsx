import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { MEDIA_ACCEPT, type QrCodeState, type UploadRecord } from '@marketplace/contract';
import { EmptyState, PageHeading, QrGallery, QrUploader } from '@marketplace/design-system';
import { useMediaUploads } from '../../media/useMediaUploads.ts';
import { PageMeta } from '../../pages/PageMeta.tsx';
import type { QrPageData } from './qr.data.ts';
import { toGalleryItem, toUploaderItem } from './qrPageItems.ts';
import { useOwnQrGallery } from './useOwnQrGallery.ts';

/** Spec §2 "QR page": guests share photos and videos of an event under its QR code. */
export function QrPage() {
  const { qrCode } = useLoaderData() as QrPageData;
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-content px-4 py-10 sm:px-6 lg:px-8">
      <PageMeta title={t('qr.title')} description={t('qr.sharedWithUs')} noIndex />
      {!qrCode ? (
        <EmptyState title={t('qr.invalidCode.title')} description={t('qr.invalidCode.description')} headingLevel={2} />
      ) : (
        // A new code is a new set of uploads.
        <QrCodePage key={qrCode} qrCode={qrCode} />
      )}
    </div>
  );
}

/**
 * The uploader, with what this guest shared before (the server lists only their own files, and
 * tells whether the code still takes uploads once they have shared something). A code this browser
 * may not read answers as one nobody issued: the uploader is offered, and an upload says why it fails.
 */
function QrCodePage({ qrCode }: { qrCode: string }) {
  const gallery = useOwnQrGallery(qrCode);
  const state = gallery?.code?.state ?? 'open';
  const items = gallery?.items ?? [];
  return state === 'open' ? <QrUploads qrCode={qrCode} gallery={items} /> : <ClosedCode state={state} gallery={items} />;
}

/** A code that takes no more uploads (expired, closed or full): why, and what this guest shared. */
function ClosedCode({ state, gallery }: { state: Exclude<QrCodeState, 'open'>; gallery: UploadRecord[] }) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col gap-8">
      <PageHeading title={t('qr.title')} />
      <EmptyState title={t(`qr.closed.${state}.title`)} description={t(`qr.closed.${state}.description`)} headingLevel={2} />
      {gallery.length > 0 ? <QrGallery items={gallery.map(toGalleryItem)} /> : null}
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
