import { useTranslation } from 'react-i18next';
import type { QrCode } from '@marketplace/contract';
import { Button } from '@marketplace/design-system';
import { isApiError } from '../../../api/ApiError.ts';
import { usePublicConfig } from '../../../config/usePublicConfig.ts';
import { useCreateQrCode, useQrCodes } from '../../../data/qrCodes.ts';

const GiB = 1024 ** 3;

/** The QR page address guests scan for a code (spec §2 `/speical/qr?qrCode=`). */
function qrPageUrl(siteUrl: string, code: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/speical/qr?qrCode=${encodeURIComponent(code)}`;
}

/** The seller's QR codes for guests' photos and videos: issue one, see each code's page, use and end. */
export function QrCodesSection() {
  const { t, i18n } = useTranslation();
  const { siteUrl } = usePublicConfig();
  const codes = useQrCodes();
  const create = useCreateQrCode();
  const size = (bytes: number) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(bytes / GiB);
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  const line = (code: QrCode) =>
    t(`pages.merchant.qrCodes.state.${code.state}`, {
      used: size(code.usedBytes),
      quota: size(code.quotaBytes),
      date: date(code.expiresAt),
    });

  return (
    <section aria-labelledby="qr-codes-title" className="mt-10 flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="qr-codes-title" className="text-xl font-semibold text-ink">
            {t('pages.merchant.qrCodes.title')}
          </h2>
          <p className="text-ink-muted">{t('pages.merchant.qrCodes.description')}</p>
        </div>
        <Button isLoading={create.isPending} onClick={() => create.mutate({})}>
          {t('pages.merchant.qrCodes.create')}
        </Button>
      </div>
      {create.isError ? (
        <p role="alert" className="text-danger-700">
          {t(isApiError(create.error) ? `errors.${create.error.code}` : 'errors.UNEXPECTED_RESPONSE')}
        </p>
      ) : null}
      {codes.data && codes.data.codes.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {codes.data.codes.map((code) => (
            <li key={code.code} className="rounded-lg border border-line p-3">
              <a className="break-all font-medium text-brand-700 underline" href={qrPageUrl(siteUrl, code.code)}>
                {qrPageUrl(siteUrl, code.code)}
              </a>
              <p className="text-sm text-ink-muted">{line(code)}</p>
            </li>
          ))}
        </ul>
      ) : codes.data ? (
        <p className="text-ink-muted">{t('pages.merchant.qrCodes.none')}</p>
      ) : null}
    </section>
  );
}
