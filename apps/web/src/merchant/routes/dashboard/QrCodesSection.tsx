import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QR_CODE_TITLE_MAX, type QrCode } from '@marketplace/contract';
import { Button, Input, QrCodeCard, QrGallery } from '@marketplace/design-system';
import { isApiError } from '../../../api/ApiError.ts';
import { usePublicConfig } from '../../../config/usePublicConfig.ts';
import { useCreateQrCode, useQrCodes, useRevokeQrCode } from '../../../data/qrCodes.ts';
import { useQrGallery } from '../../../data/qrGallery.ts';
import { toGalleryItem } from '../../../shopper/pages/qrPageItems.ts';

/** The QR page address guests scan for a code (spec §2 `/speical/qr?qrCode=`). */
function qrPageUrl(siteUrl: string, code: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/speical/qr?qrCode=${encodeURIComponent(code)}`;
}

/** What guests shared under one code: read with the seller's session (only its issuer may), when asked for. */
function CodePhotos({ code }: { code: string }) {
  const { t } = useTranslation();
  const gallery = useQrGallery(code);
  if (gallery.isPending) return <p className="text-sm text-ink-muted">{t('common.loading')}</p>;
  const items = gallery.data?.items ?? [];
  if (items.length === 0) return <p className="text-sm text-ink-muted">{t('pages.merchant.qrCodes.noPhotos')}</p>;
  return <QrGallery items={items.map(toGalleryItem)} />;
}

function CodeCard({ code, siteUrl }: { code: QrCode; siteUrl: string }) {
  const [photosShown, setPhotosShown] = useState(false);
  const revoke = useRevokeQrCode();
  return (
    <li>
      <QrCodeCard
        qrCode={code}
        pageUrl={qrPageUrl(siteUrl, code.code)}
        onRevoke={() => revoke.mutate(code.code)}
        isRevoking={revoke.isPending}
        photosShown={photosShown}
        onTogglePhotos={() => setPhotosShown((shown) => !shown)}
      >
        <CodePhotos code={code.code} />
      </QrCodeCard>
    </li>
  );
}

/** The seller's QR codes for guests' photos and videos: issue one, print or share it, see what guests shared, close it. */
export function QrCodesSection() {
  const { t } = useTranslation();
  const { siteUrl } = usePublicConfig();
  const codes = useQrCodes();
  const create = useCreateQrCode();
  const [title, setTitle] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    create.mutate(trimmed ? { title: trimmed } : {}, { onSuccess: () => setTitle('') });
  };

  return (
    <section aria-labelledby="qr-codes-title" className="mt-10 flex flex-col gap-4">
      <div>
        <h2 id="qr-codes-title" className="text-xl font-semibold text-ink">
          {t('pages.merchant.qrCodes.title')}
        </h2>
        <p className="text-ink-muted">{t('pages.merchant.qrCodes.description')}</p>
      </div>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <label className="flex min-w-60 flex-1 flex-col gap-1 text-sm font-medium text-ink">
          {t('pages.merchant.qrCodes.titleLabel')}
          <Input
            value={title}
            maxLength={QR_CODE_TITLE_MAX}
            placeholder={t('pages.merchant.qrCodes.titlePlaceholder')}
            onChange={(event) => setTitle(event.target.value)}
          />
        </label>
        <Button type="submit" isLoading={create.isPending}>
          {t('pages.merchant.qrCodes.create')}
        </Button>
      </form>
      {create.isError ? (
        <p role="alert" className="text-danger-700">
          {t(isApiError(create.error) ? `errors.${create.error.code}` : 'errors.UNEXPECTED_RESPONSE')}
        </p>
      ) : null}
      {codes.data && codes.data.codes.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {codes.data.codes.map((code) => (
            <CodeCard key={code.code} code={code} siteUrl={siteUrl} />
          ))}
        </ul>
      ) : codes.data ? (
        <p className="text-ink-muted">{t('pages.merchant.qrCodes.none')}</p>
      ) : null}
    </section>
  );
}
