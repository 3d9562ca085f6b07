import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, FALLBACK_LANGUAGE } from '@marketplace/contract';
import { Button } from '../../primitives/Button/index.ts';
import { formatCalendarDate } from '../../rules/calendarDate.ts';
import { formatCount } from '../../rules/count.ts';
import { QR_QUIET_ZONE, qrImageOf, svgDataUrl } from '../../rules/qrImage.ts';

export interface QrCodeCardCode {
  code: string;
  title: string;
  state: 'open' | 'expired' | 'full';
  usedBytes: number;
  quotaBytes: number;
  files: number;
  /** ISO 8601. */
  expiresAt: string;
  revoked: boolean;
}

export interface QrCodeCardProps {
  qrCode: QrCodeCardCode;
  /** The guests' page the code leads to (what the QR image holds, the link shows and Copy copies). */
  pageUrl: string;
  /** Closes the code for uploads; no button without it, nor for a closed code. */
  onRevoke?: () => void;
  isRevoking?: boolean;
  /** Shows or hides what guests shared (the card renders `children` below itself while shown). */
  onTogglePhotos?: () => void;
  photosShown?: boolean;
  /** What guests shared, while shown. */
  children?: ReactNode;
}

const GiB = 1024 ** 3;
/** Pixels per module of the downloaded PNG: a 1,000-pixel-wide picture or so, sharp when printed large. */
const PNG_SCALE = 24;

/** The QR code of the page, drawn as an inline SVG from its modules (black on white with its quiet zone). */
function QrImage({ pageUrl, label }: { pageUrl: string; label: string }) {
  const image = useMemo(() => qrImageOf(pageUrl), [pageUrl]);
  const side = image.size + 2 * QR_QUIET_ZONE;
  return (
    <svg
      data-slot="qr-image"
      role="img"
      aria-label={label}
      viewBox={`${-QR_QUIET_ZONE} ${-QR_QUIET_ZONE} ${side} ${side}`}
      shapeRendering="crispEdges"
      className="block size-44 shrink-0 rounded-md border border-line print:size-[12cm] print:border-0"
    >
      <rect x={-QR_QUIET_ZONE} y={-QR_QUIET_ZONE} width={side} height={side} fill="#ffffff" />
      <path d={image.path} fill="#000000" />
    </svg>
  );
}

/**
 * A seller's QR code for guests' photos and videos: the code to print or share, its title, link, use
 * and expiry; copy the link, download the code as PNG or SVG, print it (only the code large, with its
 * title and link: see the print rules in styles.css), close it, and show what guests shared.
 */
export function QrCodeCard({
  qrCode,
  pageUrl,
  onRevoke,
  isRevoking = false,
  onTogglePhotos,
  photosShown = false,
  children,
}: QrCodeCardProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const [printing, setPrinting] = useState(false);
  const language = isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
  const image = useMemo(() => qrImageOf(pageUrl), [pageUrl]);
  const svgHref = useMemo(() => svgDataUrl(image.svgSource), [image]);
  // The PNG is drawn through a canvas: in the browser only.
  const [pngHref, setPngHref] = useState<string | null>(null);
  useEffect(() => {
    setPngHref(
      image.bitmap.toDataURL({ type: 'image/png', scale: PNG_SCALE, pad: QR_QUIET_ZONE, on: [0, 0, 0], off: [255, 255, 255] }),
    );
  }, [image]);

  useEffect(() => {
    if (!printing) return;
    const root = document.documentElement;
    const done = () => {
      root.removeAttribute('data-qr-printing');
      setPrinting(false);
    };
    root.setAttribute('data-qr-printing', '');
    window.addEventListener('afterprint', done, { once: true });
    window.print();
    return () => {
      window.removeEventListener('afterprint', done);
      root.removeAttribute('data-qr-printing');
    };
  }, [printing]);

  const size = (bytes: number) => new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(bytes / GiB);
  const title = qrCode.title || t('qrCard.untitled');
  const fileName = `qr-${qrCode.code}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(pageUrl);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <article
      data-slot="qr-code-card"
      data-qr-print-target={printing ? '' : undefined}
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-lg border border-line bg-surface p-4 print:items-center print:gap-6 print:border-0 print:p-0 print:text-center"
    >
      <div className="flex flex-col gap-4 sm:flex-row print:flex-col print:items-center">
        <QrImage pageUrl={pageUrl} label={t('qrCard.image', { title })} />
        <div className="flex min-w-0 flex-1 flex-col gap-2 print:items-center">
          <h3 id={titleId} className="text-lg font-semibold text-ink [overflow-wrap:anywhere] print:font-display print:text-4xl">
            {title}
          </h3>
          <a
            data-slot="qr-page-link"
            className="font-medium break-all text-brand-700 underline print:text-xl print:text-ink print:no-underline"
            href={pageUrl}
          >
            {pageUrl}
          </a>
          <p className="text-sm text-ink-muted print:hidden">
            {t(`qrCard.state.${qrCode.state}`, {
              used: size(qrCode.usedBytes),
              quota: size(qrCode.quotaBytes),
              date: formatCalendarDate(new Date(qrCode.expiresAt), language),
            })}
          </p>
          <p className="hidden print:block print:text-lg print:text-ink">{t('qrCard.scanToShare')}</p>
          <div className="mt-1 flex flex-wrap gap-2 print:hidden">
            <Button variant="outline" size="sm" onClick={() => void copy()}>
              {t('qrCard.copyLink')}
            </Button>
            <Button variant="outline" size="sm" asChild>
              <a href={pngHref ?? undefined} download={`${fileName}.png`} aria-disabled={pngHref ? undefined : true}>
                {t('qrCard.downloadPng')}
              </a>
            </Button>
            <Button variant="outline" size="sm" asChild>
              <a href={svgHref} download={`${fileName}.svg`}>
                {t('qrCard.downloadSvg')}
              </a>
            </Button>
            <Button variant="outline" size="sm" onClick={() => setPrinting(true)}>
              {t('qrCard.print')}
            </Button>
            {onTogglePhotos ? (
              <Button variant="ghost" size="sm" aria-expanded={photosShown} onClick={onTogglePhotos}>
                {t(photosShown ? 'qrCard.hidePhotos' : 'qrCard.showPhotos', { formatted: formatCount(qrCode.files) })}
              </Button>
            ) : null}
            {onRevoke && !qrCode.revoked ? (
              <Button variant="danger" size="sm" isLoading={isRevoking} onClick={onRevoke}>
                {t('qrCard.revoke')}
              </Button>
            ) : null}
          </div>
          <p role="status" className="text-sm text-ink-muted print:hidden">
            {copied ? t(copied === 'copied' ? 'qrCard.copied' : 'qrCard.copyFailed') : null}
          </p>
        </div>
      </div>
      {photosShown ? <div className="print:hidden">{children}</div> : null}
    </article>
  );
}
